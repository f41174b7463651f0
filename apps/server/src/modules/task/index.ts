// What app.ts, the seed and the scheduled jobs may import from group-buy deals (decision 54).
export { createTaskService, type TaskService } from './task.service.js';
export { createTaskStaffService, type TaskStaffService } from './task-staff.service.js';
export { taskHandlers } from './task.routes.js';
export { closeDueDeals } from './close-deals.flow.js';
export { cancelDeal } from './cancel-deal.flow.js';
export { joinDeal, settleDeal, cashbackTransferId } from './join-deal.flow.js';
export { taskRepository } from './task.repository.js';
export { toCard as toDealCard } from './task.mapper.js';
