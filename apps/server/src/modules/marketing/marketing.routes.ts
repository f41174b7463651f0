import type { Handlers } from '#server/context.js';
import type { MarketingStaffService } from './marketing-staff.service.js';
import type { MarketingService } from './marketing.service.js';

/** The marketing pages: the seller terms, creator and partner applications, the console's queue. */
export function marketingHandlers(marketing: MarketingService, staff: MarketingStaffService): Handlers {
  return {
    'marketing/getSellTerms': () => marketing.sellTerms(),
    'marketing/apply': (body, call) => marketing.apply(body, call),
    'marketing/getMyApplications': (_body, call) => marketing.myApplications(call),
    'admin/getApplicationList': (body) => staff.list(body),
    'admin/reviewApplication': (body, call) => staff.review(body, call),
  };
}
