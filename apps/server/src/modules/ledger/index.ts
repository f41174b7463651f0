// What other modules, app.ts and the seed may import from the ledger.
export { accountCodes, ledger } from './ledger.service.js';
export { ledgerRepository } from './ledger.repository.js';
export { verifyLedger } from './ledger.verify.js';
export { recordLineOf } from './record-line.js';
export { createLedgerStaffService, type LedgerStaffService } from './ledger-staff.service.js';
export { ledgerHandlers } from './ledger.routes.js';
