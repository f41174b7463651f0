// What other modules, the API plugin and app.ts may import from console members.
export { staffRepository } from './staff.repository.js';
export { createTotp, totpRequiredFor, type Totp } from './totp.js';
export { createStaffService, type StaffService } from './staff.service.js';
export { staffHandlers } from './staff.routes.js';
