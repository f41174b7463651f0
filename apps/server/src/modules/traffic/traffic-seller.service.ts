import { TRAFFIC_STATS_DAYS, type ApiInput } from '@app/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext, SellerCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { ledger } from '#server/modules/ledger/index.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { buyTrafficPackage } from './buy-traffic-package.flow.js';
import { toPackage, toPlan } from './traffic.mapper.js';
import { trafficRepository as repo } from './traffic.repository.js';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** UTC days from `from` to `to`, both included, oldest first. */
function daysBetween(from: Date, to: Date): string[] {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const days: string[] = [];
  for (let at = start; at <= to.getTime(); at += DAY_MS) days.push(utcDay(new Date(at)));
  return days;
}

/** The seller's traffic packages: the catalogue, buying from the owner's wallet, the store's packages and their impressions. */
export function createTrafficSellerService(
  ctx: Pick<AppContext, 'db' | 'config'>,
  deps: { throttle: SigninThrottle },
) {
  const { db, config } = ctx;

  return {
    async planList(call: SellerCall) {
      const now = clock.now();
      const [plans, balance, lastEnd] = await Promise.all([
        repo.plans(db, { activeOnly: true }),
        ledger.available(db, call.store.ownerId),
        repo.lastEnd(db, call.store.id, now),
      ]);
      return {
        list: plans.map((p) => toPlan(p, call.locale)),
        balance,
        tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
        nextStartsAt: (lastEnd ?? now).toISOString(),
      };
    },

    async buy(body: ApiInput<'store/buyTrafficPackage'>, call: SellerCall) {
      const plan = await repo.findPlan(db, body.planId);
      if (!plan || !plan.active) {
        throw new AppError('TRAFFIC_PLAN_NOT_FOUND', {}, [
          { field: 'planId', rule: 'exists', key: 'validation.invalidOption' },
        ]);
      }
      // Before the payment's transaction, so a wrong password counts towards the lock-out.
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        call.user,
        body.tradePassword,
        plan.price,
        call.ip,
      );
      const transferId = `traffic:s${call.store.id}:${call.idempotencyKey ?? randomUUID()}`;
      return db.transaction(async (tx) => {
        const { pkg } = await buyTrafficPackage(tx, { store: call.store, plan, transferId });
        return {
          package: toPackage(pkg, plan, call.locale, clock.now().getTime()),
          balance: await ledger.available(tx, call.store.ownerId),
        };
      });
    },

    async packageList(q: ApiInput<'store/getTrafficPackageList'>, call: SellerCall) {
      const { rows, total } = await repo.storePackages(db, call.store.id, q);
      const now = clock.now().getTime();
      return listPage(
        rows.map((r) => toPackage(r.pkg, r.plan, call.locale, now)),
        total,
        q,
      );
    },

    async stats(body: ApiInput<'store/getTrafficStats'>, call: SellerCall) {
      const now = clock.now();
      let days: string[];
      if (body.packageId) {
        const pkg = await repo.findStorePackage(db, call.store.id, body.packageId);
        if (!pkg) throw new AppError('TRAFFIC_PACKAGE_NOT_FOUND');
        // The package's days up to today (a queued one has none yet).
        const last = new Date(Math.min(pkg.endsAt.getTime() - 1, now.getTime()));
        days = daysBetween(pkg.startsAt, last);
      } else {
        days = daysBetween(new Date(now.getTime() - (TRAFFIC_STATS_DAYS - 1) * DAY_MS), now);
      }
      const counted = days.length
        ? await repo.impressionsPerDay(db, {
            storeId: call.store.id,
            packageId: body.packageId,
            from: days[0]!,
            to: days.at(-1)!,
          })
        : new Map<string, number>();
      const list = days.map((day) => ({ day, impressions: counted.get(day) ?? 0 }));
      return { days: list, total: list.reduce((sum, d) => sum + d.impressions, 0) };
    },
  };
}
export type TrafficSellerService = ReturnType<typeof createTrafficSellerService>;
