// What app.ts and the seed may import from the seasonal campaigns (decision 56).
export { createCampaignService, type CampaignService } from './campaign.service.js';
export { createCampaignStaffService, type CampaignStaffService } from './campaign-staff.service.js';
export { campaignHandlers } from './campaign.routes.js';
export { saveCampaign, type SaveCampaignInput } from './save-campaign.flow.js';
export { campaignRepository } from './campaign.repository.js';
