import {
  SAVED_ADDRESSES_MAX,
  convertToWallet,
  maskEmail,
  minorToDecimal,
  parseAmount,
  trimmedDecimal,
  type CurrencyInfo,
  type DepositBody,
  type WalletLogType,
} from '@app/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext, CallContext, StaffCall, StaffRow, UserRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import type { currencies } from '#server/db/schema/index.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { auditRepository } from '#server/platform/audit/audit.repository.js';
import { saveAudited } from '#server/platform/audit/audited-save.js';
import { listPage } from '#server/lib/page.js';
import type { CodeService } from '#server/platform/codes/code.service.js';
import { accountCodes, ledger } from '#server/modules/ledger/ledger.service.js';
import { ledgerRepository } from '#server/modules/ledger/ledger.repository.js';
import { verifyLedger } from '#server/modules/ledger/ledger.verify.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { userRepository } from '#server/modules/account/account.repository.js';
import { walletRepository } from './wallet.repository.js';

type CurrencyRow = typeof currencies.$inferSelect;
type Page = { page: number; pageSize: number };

/** Ledger transfer kinds to the record types users see (spec §3). */
const LOG_TYPE: Record<string, WalletLogType> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_fee: 'fee',
  transfer: 'transfer',
  payment: 'payment',
  refund: 'refund',
  freeze: 'freeze',
  income: 'income',
};
const KINDS_OF: Record<WalletLogType, string[]> = Object.entries(LOG_TYPE).reduce(
  (acc, [kind, type]) => ({ ...acc, [type]: [...(acc[type] ?? []), kind] }),
  {} as Record<WalletLogType, string[]>,
);
const HOLD_REASON = {
  withdrawal: 'withdrawal_review',
  withdrawal_fee: 'withdrawal_review',
  payment: 'order_escrow',
  freeze: 'staff_freeze',
} as const;

export function toCurrencyInfo(c: CurrencyRow): CurrencyInfo {
  return {
    id: c.id,
    currency: c.currency,
    network: c.network,
    scale: c.scale,
    depositAddress: c.depositAddress,
    rateMinorPerUnit: c.rateMinorPerUnit,
    minDeposit: c.minDeposit,
    minWithdraw: c.minWithdraw,
    withdrawFee: c.withdrawFee,
    withdrawDailyLimit: c.withdrawDailyLimit,
    addressPattern: c.addressPattern,
    depositEnabled: c.depositEnabled,
    withdrawEnabled: c.withdrawEnabled,
  };
}

