import type { Handlers } from '#server/context.js';
import type { StaffService } from './staff.service.js';

/** The console members' own endpoints: sign-in, two-factor set-up, the dev outbox and the audit trail. */
export function staffHandlers(staff: StaffService): Handlers {
  return {
    'admin/signin': (body, call) => staff.signin(body, call),
    'admin/signout': (_body, call) => staff.signout(call),
    'admin/getStaffInfo': async (_body, call) => staff.staffInfo(call),
    'admin/getOutboxList': (body, call) => staff.outbox(body, call),
    'admin/setupTotp': (_body, call) => staff.setupTotp(call),
    'admin/enableTotp': (body, call) => staff.enableTotp(body, call),
    'admin/disableTotp': (body, call) => staff.disableTotp(body, call),
    'admin/getAuditList': (body) => staff.auditList(body),
  };
}
