// What other modules and app.ts may import from buyer accounts.
export { userRepository } from './account.repository.js';
export { createAccountService, type AccountService } from './account.service.js';
export { createAccountStaffService, type AccountStaffService } from './account-staff.service.js';
export { accountHandlers } from './account.routes.js';
