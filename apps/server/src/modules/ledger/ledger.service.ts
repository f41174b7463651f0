import type { RecordLine } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { DEBITS_MUST_NOT_EXCEED_CREDITS } from './ledger.repository.js';
import { AppError } from '#server/lib/errors.js';
import { ledgerRepository, type LedgerTransferRow, type LockedAccount } from './ledger.repository.js';

/** Account codes: one available account per user; platform accounts per purpose. */
export const accountCodes = {
  user: (userId: number) => `user:${userId}:available`,
  cryptoClearing: (currencyId: number) => `platform:clearing:crypto:${currencyId}`,
  bankClearing: (channelId: number) => `platform:clearing:bank:${channelId}`,
  fees: 'platform:fees',
  escrow: 'platform:escrow',
  /**
   * Order payments are spread over escrow shards so concurrent payments do not queue on one row
   * (128 since issue 18: 64 buyers paying at once queued four to a shard on 16). An order's holds
   * name their account, so completing or refunding never recomputes the shard.
   */
  escrowShard: (orderId: number) => `platform:escrow:${orderId % 128}`,
  /**
   * The platform's content revenue (unlocks and VIP, until settlement moves a drama's day of it to
   * the drama): spread over 64 shards, by viewer when paid and by drama when settled, so concurrent
   * unlocks of one drama do not queue on one row (issue 18). Only the shards' sum means something;
   * `platform:content` itself holds what was paid before the shards.
   */
  contentShard: (n: number) => `platform:content:${n % 64}`,
  marketing: 'platform:marketing',
  /** What stores pay for traffic packages (issue 14 part 3). */
  traffic: 'platform:traffic',
  warehouse: 'platform:warehouse',
  /** Merchant loans' principal: disbursements debit it, principal repaid credits it (issue 16). */
  loans: 'platform:loans',
  /** Loan interest repaid. */
  loanInterest: 'platform:loans:interest',
  /** Loan late fees repaid. */
  loanFees: 'platform:loans:fees',
  /** Where a frozen store's funds are held (pending transfers, voided on unfreeze). */
  storeFreeze: 'platform:frozen',
  /** A store's promotion points (asset `points`, never below zero; decision 41). */
  storePoints: (storeId: number) => `store:${storeId}:points`,
  /** A buyer's lottery points (asset `points`, never below zero; decision 55). */
  userPoints: (userId: number) => `user:${userId}:points`,
  /** The points the platform has issued (asset `points`; goes negative by what it issued). */
  pointsIssued: 'platform:points:issued',
  /** The points promotions consumed (asset `points`). */
  pointsSpent: 'platform:points:spent',
  /** What sellers paid for points (asset `wallet`). */
  pointsSales: 'platform:points:sales',
  /** A drama's recognised revenue (issue 15): settlement moves each day's revenue in and pays holders from it. */
  dramaRevenue: (videoId: number) => `drama:${videoId}:revenue`,
  /** Ad placements paid but not delivered yet; settlement recognises each delivered day's part. */
  adsDeferred: 'platform:ads:deferred',
  /** What viewers paid for dramas' revenue-share units (issue 15; units are not the drama's revenue). */
  copyrightSales: 'platform:copyright:sales',
} as const;

/** What an account counts: money in the wallet currency, or a store's promotion points. */
export type LedgerAsset = 'wallet' | 'points';

/**
 * An account by reference: found by its code within the transfer's own statement instead of a
 * lookup before it, and created with these properties the first time.
 */
export interface AccountRef {
  code: string;
  kind: string;
  userId?: number;
  flags?: number;
  asset?: LedgerAsset;
}

/** An account's id, or a reference to it (`ledger.ref`). */
export type AccountId = number | AccountRef;

export interface TransferInput {
  /** Chosen by the caller and unique: the same id twice posts once. */
  transferId: string;
  debitAccountId: AccountId;
  creditAccountId: AccountId;
  amount: number;
  kind: string;
  pending?: boolean;
  reference?: { type: string; id: string | number };
  /** What the transfer is about, for the localized record line users and staff read (decision 27). */
  line?: RecordLine;
  /** Plain text kept with the transfer for the books (audit); never shown to users. */
  memo?: string;
}

