import type { Handlers } from '#server/context.js';
import type { LedgerStaffService } from './ledger-staff.service.js';

/** The ledger's endpoints: the console's accounts, transfers and verification. */
export function ledgerHandlers(staff: LedgerStaffService): Handlers {
  return {
    'admin/getLedgerAccountList': (body) => staff.accountList(body),
    'admin/getLedgerTransferList': (body) => staff.transferList(body),
    'admin/verifyLedger': (_body, call) => staff.verify(call),
  };
}
