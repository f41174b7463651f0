import type { Handlers } from '#server/context.js';
import type { OverviewStaffService } from './overview-staff.service.js';

/** The overview's endpoint: the console's start page. */
export function overviewHandlers(staff: OverviewStaffService): Handlers {
  return {
    'admin/getOverview': (body, call) => staff.overview(body, call),
  };
}