export class LedgerConflictError extends Error {}

function sameTransfer(
  row: LedgerTransferRow,
  input: TransferInput & { debitAccountId: number; creditAccountId: number },
) {
  return (
    row.debitAccountId === input.debitAccountId &&
    row.creditAccountId === input.creditAccountId &&
    row.amount === input.amount &&
    row.kind === input.kind &&
    row.phase === (input.pending ? 'pending' : 'single')
  );
}

/**
 * The double-entry ledger (DESIGN §3, after TigerBeetle): every movement is one immutable transfer
 * between two accounts; holds are pending transfers later posted or voided. All functions take the
 * caller's transaction, so a money operation and its business records commit together.
 */
const refs = {
  /** A user's available balance. */
  user: (userId: number): AccountRef => ({
    code: accountCodes.user(userId),
    kind: 'user_available',
    userId,
    flags: DEBITS_MUST_NOT_EXCEED_CREDITS,
  }),
  platform: (code: string, asset: LedgerAsset = 'wallet'): AccountRef => ({
    code,
    kind: code.split(':').slice(0, 2).join(':'),
    asset,
  }),
};

export const ledger = {
  /** Accounts by reference, for a transfer to find by code in its own statement (no lookup first). */
  ref: refs,

  userAccount(tx: Tx, userId: number) {
    return ledgerRepository.ensureAccount(tx, refs.user(userId));
  },

  platformAccount(tx: Tx, code: string, asset: LedgerAsset = 'wallet') {
    return ledgerRepository.ensureAccount(tx, refs.platform(code, asset));
  },

  /** A store's points account: asset `points`, never below zero. */
  storePointsAccount(tx: Tx, storeId: number) {
    return ledgerRepository.ensureAccount(tx, {
      code: accountCodes.storePoints(storeId),
      kind: 'store_points',
      asset: 'points',
      flags: DEBITS_MUST_NOT_EXCEED_CREDITS,
    });
  },

  /** A buyer's points account (decision 55): asset `points`, never below zero. */
  userPointsAccount(tx: Tx, userId: number) {
    return ledgerRepository.ensureAccount(tx, {
      code: accountCodes.userPoints(userId),
      kind: 'user_points',
      userId,
      asset: 'points',
      flags: DEBITS_MUST_NOT_EXCEED_CREDITS,
    });
  },

  /** A buyer's points balance; reads never create the account. */
  async userPoints(tx: Tx, userId: number) {
    const a = await ledgerRepository.findAccountByCode(tx, accountCodes.userPoints(userId));
    return a ? a.creditsPosted - a.debitsPosted - a.debitsPending : 0;
  },

  /** A store's points balance (posted credits less posted and held debits); reads never create the account. */
  async storePoints(tx: Tx, storeId: number) {
    const a = await ledgerRepository.findAccountByCode(tx, accountCodes.storePoints(storeId));
    return a ? a.creditsPosted - a.debitsPosted - a.debitsPending : 0;
  },

  /** A user's available balance (posted credits less posted and held debits); reads never create the account. */
  async available(tx: Tx, userId: number) {
    const a = await ledgerRepository.findAccountByCode(tx, accountCodes.user(userId));
    return a ? a.creditsPosted - a.debitsPosted - a.debitsPending : 0;
  },

  /** Locks the given accounts (fixed order) for the rest of the transaction; use before checks that must not race. */
  lock(tx: Tx, ids: number[]) {
    return ledgerRepository.lockAccounts(tx, [...new Set(ids)]);
  },

  /**
   * Posts (or holds, when `pending`) one transfer; a repeat of the same transfer answers the first.
   * One statement when both accounts exist (issue 18): an account given by reference
   * (`ledger.ref`) is found by its code in that statement, and created the first time.
   */
  async transfer(tx: Tx, input: TransferInput): Promise<LedgerTransferRow> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new Error('ledger: amount must be a positive integer');
    const row = {
      transferId: input.transferId,
      amount: input.amount,
      kind: input.kind,
      phase: input.pending ? ('pending' as const) : ('single' as const),
      referenceType: input.reference?.type ?? null,
      referenceId: input.reference ? String(input.reference.id) : null,
      memo: input.memo ?? null,
      line: input.line ?? null,
    };
    const keyOf = (a: AccountId) => (typeof a === 'number' ? a : a.code);
    const pick = (accounts: LockedAccount[], a: AccountId) =>
      accounts.find((x) => (typeof a === 'number' ? x.id === a : x.code === a.code));
    let { accounts, created } = await ledgerRepository.transferInOne(
      tx,
      keyOf(input.debitAccountId),
      keyOf(input.creditAccountId),
      row,
    );
    let debit = pick(accounts, input.debitAccountId);
    let credit = pick(accounts, input.creditAccountId);
    const missing = (found: LockedAccount | undefined, a: AccountId) => !found && typeof a !== 'number';
    if (missing(debit, input.debitAccountId) || missing(credit, input.creditAccountId)) {
      // An account's first transfer: create it, then the same statement again.
      const ensure = async (found: LockedAccount | undefined, a: AccountId) =>
        found?.id ?? (typeof a === 'number' ? a : await ledgerRepository.ensureAccount(tx, a));
      const debitId = await ensure(debit, input.debitAccountId);
      const creditId = await ensure(credit, input.creditAccountId);
      ({ accounts, created } = await ledgerRepository.transferInOne(tx, debitId, creditId, row));
      debit = pick(accounts, debitId);
      credit = pick(accounts, creditId);
    }
    if (!debit || !credit) throw new Error('ledger: unknown account');
    // Points are not money: a transfer never moves value from one asset to another.
    if (debit.asset !== credit.asset)
      throw new Error(`ledger: a transfer between ${debit.asset} and ${credit.asset} accounts`);
    if (created) return created;
    // Either a retry of a transfer that already posted (answer it) or a real overdraft.
    const existing = await ledgerRepository.findTransfer(tx, input.transferId);
    if (existing) {
      if (!sameTransfer(existing, { ...input, debitAccountId: debit.id, creditAccountId: credit.id }))
        throw new LedgerConflictError(`transfer id ${input.transferId} reused`);
      return existing;
    }
    throw new AppError('INSUFFICIENT_BALANCE');
  },

  /** Posts a pending transfer in full (e.g. a reviewed withdrawal is paid out). */
  post(tx: Tx, pendingId: number, transferId: string) {
    return resolve(tx, pendingId, transferId, 'post');
  },

  /** Voids a pending transfer: the held amount is available again. */
  void(tx: Tx, pendingId: number, transferId: string) {
    return resolve(tx, pendingId, transferId, 'void');
  },
};