const EMPTY_DETAIL = {
  currency: null,
  network: null,
  assetAmount: null,
  scale: null,
  address: null,
  counterpartyEmail: null,
  channel: null,
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function createWalletService(ctx: AppContext, deps: { codes: CodeService; throttle: SigninThrottle }) {
  const { db } = ctx;

  function requireUser(call: CallContext): UserRow {
    if (!call.user) throw new AppError('UNAUTHORIZED');
    return call.user;
  }

  /** A ledger transfer id: derived from the Idempotency-Key when there is one, so a retry posts once. */
  const transferId = (call: CallContext, purpose: string) =>
    call.idempotencyKey
      ? `${purpose}:u${call.user!.id}:${call.idempotencyKey}`
      : `${purpose}:${randomUUID()}`;

  async function checkTradePassword(user: UserRow, tradePassword: string, ip: string) {
    if (!user.tradePasswordHash) throw new AppError('TRADE_PASSWORD_NOT_SET');
    await deps.throttle.checkPassword(
      'trade',
      String(user.id),
      { passwordHash: user.tradePasswordHash },
      tradePassword,
      {
        invalid: 'TRADE_PASSWORD_WRONG',
        ip,
      },
    );
  }

  /** The pause after a password reset or an email change (decision 0019), while it lasts. */
  function fundsHold(user: UserRow) {
    const until = user.fundsHoldUntil;
    if (!until || until.getTime() <= Date.now()) return null;
    return { until: until.toISOString(), reason: user.fundsHoldReason ?? 'password_reset' };
  }

  function assertNoFundsHold(user: UserRow) {
    const hold = fundsHold(user);
    if (!hold) return;
    const hours = Math.max(1, Math.ceil((Date.parse(hold.until) - Date.now()) / 3_600_000));
    throw new AppError('FUNDS_ON_HOLD', { hours });
  }

  async function currencyOrFail(id: number) {
    const currency = await walletRepository.findCurrency(db, id);
    if (!currency) throw new AppError('CURRENCY_NOT_FOUND');
    return currency;
  }

  function depositRecord(r: Awaited<ReturnType<typeof walletRepository.listDeposits>>['rows'][number]) {
    const d = r.deposit;
    return {
      id: d.id,
      currency: r.currency.currency,
      network: r.currency.network,
      assetScale: r.currency.scale,
      assetAmount: d.assetAmount,
      rateMinorPerUnit: d.rateMinorPerUnit,
      creditAmount: d.creditAmount,
      txHash: d.txHash,
      screenshot: d.screenshot,
      status: d.status,
      rejectReason: d.rejectReason,
      createdAt: d.createdAt.toISOString(),
      reviewedAt: iso(d.reviewedAt),
    };
  }

  function withdrawalRecord(r: Awaited<ReturnType<typeof walletRepository.listWithdrawals>>['rows'][number]) {
    const w = r.withdrawal;
    return {
      id: w.id,
      currency: r.currency.currency,
      network: r.currency.network,
      address: w.address,
      amount: w.amount,
      fee: w.fee,
      status: w.status,
      rejectReason: w.rejectReason,
      createdAt: w.createdAt.toISOString(),
      reviewedAt: iso(w.reviewedAt),
    };
  }

  function addressRecord(r: Awaited<ReturnType<typeof walletRepository.listAddresses>>[number]) {
    return {
      id: r.address.id,
      currencyId: r.currency.id,
      currency: r.currency.currency,
      network: r.currency.network,
      address: r.address.address,
      label: r.address.label,
      createdAt: r.address.createdAt.toISOString(),
    };
  }

  async function depositById(id: number) {
    const { rows } = await walletRepository.listDeposits(db, { page: 1, pageSize: 1, id });
    const r = rows[0]!;
    return {
      ...depositRecord(r),
      user: { id: r.deposit.userId, email: r.userEmail },
      reviewer: r.deposit.reviewerId ? { id: r.deposit.reviewerId, name: r.reviewerName ?? '' } : null,
      approvals: r.deposit.status === 'approved' ? 1 : 0,
    };
  }

  async function withdrawalById(id: number) {
    const { rows } = await walletRepository.listWithdrawals(db, { page: 1, pageSize: 1, id });
    return adminWithdrawal(rows[0]!);
  }

  function adminWithdrawal(r: Awaited<ReturnType<typeof walletRepository.listWithdrawals>>['rows'][number]) {
    const w = r.withdrawal;
    return {
      ...withdrawalRecord(r),
      user: { id: w.userId, email: r.userEmail },
      reviewer: w.reviewerId ? { id: w.reviewerId, name: r.reviewerName ?? '' } : null,
      approvals: w.approvals,
      approvalsNeeded: w.approvalsNeeded,
      firstApprover: w.firstApproverId ? { id: w.firstApproverId, name: r.firstApproverName ?? '' } : null,
    };
  }

  /** Staff may not review a request of their own user account (same email). */
  async function assertNotOwn(tx: Tx, member: StaffRow, userId: number) {
    const owner = await userRepository.findById(tx, userId);
    if (owner && owner.email === member.email) throw new AppError('REVIEW_OWN_REQUEST');
  }

  return {
    async currencyList() {
      const list = (await walletRepository.listCurrencies(db)).map(toCurrencyInfo);
      const depositsOn = ctx.config.FEATURE_CRYPTO_DEPOSITS;
      return { list: list.map((c) => ({ ...c, depositEnabled: c.depositEnabled && depositsOn })) };
    },

    async getWallet(call: CallContext) {
      const user = requireUser(call);
      // Reads never create the account: a user who never moved money simply has none yet.
      const [account, withdrawnToday] = await Promise.all([
        ledgerRepository.findAccountByCode(db, accountCodes.user(user.id)),
        walletRepository.withdrawnLastDay(db, user.id),
      ]);
      const a = account ?? { creditsPosted: 0, debitsPosted: 0, debitsPending: 0, creditsPending: 0 };
      const holds = account ? await walletRepository.listOpenHolds(db, account.id) : [];
      return {
        currency: 'USD',
        scale: 2,
        balance: a.creditsPosted - a.debitsPosted - a.debitsPending,
        frozen: a.debitsPending,
        estimatedProfit: a.creditsPending,
        holds: holds.map((h) => ({
          amount: h.amount,
          reason: HOLD_REASON[h.kind as keyof typeof HOLD_REASON] ?? 'staff_freeze',
          referenceId: h.referenceId,
          createdAt: h.createdAt.toISOString(),
        })),
        hasTradePassword: user.tradePasswordHash !== null,
        withdrawnToday,
        fundsHold: fundsHold(user),
      };
    },

    async transfer(
      body: { to: string; amount: number; tradePassword: string; remark?: string },
      call: CallContext,
    ) {
      const user = requireUser(call);
      assertNoFundsHold(user);
      // The trade password first: whether an address has an account is told only to its owner's payer.
      await checkTradePassword(user, body.tradePassword, call.ip);
      const recipient = /^\d+$/.test(body.to)
        ? await userRepository.findById(db, Number(body.to))
        : await userRepository.findByEmail(db, body.to.toLowerCase());
      if (!recipient || recipient.status !== 'active') throw new AppError('RECIPIENT_NOT_FOUND');
      if (recipient.id === user.id) throw new AppError('TRANSFER_TO_SELF');
      const id = transferId(call, 'transfer');
      const record = await db.transaction(async (tx) => {
        const [from, to] = [
          await ledger.userAccount(tx, user.id),
          await ledger.userAccount(tx, recipient.id),
        ];
        const moved = await ledger.transfer(tx, {
          transferId: id,
          debitAccountId: from,
          creditAccountId: to,
          amount: body.amount,
          kind: 'transfer',
          memo: `${user.email} → ${recipient.email}`,
        });
        return (
          (await walletRepository.findWalletTransferByLedgerId(tx, moved.id)) ??
          (await walletRepository.insertWalletTransfer(tx, {
            fromUserId: user.id,
            toUserId: recipient.id,
            amount: body.amount,
            remark: body.remark ?? null,
            ledgerTransferId: moved.id,
          }))
        );
      });
      return {
        id: record.id,
        direction: 'out' as const,
        amount: record.amount,
        counterparty: { id: recipient.id, email: maskEmail(recipient.email), nickname: recipient.nickname },
        remark: record.remark,
        createdAt: record.createdAt.toISOString(),
      };
    },

    async transferList(q: Page & { direction?: 'in' | 'out' }, call: CallContext) {
      const user = requireUser(call);
      const { rows, total } = await walletRepository.listWalletTransfers(db, { ...q, userId: user.id });
      return listPage(
        rows.map((r) => ({
          id: r.transfer.id,
          direction: r.transfer.fromUserId === user.id ? ('out' as const) : ('in' as const),
          amount: r.transfer.amount,
          counterparty: {
            id: r.counterparty.id,
            email: maskEmail(r.counterparty.email),
            nickname: r.counterparty.nickname,
          },
          remark: r.transfer.remark,
          createdAt: r.transfer.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async logList(q: Page & { type?: WalletLogType }, call: CallContext, creditsOnly = false) {
      const user = requireUser(call);
      const account = await ledgerRepository.findAccountByCode(db, accountCodes.user(user.id));
      if (!account) return listPage([], 0, q);
      const accountId = account.id;
      const { rows, total } = await walletRepository.listMovements(db, {
        ...q,
        accountId,
        kinds: q.type ? (KINDS_OF[q.type] ?? [q.type]) : undefined,
        creditsOnly,
      });
      const details = await walletRepository.movementDetails(
        db,
        rows.map((r) => r.transfer),
        user.id,
      );
      return listPage(
        rows.map(({ transfer: t, resolution }) => ({
          id: t.id,
          detail: details.get(t.id) ?? EMPTY_DETAIL,
          type: LOG_TYPE[t.kind] ?? 'payment',
          amount: t.creditAccountId === accountId ? t.amount : -t.amount,
          status:
            t.phase === 'single'
              ? ('posted' as const)
              : resolution === 'post'
                ? ('posted' as const)
                : resolution === 'void'
                  ? ('voided' as const)
                  : ('pending' as const),
          title: t.memo ?? t.kind,
          referenceType: t.referenceType,
          referenceId: t.referenceId,
          createdAt: t.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async submitDeposit(body: DepositBody & { currencyId: number; txHash: string }, call: CallContext) {
      const user = requireUser(call);
      const currency = await currencyOrFail(body.currencyId);
      if (!currency.depositEnabled || !ctx.config.FEATURE_CRYPTO_DEPOSITS)
        throw new AppError('DEPOSIT_DISABLED');
      const parsed = parseAmount(body.amount, currency.scale);
      if ('error' in parsed) throw fieldError('amount', parsed.error);
      if (parsed.minor < currency.minDeposit) {
        throw new AppError('AMOUNT_BELOW_MINIMUM', {
          minimum: `${minorToDecimal(currency.minDeposit, currency.scale)} ${currency.currency}`,
        });
      }
      const creditAmount = convertToWallet(parsed.minor, currency.scale, currency.rateMinorPerUnit);
      if (creditAmount <= 0) throw fieldError('amount', 'validation.amountPositive');
      // A screenshot is one of this user's own uploads, never another's file or an outside URL.
      if (body.screenshot && !(await fileRepository.ownsUpload(db, user.id, body.screenshot, 'voucher'))) {
        throw fieldError('screenshot', 'validation.upload', 'own_upload');
      }
      const created = await walletRepository.insertDeposit(db, {
        userId: user.id,
        currencyId: currency.id,
        assetAmount: parsed.minor,
        rateMinorPerUnit: currency.rateMinorPerUnit,
        creditAmount,
        txHash: body.txHash,
        screenshot: body.screenshot ?? null,
      });
      if (!created) throw new AppError('TX_HASH_USED');
      const { rows } = await walletRepository.listDeposits(db, { page: 1, pageSize: 1, id: created.id });
      return depositRecord(rows[0]!);
    },

    async depositList(q: Page & { status?: string }, call: CallContext) {
      const user = requireUser(call);
      const { rows, total } = await walletRepository.listDeposits(db, { ...q, userId: user.id });
      return listPage(rows.map(depositRecord), total, q);
    },

    async addressList(call: CallContext) {
      const user = requireUser(call);
      return { list: (await walletRepository.listAddresses(db, user.id)).map(addressRecord) };
    },

    async saveAddress(
      body: { id?: number; currencyId: number; address: string; label?: string },
      call: CallContext,
    ) {
      const user = requireUser(call);
      const currency = await currencyOrFail(body.currencyId);
      if (!new RegExp(currency.addressPattern).test(body.address)) {
        throw new AppError('ADDRESS_INVALID', { network: currency.network }, [
          { field: 'address', rule: 'network_format', key: 'validation.address' },
        ]);
      }
      if (!body.id && (await walletRepository.listAddresses(db, user.id)).length >= SAVED_ADDRESSES_MAX) {
        throw new AppError('VALIDATION_FAILED', {}, [
          {
            field: 'address',
            rule: 'max',
            key: 'validation.addressesFull',
            params: { max: SAVED_ADDRESSES_MAX },
          },
        ]);
      }
      const row = body.id
        ? await walletRepository.updateAddress(db, user.id, body.id, {
            currencyId: currency.id,
            address: body.address,
            label: body.label ?? null,
          })
        : await walletRepository.insertAddress(db, {
            userId: user.id,
            currencyId: currency.id,
            address: body.address,
            label: body.label ?? null,
          });
      if (!row) throw new AppError('ADDRESS_NOT_FOUND');
      return addressRecord({ address: row, currency });
    },

    async addressInfo(id: number, call: CallContext) {
      const user = requireUser(call);
      const row = await walletRepository.findAddress(db, user.id, id);
      if (!row) throw new AppError('ADDRESS_NOT_FOUND');
      return addressRecord(row);
    },

    async deleteAddress(id: number, call: CallContext) {
      const user = requireUser(call);
      if (!(await walletRepository.deleteAddress(db, user.id, id))) throw new AppError('ADDRESS_NOT_FOUND');
      return { ok: true as const };
    },

    async withdraw(
      body: { addressId: number; amount: number; code: string; tradePassword: string },
      call: CallContext,
    ) {
      const user = requireUser(call);
      assertNoFundsHold(user);
      const saved = await walletRepository.findAddress(db, user.id, body.addressId);
      if (!saved) throw new AppError('ADDRESS_NOT_FOUND');
      const currency = saved.currency;
      if (!currency.withdrawEnabled) throw new AppError('WITHDRAW_DISABLED');
      if (body.amount < currency.minWithdraw) {
        throw new AppError('AMOUNT_BELOW_MINIMUM', { minimum: minorToDecimal(currency.minWithdraw) });
      }
      await checkTradePassword(user, body.tradePassword, call.ip);
      const ticket = await deps.codes.redeem(user.email, 'withdraw', body.code);
      const holdId = transferId(call, 'withdrawal');
      const record = await db.transaction(async (tx) => {
        const account = await ledger.userAccount(tx, user.id);
        const clearing = await ledger.platformAccount(tx, accountCodes.cryptoClearing(currency.id));
        const fees = await ledger.platformAccount(tx, accountCodes.fees);
        // The user's account is locked first, so the 24-hour limit cannot be raced.
        await ledger.lock(tx, [account]);
        const used = await walletRepository.withdrawnLastDay(tx, user.id);
        if (used + body.amount > currency.withdrawDailyLimit) {
          throw new AppError('WITHDRAW_LIMIT_EXCEEDED', {
            remaining: minorToDecimal(Math.max(0, currency.withdrawDailyLimit - used)),
          });
        }
        await deps.codes.use(tx, ticket);
        const withdrawalId = await walletRepository.nextWithdrawalId(tx);
        const reference = { type: 'withdrawal', id: withdrawalId };
        const memo = `${currency.currency} ${currency.network} ${saved.address.address}`;
        const hold = await ledger.transfer(tx, {
          transferId: holdId,
          debitAccountId: account,
          creditAccountId: clearing,
          amount: body.amount,
          kind: 'withdrawal',
          pending: true,
          reference,
          memo,
        });
        const feeHold = currency.withdrawFee
          ? await ledger.transfer(tx, {
              transferId: `${holdId}:fee`,
              debitAccountId: account,
              creditAccountId: fees,
              amount: currency.withdrawFee,
              kind: 'withdrawal_fee',
              pending: true,
              reference,
              memo,
            })
          : undefined;
        const created = await walletRepository.insertWithdrawal(tx, {
          id: withdrawalId,
          userId: user.id,
          currencyId: currency.id,
          address: saved.address.address,
          amount: body.amount,
          fee: currency.withdrawFee,
          approvalsNeeded: body.amount >= ctx.config.WITHDRAW_DUAL_APPROVAL_MINOR ? 2 : 1,
          holdTransferId: hold.id,
          feeTransferId: feeHold?.id ?? null,
        });
        return created;
      });
      const { rows } = await walletRepository.listWithdrawals(db, { page: 1, pageSize: 1, id: record.id });
      return withdrawalRecord(rows[0]!);
    },

    async withdrawList(q: Page & { status?: string }, call: CallContext) {
      const user = requireUser(call);
      const { rows, total } = await walletRepository.listWithdrawals(db, { ...q, userId: user.id });
      return listPage(rows.map(withdrawalRecord), total, q);
    },

    // Console

    async depositReviewList(q: Page & { status?: string }) {
      const { rows, total } = await walletRepository.listDeposits(db, q);
      return listPage(
        rows.map((r) => ({
          ...depositRecord(r),
          user: { id: r.deposit.userId, email: r.userEmail },
          reviewer: r.deposit.reviewerId ? { id: r.deposit.reviewerId, name: r.reviewerName ?? '' } : null,
          approvals: r.deposit.status === 'approved' ? 1 : 0,
        })),
        total,
        q,
      );
    },

    async reviewDeposit(
      body: { id: number; action: 'approve' | 'reject'; reason?: string },
      call: CallContext,
    ) {
      const member = call.staff!;
      await db.transaction(async (tx) => {
        const deposit = await walletRepository.findDepositForUpdate(tx, body.id);
        if (!deposit) throw new AppError('NOT_FOUND');
        if (deposit.status !== 'reviewing') throw new AppError('REVIEW_ALREADY_DONE');
        await assertNotOwn(tx, member, deposit.userId);
        if (body.action === 'approve') {
          const currency = (await walletRepository.findCurrency(tx, deposit.currencyId))!;
          await ledger.transfer(tx, {
            transferId: `deposit:${deposit.id}`,
            debitAccountId: await ledger.platformAccount(tx, accountCodes.cryptoClearing(deposit.currencyId)),
            creditAccountId: await ledger.userAccount(tx, deposit.userId),
            amount: deposit.creditAmount,
            kind: 'deposit',
            reference: { type: 'deposit', id: deposit.id },
            memo: `${currency.currency} ${currency.network} ${trimmedDecimal(deposit.assetAmount, currency.scale)}`,
          });
        }
        await walletRepository.updateDeposit(tx, deposit.id, {
          status: body.action === 'approve' ? 'approved' : 'rejected',
          rejectReason: body.action === 'reject' ? body.reason! : null,
          reviewerId: member.id,
          reviewedAt: new Date(),
        });
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: member.id,
          action: body.action === 'approve' ? 'deposit.approved' : 'deposit.rejected',
          targetType: 'deposit',
          targetId: deposit.id,
          reason: body.reason,
          detail: { userId: deposit.userId, creditAmount: deposit.creditAmount, txHash: deposit.txHash },
          ip: call.ip,
        });
      });
      return depositById(body.id);
    },

    async withdrawReviewList(q: Page & { status?: string }) {
      const { rows, total } = await walletRepository.listWithdrawals(db, q);
      return listPage(rows.map(adminWithdrawal), total, q);
    },

    async reviewWithdraw(
      body: { id: number; action: 'approve' | 'reject'; reason?: string },
      call: CallContext,
    ) {
      const member = call.staff!;
      await db.transaction(async (tx) => {
        const w = await walletRepository.findWithdrawalForUpdate(tx, body.id);
        if (!w) throw new AppError('NOT_FOUND');
        if (w.status !== 'reviewing') throw new AppError('REVIEW_ALREADY_DONE');
        await assertNotOwn(tx, member, w.userId);
        const audit = (action: string) =>
          auditRepository.record(tx, {
            actorType: 'staff',
            actorId: member.id,
            action,
            targetType: 'withdrawal',
            targetId: w.id,
            reason: body.reason,
            detail: { userId: w.userId, amount: w.amount, fee: w.fee, address: w.address },
            ip: call.ip,
          });
        if (body.action === 'reject') {
          await ledger.void(tx, w.holdTransferId, `withdrawal:${w.id}:void`);
          if (w.feeTransferId) await ledger.void(tx, w.feeTransferId, `withdrawal:${w.id}:fee:void`);
          await walletRepository.updateWithdrawal(tx, w.id, {
            status: 'rejected',
            rejectReason: body.reason!,
            reviewerId: member.id,
            reviewedAt: new Date(),
          });
          await audit('withdrawal.rejected');
          return;
        }
        if (w.firstApproverId === member.id) throw new AppError('REVIEW_SAME_APPROVER');
        const approvals = w.approvals + 1;
        if (approvals < w.approvalsNeeded) {
          await walletRepository.updateWithdrawal(tx, w.id, { approvals, firstApproverId: member.id });
          await audit('withdrawal.first_approval');
          return;
        }
        await ledger.post(tx, w.holdTransferId, `withdrawal:${w.id}:post`);
        if (w.feeTransferId) await ledger.post(tx, w.feeTransferId, `withdrawal:${w.id}:fee:post`);
        await walletRepository.updateWithdrawal(tx, w.id, {
          status: 'approved',
          approvals,
          reviewerId: member.id,
          reviewedAt: new Date(),
        });
        await audit('withdrawal.approved');
      });
      return withdrawalById(body.id);
    },

    async ledgerAccounts(q: Page & { keyword?: string }) {
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

    async ledgerTransfers(q: Page & { accountCode?: string; userId?: number }) {
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
          createdAt: t.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async saveCurrency(body: Omit<CurrencyInfo, 'id'> & { id?: number }, call: StaffCall) {
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

    async verify(call: CallContext) {
      const result = await verifyLedger(db);
      await auditRepository.record(db, {
        actorType: 'staff',
        actorId: call.staff?.id,
        action: 'ledger.verified',
        detail: { ok: result.ok, problems: result.problems.length },
        ip: call.ip,
      });
      return result;
    },
  };
}
