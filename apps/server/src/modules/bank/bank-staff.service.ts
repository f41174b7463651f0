import type { ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { listPage } from '#server/lib/page.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { decision, reviewRequest } from '#server/modules/wallet/index.js';
import { saveAudited } from '#server/platform/audit/index.js';
import { FIAT_SCALE, toChannel, toStaffRecord } from './bank.records.js';
import { bankRepository } from './bank.repository.js';

/** The console's bank top-ups: reviewing requests and configuring the channels. */
export function createBankStaffService(ctx: AppContext) {
  const { db } = ctx;
  const one = async (id: number) =>
    (await bankRepository.listRecharges(db, { page: 1, pageSize: 1, id })).rows[0]!;

  return {
    async reviewList(q: ApiInput<'admin/getRechargeReviewList'>) {
      const { rows, total } = await bankRepository.listRecharges(db, q);
      return listPage(rows.map(toStaffRecord), total, q);
    },

    /** Completing credits the wallet at the rate recorded with the request, once. */
    async review(body: ApiInput<'admin/reviewRecharge'>, call: StaffCall) {
      await reviewRequest(db, call, body, {
        lock: bankRepository.findRechargeForUpdate,
        notFound: 'NOT_FOUND',
        pending: (row) => row.status === 'requesting',
        requesterId: (row) => row.userId,
        targetType: 'recharge',
        detail: (row) => ({
          userId: row.userId,
          amount: row.amount,
          currency: row.currency,
          creditAmount: row.creditAmount,
        }),
        async approve(tx, row, member) {
          await ledger.transfer(tx, {
            transferId: `recharge:${row.id}`,
            debitAccountId: ledger.ref.platform(accountCodes.bankClearing(row.channelId)),
            creditAccountId: ledger.ref.user(row.userId),
            amount: row.creditAmount,
            kind: 'deposit',
            reference: { type: 'recharge', id: row.id },
            line: {
              kind: 'bankTopUp',
              currency: row.currency,
              amount: (row.amount / 100).toFixed(FIAT_SCALE),
              receiptNo: row.receiptNo,
            },
            memo: `bank ${row.currency} ${(row.amount / 100).toFixed(FIAT_SCALE)} #${row.receiptNo}`,
          });
          await bankRepository.updateRecharge(tx, row.id, decision(member, 'completed'));
          return { action: 'recharge.completed', result: undefined };
        },
        async reject(tx, row, member, reason) {
          await bankRepository.updateRecharge(tx, row.id, decision(member, 'rejected', reason));
          return { action: 'recharge.rejected', result: undefined };
        },
      });
      return toStaffRecord(await one(body.id));
    },

    async configList() {
      return { list: (await bankRepository.listChannels(db, false)).map(toChannel) };
    },

    async saveChannel(body: ApiInput<'admin/saveBankChannel'>, call: StaffCall) {
      const { id, ...fields } = body;
      const values = {
        ...fields,
        routingNumber: fields.routingNumber ?? null,
        code: fields.code ?? null,
        bankAddress: fields.bankAddress ?? null,
        accountType: fields.accountType ?? null,
      };
      const row = await saveAudited(db, call, {
        entity: 'bank_channel',
        id,
        values,
        insert: bankRepository.insertChannel,
        update: bankRepository.updateChannel,
        notFound: 'NOT_FOUND',
      });
      return toChannel(row);
    },
  };
}

export type BankStaffService = ReturnType<typeof createBankStaffService>;