async function resolve(tx: Tx, pendingId: number, transferId: string, phase: 'post' | 'void') {
  const pending = await ledgerRepository.findTransferById(tx, pendingId, true);
  if (!pending || pending.phase !== 'pending') throw new Error('ledger: not a pending transfer');
  await ledgerRepository.lockAccounts(tx, [pending.debitAccountId, pending.creditAccountId]);
  const done = await ledgerRepository.findResolution(tx, pendingId);
  if (done) {
    if (done.phase !== phase || done.transferId !== transferId)
      throw new LedgerConflictError('pending transfer already resolved');
    return done;
  }
  const row = await ledgerRepository.insertTransfer(tx, {
    transferId,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    amount: pending.amount,
    kind: pending.kind,
    phase,
    pendingId,
    referenceType: pending.referenceType,
    referenceId: pending.referenceId,
    memo: pending.memo,
    line: pending.line,
  });
  const posted = phase === 'post' ? pending.amount : 0;
  await ledgerRepository.applyTotals(tx, pending.debitAccountId, {
    debitsPending: -pending.amount,
    debitsPosted: posted,
  });
  await ledgerRepository.applyTotals(tx, pending.creditAccountId, {
    creditsPending: -pending.amount,
    creditsPosted: posted,
  });
  return row;
}
