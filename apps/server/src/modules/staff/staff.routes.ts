import type { Handlers } from '#server/plugins/api.js';
import type { createAdminService } from './staff.service.js';

export function adminHandlers(admin: ReturnType<typeof createAdminService>): Handlers {
  return {
    'admin/signin': (body, call) => admin.signin(body, call),
    'admin/signout': (_body, call) => admin.signout(call),
    'admin/getStaffInfo': async (_body, call) => admin.staffInfo(call),
    'admin/getUserList': (body) => admin.userList(body),
    'admin/getUser': (body) => admin.userDetail(body.id),
    'admin/setUserStatus': (body, call) => admin.setUserStatus(body, call),
    'admin/getOutboxList': (body, call) => admin.outbox(body, call),
    'admin/setupTotp': (_body, call) => admin.setupTotp(call),
    'admin/enableTotp': (body, call) => admin.enableTotp(body, call),
    'admin/disableTotp': (body, call) => admin.disableTotp(body, call),
    'admin/getAuditList': (body) => admin.audit(body),
  };
}
