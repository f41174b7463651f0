// What other modules, app.ts and the seed may import from bank top-ups.
export { bankRepository } from './bank.repository.js';
export { createBankService, type BankService } from './bank.service.js';
export { createBankStaffService, type BankStaffService } from './bank-staff.service.js';
export { bankHandlers } from './bank.routes.js';
