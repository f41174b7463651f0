import { z } from 'zod';

/**
 * What a ledger transfer is about, as structured data instead of English text (decision 27): a
 * `kind` and the parameters its sentence needs. Clients render it from a localized template per
 * kind (`wallet:records.line.<kind>`, the console's `ledger:ledger.line.<kind>`), so a record line
 * reads in the viewer's language. The ledger stores the line with each transfer; the buyer's view
 * turns a `transfer` between two users into `transferOut` / `transferIn` with the other side only.
 * Ids of what a line is about (the order, the episode, the plan) stay in the transfer's reference.
 */
const str = z.string();
const id = z.number().int();

export const recordLine = z.discriminatedUnion('kind', [
  /** The demo seed's starting balance. */
  z.object({ kind: z.literal('openingBalance') }),
  /** A buyer pays an order into escrow (voided when the order is refunded). */
  z.object({ kind: z.literal('orderPayment'), orderNo: str }),
  /** The seller's share of a completed order. */
  z.object({ kind: z.literal('orderIncome'), orderNo: str }),
  /** The platform's commission on a completed order. */
  z.object({ kind: z.literal('orderCommission'), orderNo: str }),
  /** A seller pays the warehouse's wholesale cost of an order. */
  z.object({ kind: z.literal('warehousePurchase'), orderNo: str }),
  /** The wholesale cost back to the seller when the order is refunded. */
  z.object({ kind: z.literal('warehouseRefund'), orderNo: str }),
  /** A confirmed crypto deposit: the asset amount (decimal text) on its network. */
  z.object({ kind: z.literal('cryptoDeposit'), currency: str, network: str, amount: str }),
  /** A completed bank top-up: the amount in the bank currency (decimal text) and the receipt number. */
  z.object({ kind: z.literal('bankTopUp'), currency: str, amount: str, receiptNo: str }),
  /** A withdrawal to an address, held while staff review it. */
  z.object({ kind: z.literal('withdrawal'), currency: str, network: str, address: str }),
  /** The network fee of a withdrawal. */
  z.object({ kind: z.literal('withdrawalFee'), currency: str, network: str }),
  /** A transfer between two users, as the books and the console see it. */
  z.object({ kind: z.literal('transfer'), fromUserId: id, toUserId: id }),
  /** The same transfer as its sender sees it: the other side's nickname or masked email. */
  z.object({ kind: z.literal('transferOut'), counterparty: str }),
  /** The same transfer as its recipient sees it. */
  z.object({ kind: z.literal('transferIn'), counterparty: str }),
  /** One episode of a drama unlocked (the drama's title as it was then). */
  z.object({ kind: z.literal('episodeUnlock'), drama: str, episode: id }),
  /** Every locked episode of a drama unlocked at once. */
  z.object({ kind: z.literal('dramaUnlockAll'), drama: str }),
  /** A VIP plan bought. */
  z.object({ kind: z.literal('vipPlan'), period: z.enum(['month', 'quarter', 'year']) }),
  /** The owner's available funds held while staff keep the store frozen (released on unfreeze). */
  z.object({ kind: z.literal('storeFreeze'), store: str }),
  /** A traffic package bought for the owner's store: how many days it boosts. */
  z.object({ kind: z.literal('trafficPackage'), days: id }),
  /** An invitation reward on an invitee's order (decision 45): its number masked, the level below the inviter. */
  z.object({ kind: z.literal('inviteReward'), orderNo: str, level: id }),
  /** A store's owner funds a voucher's budget from the wallet (decision 44). */
  z.object({ kind: z.literal('voucherBudget'), store: str }),
  /** A voucher's unused budget back to the owner's wallet (it ended, or an order gave its discount back after). */
  z.object({ kind: z.literal('voucherBudgetReturn'), store: str }),
  /** The platform's first-order coupon paid into an order's escrow (the marketing account's books). */
  z.object({ kind: z.literal('orderCoupon'), orderNo: str }),
  /** A store voucher's discount paid from its budget into an order's escrow. */
  z.object({ kind: z.literal('orderVoucher'), orderNo: str }),
  /** A voucher a buyer won in the lottery, paid by the platform into an order's escrow (decision 55). */
  z.object({ kind: z.literal('orderPrizeVoucher'), orderNo: str }),
  /** A goods prize's whole price paid by the platform into its order's escrow (decision 55). */
  z.object({ kind: z.literal('orderPrizeGoods'), orderNo: str }),
  /** The part of a group-deal order's price the platform pays, so the seller gets its own price (decision 54). */
  z.object({ kind: z.literal('orderDealPrice'), orderNo: str }),
  /** Promotion points bought by a store: the money paid and the points issued (decision 41). */
  z.object({ kind: z.literal('pointsPurchase'), points: id }),
  /** Points a store spent on promoting a product for some days. */
  z.object({ kind: z.literal('promotionAdded'), goods: str, days: id }),
  /** Points a store spent on renewing a product's promotion for some days. */
  z.object({ kind: z.literal('promotionRenewed'), goods: str, days: id }),
  /** Revenue-share units of a drama bought in a rush (issue 15; never called an investment). */
  z.object({ kind: z.literal('shareUnits'), drama: str, units: id }),
  /** A holder's payout of a drama's revenue share for one settlement day (YYYY-MM-DD). */
  z.object({ kind: z.literal('revenueShare'), drama: str, day: str }),
  /** Console only: a drama's revenue of a day moved to its revenue account by the settlement. */
  z.object({ kind: z.literal('revenueRecognised'), drama: str, day: str }),
  /** An ad placement on a drama bought for some days. */
  z.object({ kind: z.literal('adPlacement'), drama: str, days: id }),
  /** An ad placement's price given back (staff took it down, or part of it was not delivered). */
  z.object({ kind: z.literal('adRefund'), drama: str }),
  /** A merchant loan paid into the borrower's wallet (issue 16). */
  z.object({ kind: z.literal('loanDisbursement'), loanNo: str }),
  /** A repayment of a loan: its late fees, interest or principal part (each its own transfer). */
  z.object({
    kind: z.literal('loanRepayment'),
    loanNo: str,
    part: z.enum(['fees', 'interest', 'principal']),
  }),
  /** An early repayment's payoff held in the wallet until staff accept (repaid with it) or it is released. */
  z.object({ kind: z.literal('loanEarlyHold'), loanNo: str }),
  /** Paid before beyond an early payoff, given back to the wallet. */
  z.object({ kind: z.literal('loanOverpaymentReturn'), loanNo: str }),
  // task: group-buy deals (decision 54).
  /** The cashback of a group-buy deal that reached its count (paid from the marketing account). */
  z.object({ kind: z.literal('dealCashback'), goods: str }),
  // Issue 17 part L: buyer points and the lottery (decision 55).
  /** Points a buyer earned on a completed order. */
  z.object({ kind: z.literal('orderPoints'), orderNo: str }),
  /** Points of the daily check-in (the calendar day, YYYY-MM-DD). */
  z.object({ kind: z.literal('checkInPoints'), day: str }),
  /** Points spent on a lottery draw. */
  z.object({ kind: z.literal('lotteryDraw') }),
  /** A lottery prize won in a draw (a wallet credit or points). */
  z.object({ kind: z.literal('lotteryPrize') }),
  /** A milestone prize received at a participation count. */
  z.object({ kind: z.literal('lotteryMilestone'), draws: id }),
  /** An older transfer whose line could not be recovered: its plain text memo. */
  z.object({ kind: z.literal('memo'), text: str }),
]);
export type RecordLine = z.infer<typeof recordLine>;
export type RecordLineKind = RecordLine['kind'];
export type RecordLineOf<K extends RecordLineKind> = Extract<RecordLine, { kind: K }>;

