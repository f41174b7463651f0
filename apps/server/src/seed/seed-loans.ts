import {
  addDays,
  loanInterest,
  loanOutstanding,
  LOAN_AMOUNT_MAX_DEFAULT,
  LOAN_AMOUNT_MIN_DEFAULT,
} from '@app/contract';
import type { StaffCall } from '#server/context.js';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { persistentSecret } from '#server/lib/secrets.js';
import { settlementDayBounds, settlementDayOf } from '#server/lib/settlement-day.js';
import { userRepository } from '#server/modules/account/index.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import {
  accrueLoans,
  applyForLoan,
  decideEarlyRepayment,
  loanRepository,
  payoffOf,
  totalsOf,
  repayLoan,
  requestEarlyRepayment,
  reviewLoan,
} from '#server/modules/loan/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { createFileService } from '#server/platform/storage/file.service.js';
import { createPrivateFiles } from '#server/platform/storage/private-files.js';
import { createMediaStores } from '#server/platform/storage/media-stores.js';
import { DEMO_SELLER_NAMES, specimen } from './seed-kyc.js';

const HOUR = 3_600_000;

/** The demo's two loan products (decision 51): what a new store can take, and a larger one for level 3. */
export const DEMO_LOAN_PRODUCTS = [
  {
    termDays: [30, 60, 90],
    annualRateBp: 625,
    lateFeeKind: 'percent' as const,
    lateFeeValue: 5,
    lateFeeCapBp: 1_000,
    minAmount: LOAN_AMOUNT_MIN_DEFAULT,
    maxAmount: 5_000_000,
    minStoreLevel: 0,
    sort: 0,
  },
  {
    termDays: [180, 365],
    annualRateBp: 550,
    lateFeeKind: 'flat' as const,
    lateFeeValue: 500,
    lateFeeCapBp: 500,
    minAmount: 500_000,
    maxAmount: LOAN_AMOUNT_MAX_DEFAULT,
    minStoreLevel: 3,
    sort: 1,
  },
];

type Step =
  | { at: number; do: 'apply'; store: number; amount: number; termDays: number }
  | { at: number; do: 'approve' | 'reject'; store: number; reason?: string }
  | { at: number; do: 'repay'; store: number; amount: number | 'all' }
  | { at: number; do: 'early'; store: number }
  | { at: number; do: 'accept'; store: number };

/**
 * The demo sellers' loans, one history made through the real flows on past days (times are hours
 * from now): a loan in every state of spec §4 — repaying on time (store 1), repaid on its due date
 * (store 2), overdue with a late fee for each day (store 3), waiting for review (store 4), rejected
 * then repaid early (store 5), an early repayment waiting for staff (store 6). The daily job runs at
 * each 00:00 on the way, as it would have.
 */
const STEPS: Step[] = [
  { at: -12 * 24, do: 'apply', store: 1, amount: 2_000_000, termDays: 60 },
  { at: -11 * 24 - 20, do: 'approve', store: 1 },
  { at: -3 * 24 - 5, do: 'repay', store: 1, amount: 100_000 },

  { at: -75 * 24, do: 'apply', store: 2, amount: 500_000, termDays: 30 },
  { at: -74 * 24 - 21, do: 'approve', store: 2 },
  { at: -44 * 24 - 14, do: 'repay', store: 2, amount: 'all' },

  { at: -36 * 24, do: 'apply', store: 3, amount: 800_000, termDays: 30 },
  { at: -35 * 24 - 22, do: 'approve', store: 3 },
  { at: -2 * 24 - 10, do: 'repay', store: 3, amount: 10_000 },

  { at: -3, do: 'apply', store: 4, amount: 1_500_000, termDays: 90 },

  { at: -60 * 24, do: 'apply', store: 5, amount: 1_000_000, termDays: 90 },
  {
    at: -59 * 24 - 20,
    do: 'reject',
    store: 5,
    reason:
      'The photo of you holding your ID does not show your face clearly. Please take it again in good light.',
  },
  { at: -58 * 24, do: 'apply', store: 5, amount: 1_000_000, termDays: 90 },
  { at: -57 * 24 - 21, do: 'approve', store: 5 },
  { at: -20 * 24 - 6, do: 'early', store: 5 },
  { at: -19 * 24 - 22, do: 'accept', store: 5 },

  { at: -15 * 24, do: 'apply', store: 6, amount: 300_000, termDays: 60 },
  { at: -14 * 24 - 21, do: 'approve', store: 6 },
  { at: -1, do: 'early', store: 6 },
];

