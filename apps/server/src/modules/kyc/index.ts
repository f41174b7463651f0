// What other modules, the seed and app.ts may import from real-name authentication.
export { kycRepository } from './kyc.repository.js';
export { createKycService, ownPrivateUpload, type KycService } from './kyc.service.js';
export { createKycStaffService, type KycStaffService } from './kyc-staff.service.js';
export { kycHandlers } from './kyc.routes.js';