/** Every kind, for tests that each has a template in every locale. */
export const RECORD_LINE_KINDS = recordLine.options.map((o) => o.shape.kind.value) as RecordLineKind[];

/** Kinds that move store points only: the seller's points records show them, never the wallet. */
export const POINTS_RECORD_LINE_KINDS = ['pointsPurchase', 'promotionAdded', 'promotionRenewed'] as const;

/** Kinds a buyer's points records show (decision 55); the two prize kinds show in the wallet too. */
export const BUYER_POINTS_RECORD_LINE_KINDS = [
  'orderPoints',
  'checkInPoints',
  'lotteryDraw',
  'lotteryPrize',
  'lotteryMilestone',
] as const;

/**
 * The kinds a wallet owner can see (never the console-only `transfer` or `orderCommission`, nor the
 * discounts paid into escrow from the marketing account and voucher budgets, nor points spent).
 */
const NOT_IN_WALLET: readonly string[] = [
  'transfer',
  'orderCommission',
  'orderCoupon',
  'orderVoucher',
  'orderPrizeVoucher',
  'orderPrizeGoods',
  'orderDealPrice',
  'promotionAdded',
  'promotionRenewed',
  'revenueRecognised',
  'orderPoints',
  'checkInPoints',
  'lotteryDraw',
];
export const WALLET_RECORD_LINE_KINDS = RECORD_LINE_KINDS.filter((k) => !NOT_IN_WALLET.includes(k));

