import type { Handlers } from '#server/context.js';
import type { TaskService } from './task.service.js';
import type { TaskStaffService } from './task-staff.service.js';

/** Group-buy deals: the buyer's list, deal, participants and joining; the console's deals. */
export function taskHandlers(buyer: TaskService, staff: TaskStaffService): Handlers {
  return {
    'task/getTaskList': (body, call) => buyer.list(body, call),
    'task/getTaskInfo': (body, call) => buyer.info(body, call),
    'task/getParticipantList': (body) => buyer.participants(body),
    'task/join': (body, call) => buyer.join(body, call),
    'admin/getDealList': (body) => staff.list(body),
    'admin/createDeal': (body, call) => staff.create(body, call),
    'admin/updateDeal': (body, call) => staff.update(body, call),
    'admin/cancelDeal': (body, call) => staff.cancel(body, call),
    'admin/getDealParticipants': (body) => staff.participants(body),
  };
}
