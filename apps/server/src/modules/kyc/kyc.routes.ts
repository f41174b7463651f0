import type { Handlers } from '#server/context.js';
import type { KycStaffService } from './kyc-staff.service.js';
import type { KycService } from './kyc.service.js';

/** Real-name authentication: the owner's form and status, the console's review queue. */
export function kycHandlers(kyc: KycService, staff: KycStaffService): Handlers {
  return {
    'user/getUserAuth': (_body, call) => kyc.getUserAuth(call),
    'user/saveAuth': (body, call) => kyc.saveAuth(body, call),
    'admin/getAuthList': (body) => staff.list(body),
    'admin/reviewAuth': (body, call) => staff.review(body, call),
  };
}
