import { rateToDecimal, trimmedDecimal, type ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { listPage } from '#server/lib/page.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { audit, saveAudited } from '#server/platform/audit/index.js';
import { AppError } from '#server/lib/errors.js';
import { decision, reviewRequest } from './review-request.flow.js';
import { staffDepositRecord, staffWithdrawalRecord, toCurrencyInfo } from './wallet.records.js';
import { walletRepository } from './wallet.repository.js';
import { toPortalInfo, toStaffPortalInfo } from './portal.records.js';
import { portalRepository } from './portal.repository.js';

/** The console's wallet: deposit and withdrawal reviews, and the crypto currencies. */
export function createWalletStaffService(ctx: AppContext) {
  const { db } = ctx;

  async function depositById(id: number) {
    const { rows } = await walletRepository.listDeposits(db, { page: 1, pageSize: 1, id });
    return staffDepositRecord(rows[0]!);
  }

  async function withdrawalById(id: number) {
    const { rows } = await walletRepository.listWithdrawals(db, { page: 1, pageSize: 1, id });
    return staffWithdrawalRecord(rows[0]!);
  }

  return {
    async depositReviewList(q: ApiInput<'admin/getDepositReviewList'>) {
      const { rows, total } = await walletRepository.listDeposits(db, q);
      return listPage(rows.map(staffDepositRecord), total, q);
    },

    async reviewDeposit(body: ApiInput<'admin/reviewDeposit'>, call: StaffCall) {
      await reviewRequest(db, call, body, {
        lock: walletRepository.findDepositForUpdate,
        notFound: 'NOT_FOUND',
        pending: (deposit) => deposit.status === 'reviewing',
        requesterId: (deposit) => deposit.userId,
        targetType: 'deposit',
        detail: (deposit) => ({
          userId: deposit.userId,
          creditAmount: deposit.creditAmount,
          txHash: deposit.txHash,
        }),
        async approve(tx, deposit, member) {
          const currency = (await walletRepository.findCurrency(tx, deposit.currencyId))!;
          await ledger.transfer(tx, {
            transferId: `deposit:${deposit.id}`,
            debitAccountId: ledger.ref.platform(accountCodes.cryptoClearing(deposit.currencyId)),
            creditAccountId: ledger.ref.user(deposit.userId),
            amount: deposit.creditAmount,
            kind: 'deposit',
            reference: { type: 'deposit', id: deposit.id },
            line: {
              kind: 'cryptoDeposit',
              currency: currency.currency,
              network: currency.network,
              amount: trimmedDecimal(deposit.assetAmount, currency.scale),
            },
            memo: `${currency.currency} ${currency.network} ${trimmedDecimal(deposit.assetAmount, currency.scale)}`,
          });
          await walletRepository.updateDeposit(tx, deposit.id, decision(member, 'approved'));
          return { action: 'deposit.approved', result: undefined };
        },
        async reject(tx, deposit, member, reason) {
          await walletRepository.updateDeposit(tx, deposit.id, decision(member, 'rejected', reason));
          return { action: 'deposit.rejected', result: undefined };
        },
      });
      return depositById(body.id);
    },

    async withdrawReviewList(q: ApiInput<'admin/getWithdrawReviewList'>) {
      const { rows, total } = await walletRepository.listWithdrawals(db, q);
      return listPage(rows.map(staffWithdrawalRecord), total, q);
    },

    /** A rejection releases the holds; an approval pays them out, after a second approver for large amounts. */
    async reviewWithdraw(body: ApiInput<'admin/reviewWithdraw'>, call: StaffCall) {
      await reviewRequest(db, call, body, {
        lock: walletRepository.findWithdrawalForUpdate,
        notFound: 'NOT_FOUND',
        pending: (w) => w.status === 'reviewing',
        requesterId: (w) => w.userId,
        targetType: 'withdrawal',
        detail: (w) => ({ userId: w.userId, amount: w.amount, fee: w.fee, address: w.address }),
        async reject(tx, w, member, reason) {
          await ledger.void(tx, w.holdTransferId, `withdrawal:${w.id}:void`);
          if (w.feeTransferId) await ledger.void(tx, w.feeTransferId, `withdrawal:${w.id}:fee:void`);
          await walletRepository.updateWithdrawal(tx, w.id, decision(member, 'rejected', reason));
          return { action: 'withdrawal.rejected', result: undefined };
        },
        async approve(tx, w, member) {
          if (w.firstApproverId === member.id) throw new AppError('REVIEW_SAME_APPROVER');
          const approvals = w.approvals + 1;
          if (approvals < w.approvalsNeeded) {
            await walletRepository.updateWithdrawal(tx, w.id, { approvals, firstApproverId: member.id });
            return { action: 'withdrawal.first_approval', result: undefined };
          }
          await ledger.post(tx, w.holdTransferId, `withdrawal:${w.id}:post`);
          if (w.feeTransferId) await ledger.post(tx, w.feeTransferId, `withdrawal:${w.id}:fee:post`);
          await walletRepository.updateWithdrawal(tx, w.id, {
            status: 'approved',
            approvals,
            reviewerId: member.id,
            reviewedAt: new Date(),
          });
          return { action: 'withdrawal.approved', result: undefined };
        },
      });
      return withdrawalById(body.id);
    },

    async portalList() {
      return { list: (await portalRepository.listWithStaff(db)).map(toStaffPortalInfo) };
    },

    /** A portal's display currency and rate; the change and the values it replaced are audited. */
    async savePortal(body: ApiInput<'admin/savePortal'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const before = await portalRepository.findForUpdate(tx, body.region);
        const saved = await portalRepository.save(tx, {
          region: body.region,
          currency: body.currency,
          rateMicros: body.rate,
          updatedBy: call.staff.id,
        });
        await audit.staff(tx, call, {
          action: 'portal.changed',
          targetType: 'portal',
          targetId: body.region,
          detail: {
            currency: saved.currency,
            rate: rateToDecimal(saved.rateMicros),
            ...(before
              ? { previousCurrency: before.currency, previousRate: rateToDecimal(before.rateMicros) }
              : {}),
          },
        });
        return toPortalInfo(saved);
      });
    },

    async saveCurrency(body: ApiInput<'admin/saveCurrency'>, call: StaffCall) {
      const { id, ...values } = body;
      const row = await saveAudited(db, call, {
        entity: 'currency',
        id,
        values,
        insert: walletRepository.insertCurrency,
        update: walletRepository.updateCurrency,
        notFound: 'CURRENCY_NOT_FOUND',
      });
      return toCurrencyInfo(row);
    },
  };
}

export type WalletStaffService = ReturnType<typeof createWalletStaffService>;
