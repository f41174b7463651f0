import {
  SAVED_ADDRESSES_MAX,
  convertToWallet,
  maskEmail,
  minorToDecimal,
  parseAmount,
  type ApiInput,
  type WalletLogType,
} from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { userRepository } from '#server/modules/account/index.js';
import { accountCodes, ledger, ledgerRepository } from '#server/modules/ledger/index.js';
import type { CodeService } from '#server/platform/codes/code.service.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { checkTradePassword } from './trade-password.js';
import { depositRecord, ownerLine, toCurrencyInfo, withdrawalRecord } from './wallet.records.js';
import { walletRepository } from './wallet.repository.js';
import { assertNoFundsHold, callTransferId, fundsHold } from './wallet.rules.js';
import { requestWithdrawal } from './withdraw.flow.js';
import { toPortalInfo } from './portal.records.js';
import { portalRepository } from './portal.repository.js';

/** Ledger transfer kinds to the record types users see (spec §3). */
const LOG_TYPE: Record<string, WalletLogType> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_fee: 'fee',
  transfer: 'transfer',
  payment: 'payment',
  refund: 'refund',
  freeze: 'freeze',
  store_freeze: 'freeze',
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
  store_freeze: 'store_frozen',
} as const;

const EMPTY_DETAIL = {
  currency: null,
  network: null,
  assetAmount: null,
  scale: null,
  address: null,
  counterpartyEmail: null,
  channel: null,
};

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

/** The buyer's wallet: balance, transfers, records, crypto deposits, saved addresses and withdrawals. */
export function createWalletService(ctx: AppContext, deps: { codes: CodeService; throttle: SigninThrottle }) {
  const { db } = ctx;

  async function currencyOrFail(id: number) {
    const currency = await walletRepository.findCurrency(db, id);
    if (!currency) throw new AppError('CURRENCY_NOT_FOUND');
    return currency;
  }

  /** The wallet's movements, newest first; `creditsOnly` for the income list. */
  async function movements(
    q: ApiInput<'user_wallet/getWalletLogList'>,
    call: UserCall,
    creditsOnly: boolean,
  ) {
    const { user } = call;
    const account = await ledgerRepository.findAccountByCode(db, accountCodes.user(user.id));
    if (!account) return listPage([], 0, q);
    const accountId = account.id;
    const { rows, total } = await walletRepository.listMovements(db, {
      ...q,
      accountId,
      kinds: q.type ? (KINDS_OF[q.type] ?? [q.type]) : undefined,
      creditsOnly,
    });
    const { details, counterparties } = await walletRepository.movementDetails(
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
        title: t.kind === 'transfer' ? t.kind : (t.memo ?? t.kind),
        line: ownerLine(t, accountId, counterparties.get(t.id)),
        referenceType: t.referenceType,
        referenceId: t.referenceId,
        createdAt: t.createdAt.toISOString(),
      })),
      total,
      q,
    );
  }

  return {
    /** The regional portals' display currencies and rates (display only: nothing is charged at them). */
    async portalList() {
      return { list: (await portalRepository.list(db)).map(toPortalInfo) };
    },

    async currencyList() {
      const list = (await walletRepository.listCurrencies(db)).map(toCurrencyInfo);
      const depositsOn = ctx.config.FEATURE_CRYPTO_DEPOSITS;
      return { list: list.map((c) => ({ ...c, depositEnabled: c.depositEnabled && depositsOn })) };
    },

    async getWallet(call: UserCall) {
      const { user } = call;
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

    async transfer(body: ApiInput<'user_wallet/transfer'>, call: UserCall) {
      const { user } = call;
      assertNoFundsHold(user);
      // The trade password first: whether an address has an account is told only to its owner's payer.
      await checkTradePassword(deps.throttle, user, body.tradePassword, call.ip);
      const recipient = /^\d+$/.test(body.to)
        ? await userRepository.findById(db, Number(body.to))
        : await userRepository.findByEmail(db, body.to.toLowerCase());
      if (!recipient || recipient.status !== 'active') throw new AppError('RECIPIENT_NOT_FOUND');
      if (recipient.id === user.id) throw new AppError('TRANSFER_TO_SELF');
      const id = callTransferId(call, user.id, 'transfer');
      const record = await db.transaction(async (tx) => {
        const moved = await ledger.transfer(tx, {
          transferId: id,
          debitAccountId: ledger.ref.user(user.id),
          creditAccountId: ledger.ref.user(recipient.id),
          amount: body.amount,
          kind: 'transfer',
          // Users by id, never by email: the books are read by staff, the line by both sides.
          line: { kind: 'transfer', fromUserId: user.id, toUserId: recipient.id },
          memo: `user ${user.id} → user ${recipient.id}`,
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

    async transferList(q: ApiInput<'user_wallet/getUserTransferList'>, call: UserCall) {
      const { user } = call;
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

    logList(q: ApiInput<'user_wallet/getWalletLogList'>, call: UserCall) {
      return movements(q, call, false);
    },

    receiveList(q: ApiInput<'user_wallet/getReceiveList'>, call: UserCall) {
      return movements(q, call, true);
    },

    async submitDeposit(body: ApiInput<'user_wallet/submitDeposit'>, call: UserCall) {
      const { user } = call;
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

    async depositList(q: ApiInput<'user_wallet/getDepositList'>, call: UserCall) {
      const { rows, total } = await walletRepository.listDeposits(db, { ...q, userId: call.user.id });
      return listPage(rows.map(depositRecord), total, q);
    },

    async addressList(call: UserCall) {
      return { list: (await walletRepository.listAddresses(db, call.user.id)).map(addressRecord) };
    },

    async saveAddress(body: ApiInput<'user_wallet/saveAddress'>, call: UserCall) {
      const { user } = call;
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

    async addressInfo(id: number, call: UserCall) {
      const row = await walletRepository.findAddress(db, call.user.id, id);
      if (!row) throw new AppError('ADDRESS_NOT_FOUND');
      return addressRecord(row);
    },

    async deleteAddress(id: number, call: UserCall) {
      if (!(await walletRepository.deleteAddress(db, call.user.id, id)))
        throw new AppError('ADDRESS_NOT_FOUND');
      return { ok: true as const };
    },

    withdraw(body: ApiInput<'user_wallet/withdraw'>, call: UserCall) {
      return requestWithdrawal(ctx, deps, body, call);
    },

    async withdrawList(q: ApiInput<'user_wallet/getWithdrawList'>, call: UserCall) {
      const { rows, total } = await walletRepository.listWithdrawals(db, { ...q, userId: call.user.id });
      return listPage(rows.map(withdrawalRecord), total, q);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
