import type { Handlers } from '#server/context.js';
import type { CampaignStaffService } from './campaign-staff.service.js';
import type { CampaignService } from './campaign.service.js';

/** The seasonal campaigns' endpoints: the pages, the homes' banner, and the console. */
export function campaignHandlers(campaigns: CampaignService, staff: CampaignStaffService): Handlers {
  return {
    'campaign/getCampaign': (body, call) => campaigns.page(body, call),
    'campaign/getRunning': (_body, call) => campaigns.running(call),
    'admin/getCampaignList': () => staff.list(),
    'admin/saveCampaign': (body, call) => staff.save(body, call),
    'admin/searchCampaignItems': (body) => staff.items(body),
  };
}
