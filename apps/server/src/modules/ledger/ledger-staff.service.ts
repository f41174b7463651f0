import type { ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { listPage } from '#server/lib/page.js';
import { audit } from '#server/platform/audit/index.js';
import { ledgerRepository } from './ledger.repository.js';
import { accountCodes } from './ledger.service.js';
import { recordLineOf } from './record-line.js';
import { verifyLedger } from './ledger.verify.js';

/** The console's view of the books: accounts, transfers and the check that they balance. */
export function createLedgerStaffService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async accountList(q: ApiInput<'admin/getLedgerAccountList'>) {
      const { rows, total } = await ledgerRepository.listAccounts(db, q);
      return listPage(
        rows.map((a) => ({
          id: a.id,
          code: a.code,
          kind: a.kind,
          userId: a.userId,
          debitsPosted: a.debitsPosted,
          creditsPosted: a.creditsPosted,
          debitsPending: a.debitsPending,
          creditsPending: a.creditsPending,
          balance: a.creditsPosted - a.debitsPosted,
        })),
        total,
        q,
      );
    },

    async transferList(q: ApiInput<'admin/getLedgerTransferList'>) {
      let accountIds: number[] | undefined;
      if (q.accountCode || q.userId) {
        const account = await ledgerRepository.findAccountByCode(
          db,
          q.accountCode ?? accountCodes.user(q.userId!),
        );
        accountIds = account ? [account.id] : [-1];
      }
      const { rows, total } = await ledgerRepository.listTransfers(db, { ...q, accountIds });
      return listPage(
        rows.map(({ transfer: t, debitCode, creditCode }) => ({
          id: t.id,
          transferId: t.transferId,
          debitAccount: debitCode,
          creditAccount: creditCode,
          amount: t.amount,
          kind: t.kind,
          phase: t.phase,
          pendingId: t.pendingId,
          referenceType: t.referenceType,
          referenceId: t.referenceId,
          line: recordLineOf(t),
          memo: t.memo,
          createdAt: t.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async verify(call: StaffCall) {
      const result = await verifyLedger(db);
      await audit.staff(db, call, {
        action: 'ledger.verified',
        detail: { ok: result.ok, problems: result.problems.length },
      });
      return result;
    },
  };
}

export type LedgerStaffService = ReturnType<typeof createLedgerStaffService>;