/** The kinds the console's books show (the owner-side `transferOut` / `transferIn` are the wallet's). */
export const LEDGER_RECORD_LINE_KINDS = RECORD_LINE_KINDS.filter(
  (k) => k !== 'transferOut' && k !== 'transferIn',
);

/** Template key per line: VIP lines name their period (month, quarter, year), repayments their part. */
export function recordLineKey(line: RecordLine): string {
  if (line.kind === 'vipPlan') return `vipPlan.${line.period}`;
  if (line.kind === 'loanRepayment') return `loanRepayment.${line.part}`;
  return line.kind;
}

/** Every template key the given kinds need (what a locale must have). */
export function recordLineTemplateKeys(kinds: readonly RecordLineKind[]): string[] {
  return kinds.flatMap((k) =>
    k === 'vipPlan'
      ? (['month', 'quarter', 'year'] as const).map((p) => `vipPlan.${p}`)
      : k === 'loanRepayment'
        ? (['fees', 'interest', 'principal'] as const).map((p) => `loanRepayment.${p}`)
        : [k],
  );
}

/** Left-to-right text (numbers, codes, addresses) kept whole in a sentence of either direction. */
const ltr = (text: string) => `\u2066${text}\u2069`;
/** Text of its own direction (a drama title, a nickname) kept whole in the sentence. */
const own = (text: string) => `\u2068${text}\u2069`;
/** A long address shortened to its ends, as the wallet shows addresses. */
const short = (text: string) => (text.length > 17 ? `${text.slice(0, 8)}…${text.slice(-6)}` : text);

/**
 * A line's parameters as its template reads them, isolated for right-to-left languages (Arabic
 * reads "طلب ⁦2611…⁩" with the order number intact). Both clients fill their templates with it.
 */
export function recordLineParams(line: RecordLine): Record<string, string> {
  switch (line.kind) {
    case 'orderPayment':
    case 'orderIncome':
    case 'orderCommission':
    case 'warehousePurchase':
    case 'warehouseRefund':
    case 'orderCoupon':
    case 'orderVoucher':
    case 'orderPrizeVoucher':
    case 'orderPrizeGoods':
    case 'orderDealPrice':
      return { orderNo: ltr(line.orderNo) };
    case 'cryptoDeposit':
      return { amount: ltr(line.amount), currency: line.currency, network: line.network };
    case 'bankTopUp':
      return { amount: ltr(line.amount), currency: line.currency, receiptNo: ltr(line.receiptNo) };
    case 'withdrawal':
      return { currency: line.currency, network: line.network, address: ltr(short(line.address)) };
    case 'withdrawalFee':
      return { currency: line.currency, network: line.network };
    case 'transfer':
      return { from: ltr(String(line.fromUserId)), to: ltr(String(line.toUserId)) };
    case 'transferOut':
    case 'transferIn':
      return { counterparty: own(line.counterparty) };
    case 'episodeUnlock':
      return { drama: own(line.drama), episode: ltr(String(line.episode)) };
    case 'dramaUnlockAll':
      return { drama: own(line.drama) };
    case 'memo':
      return { text: own(line.text) };
    case 'trafficPackage':
      return { days: ltr(String(line.days)) };
    case 'storeFreeze':
    case 'voucherBudget':
    case 'voucherBudgetReturn':
      return { store: own(line.store) };
    case 'inviteReward':
      return { orderNo: ltr(line.orderNo), level: ltr(String(line.level)) };
    case 'pointsPurchase':
      return { points: ltr(String(line.points)) };
    case 'promotionAdded':
    case 'promotionRenewed':
      return { goods: own(line.goods), days: ltr(String(line.days)) };
    case 'shareUnits':
      return { drama: own(line.drama), units: ltr(String(line.units)) };
    case 'dealCashback':
      return { goods: own(line.goods) };
    case 'revenueShare':
    case 'revenueRecognised':
      return { drama: own(line.drama), day: ltr(line.day) };
    case 'adPlacement':
      return { drama: own(line.drama), days: ltr(String(line.days)) };
    case 'adRefund':
      return { drama: own(line.drama) };
    case 'loanDisbursement':
    case 'loanRepayment':
    case 'loanEarlyHold':
    case 'loanOverpaymentReturn':
      return { loanNo: ltr(line.loanNo) };
    case 'orderPoints':
      return { orderNo: ltr(line.orderNo) };
    case 'checkInPoints':
      return { day: ltr(line.day) };
    case 'lotteryMilestone':
      return { draws: ltr(String(line.draws)) };
    case 'openingBalance':
    case 'vipPlan':
    case 'lotteryDraw':
    case 'lotteryPrize':
      return {};
  }
}