export async function seedLoans(db: Db, config: Config, log: (msg: string) => void = () => {}) {
  if ((await loanRepository.allProducts(db)).length) return;
  const admin = await staffRepository.findByEmail(db, config.DEMO_STAFF_EMAIL);
  const finance = await staffRepository.findByEmail(db, 'finance@demo.local');
  if (!admin || !finance) return;
  const products = [];
  for (const p of DEMO_LOAN_PRODUCTS)
    products.push(await loanRepository.insertProduct(db, { ...p, active: true }));
  const standard = products[0]!;

  // The same stores as the app's: the data folder, or the S3 bucket when one is configured.
  const media = await createMediaStores(config);
  const privateFiles = createPrivateFiles(
    media.private,
    persistentSecret(config.MEDIA_URL_SECRET, config.dataDir, 'private-url-secret'),
  );
  const files = createFileService({ db, storage: media.public, privateFiles });
  const sellers = new Map<number, NonNullable<Awaited<ReturnType<typeof userRepository.findByEmail>>>>();
  for (const n of new Set(STEPS.map((s) => s.store))) {
    const user = await userRepository.findByEmail(db, `store${n}@demo.local`);
    if (!user) return;
    sellers.set(n, user);
  }
  const reviewer = { staff: admin, ip: '127.0.0.1', locale: 'en' } as unknown as StaffCall;
  const financeCall = { staff: finance, ip: '127.0.0.1', locale: 'en' } as unknown as StaffCall;
  const current = new Map<number, number>();
  const now = Date.now();

  const act = async (step: Step, at: Date) => {
    const user = sellers.get(step.store)!;
    const loanId = current.get(step.store)!;
    switch (step.do) {
      case 'apply': {
        const store = (await catalogRepository.storeOfOwner(db, user.id))!;
        const photo = async (side: 'front' | 'back', hue: number) => {
          const { url } = await files.saveImage({
            buffer: await specimen(side, hue),
            folder: 'auth',
            originalName: `loan-id-${side}.png`,
            owner: { userId: user.id },
          });
          return privateFiles.keyOf(url)!;
        };
        const hue = (step.store * 47) % 360;
        const [idFront, idBack, idHolding] = [
          await photo('front', hue),
          await photo('back', hue),
          await photo('front', (hue + 180) % 360),
        ];
        const loan = await db.transaction((tx) =>
          applyForLoan(
            tx,
            { user, ip: '127.0.0.1' },
            {
              store,
              product: standard,
              now: at,
              application: {
                amount: step.amount,
                termDays: step.termDays,
                interest: loanInterest(step.amount, standard.annualRateBp, step.termDays),
                nationality: ['DE', 'IT', 'JP', 'PT', 'AE', 'FR'][step.store - 1] ?? 'GB',
                applicantName: DEMO_SELLER_NAMES[step.store - 1]!,
                idNumber: `DEMO${String(100_000 + (step.store - 1) * 7_919)}`,
                idFront,
                idBack,
                idHolding,
              },
            },
          ),
        );
        current.set(step.store, loan.id);
        return;
      }
      case 'approve':
      case 'reject':
        await db.transaction((tx) =>
          reviewLoan(tx, reviewer, {
            loanId,
            action: step.do === 'approve' ? 'approve' : 'reject',
            reason: step.reason,
            timeZone: config.LOAN_TZ,
            now: at,
          }),
        );
        return;
      case 'repay': {
        let amount = step.amount;
        if (amount === 'all') {
          const l = (await loanRepository.findUserLoan(db, user.id, loanId))!;
          amount = loanOutstanding(totalsOf(l)).total;
        }
        const pay = amount;
        await db.transaction((tx) =>
          repayLoan(tx, { userId: user.id, loanId, amount: pay, now: at, locale: 'en' }),
        );
        return;
      }
      case 'early': {
        const l = (await loanRepository.findUserLoan(db, user.id, loanId))!;
        const payoff = payoffOf(l, settlementDayOf(at, l.timeZone!));
        await db.transaction((tx) =>
          requestEarlyRepayment(tx, { userId: user.id, loanId, amount: payoff.amount, now: at }),
        );
        return;
      }
      case 'accept':
        await db.transaction((tx) =>
          decideEarlyRepayment(tx, financeCall, { loanId, action: 'accept', now: at }),
        );
    }
  };

  // The steps and the 00:00 job runs between them, in time order.
  const first = Math.min(...STEPS.map((s) => s.at));
  const events: { at: number; run: () => Promise<unknown> }[] = STEPS.map((s) => ({
    at: now + s.at * HOUR,
    run: () => act(s, new Date(now + s.at * HOUR)),
  }));
  const today = settlementDayOf(new Date(now), config.LOAN_TZ);
  for (
    let day = settlementDayOf(new Date(now + first * HOUR), config.LOAN_TZ);
    day <= today;
    day = addDays(day, 1)
  ) {
    const midnight = settlementDayBounds(day, config.LOAN_TZ).start.getTime() + 1_000;
    if (midnight <= now) events.push({ at: midnight, run: () => accrueLoans(db, new Date(midnight)) });
  }
  events.sort((a, b) => a.at - b.at);
  for (const e of events) await clock.run(() => new Date(e.at), e.run);
  log(
    `demo loans: ${STEPS.filter((s) => s.do === 'apply').length} applications, ${products.length} products`,
  );
}
