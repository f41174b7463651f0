import {
  OFFERING_HISTORY_DAYS,
  RUSH_PAY_HOURS,
  SETTLEMENT_TIME,
  VIP_PERIODS,
  type ApiInput,
} from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { ledger } from '#server/modules/ledger/index.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { isLockTimeout, investRepository as repo } from './invest.repository.js';
import { toCard, toHolding } from './invest.mapper.js';
import { earningRanges, vipLevelOf } from './invest.rules.js';
import { payReservation } from './pay-invest.flow.js';
import { snapUp } from './snap-up.flow.js';

/** The viewer's face of revenue-share units: offerings, the rush, paying, holdings. */
export function createInvestService(
  ctx: Pick<AppContext, 'db' | 'config'>,
  deps: { throttle: SigninThrottle },
) {
  const { db, config } = ctx;
  const tz = config.REVENUE_SHARE_TZ;

  async function vipLevel(userId: number, now: Date) {
    return vipLevelOf(await repo.vipPeriodsAt(db, userId, now));
  }

  /** Cards of offerings for the caller (a visitor has no stake). */
  async function cards(
    rows: Awaited<ReturnType<typeof repo.publicPage>>['rows'],
    call: CallContext,
    now: Date,
  ) {
    const ids = rows.map((r) => r.offering.id);
    const [stakes, earnings] = await Promise.all([
      call.user ? repo.userStakes(db, call.user.id, ids, now) : undefined,
      repo.perUnitEarnings(db, ids, earningRanges(now, tz)),
    ]);
    return rows.map((r) =>
      toCard(r.offering, r.drama, now, stakes?.get(r.offering.id), earnings.get(r.offering.id)),
    );
  }

  async function holdingOf(reservationId: number, userId: number, now: Date) {
    const row = await repo.findUserHolding(db, userId, reservationId);
    if (!row) throw new AppError('RESERVATION_NOT_FOUND');
    const earnings = await repo.holdingEarnings(db, [reservationId], earningRanges(now, tz));
    return toHolding(row.reservation, row.offering, row.drama, now, earnings.get(reservationId));
  }

  return {
    async terms(call: CallContext) {
      const now = clock.now();
      return {
        enabled: config.FEATURE_REVENUE_SHARE,
        timeZone: tz,
        settlementTime: SETTLEMENT_TIME,
        deductionBp: config.REVENUE_SHARE_DEDUCTION_BP,
        payWithinHours: RUSH_PAY_HOURS,
        tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
        vipLevel: call.user ? await vipLevel(call.user.id, now) : null,
        balance: call.user ? await ledger.available(db, call.user.id) : null,
        vipLevels: [
          { level: 0, period: null },
          ...VIP_PERIODS.map((period, i) => ({ level: i + 1, period })),
        ],
      };
    },

    async list(q: ApiInput<'video_invest/getVideoInvestList'>, call: CallContext) {
      const now = clock.now();
      const { rows, total } = await repo.publicPage(db, q, now);
      return listPage(await cards(rows, call, now), total, q);
    },

    async info(body: ApiInput<'video_invest/getOfferingInfo'>, call: CallContext) {
      const now = clock.now();
      const found = await repo.findPublicOffering(db, body.id);
      if (!found) throw new AppError('OFFERING_NOT_FOUND');
      const [card] = await cards([found], call, now);
      const days = await repo.settledDays(
        db,
        found.offering.videoId,
        found.offering.id,
        OFFERING_HISTORY_DAYS,
      );
      return {
        offering: card!,
        timeZone: tz,
        deductionBp: config.REVENUE_SHARE_DEDUCTION_BP,
        days: days.map(({ settlement: s, share }) => ({
          day: s.day,
          unlockGross: s.unlockGross,
          vipShare: s.vipShare,
          adGross: s.adGross,
          gross: s.unlockGross + s.vipShare + s.adGross,
          deductionBp: s.deductionBp,
          deductions: s.deductions,
          adjustments: s.adjustments,
          carriedIn: s.carriedIn,
          net: s.net,
          pool: share?.pool ?? 0,
          perUnit: share?.perUnit ?? 0,
          unitsHeld: share?.unitsHeld ?? 0,
        })),
      };
    },

    async mine(q: ApiInput<'video_invest/getMyInvestList'>, call: UserCall) {
      const now = clock.now();
      const { rows, total } = await repo.userPage(db, call.user.id, q);
      const earnings = await repo.holdingEarnings(
        db,
        rows.map((r) => r.reservation.id),
        earningRanges(now, tz),
      );
      return listPage(
        rows.map((r) => toHolding(r.reservation, r.offering, r.drama, now, earnings.get(r.reservation.id))),
        total,
        q,
      );
    },

    async snapUp(body: ApiInput<'video_invest/snapUp'>, call: UserCall) {
      const now = clock.now();
      const found = await repo.findPublicOffering(db, body.offeringId);
      if (!found) throw new AppError('OFFERING_NOT_FOUND');
      const level = await vipLevel(call.user.id, now);
      try {
        const { reservation, offering } = await db.transaction((tx) =>
          snapUp(tx, {
            offeringId: found.offering.id,
            userId: call.user.id,
            units: body.units,
            vipLevel: level,
            now,
          }),
        );
        const stakes = await repo.userStakes(db, call.user.id, [offering.id], now);
        const earnings = await repo.perUnitEarnings(db, [offering.id], earningRanges(now, tz));
        return {
          reservation: toHolding(reservation, offering, found.drama, now, undefined),
          offering: toCard(offering, found.drama, now, stakes.get(offering.id), earnings.get(offering.id)),
        };
      } catch (err) {
        // Spec §8: others hold the rush's row longer than a snap-up waits.
        if (isLockTimeout(err)) throw new AppError('RUSH_BUSY');
        throw err;
      }
    },

    async pay(body: ApiInput<'video_invest/payInvest'>, call: UserCall) {
      const r = await repo.findUserReservation(db, call.user.id, body.reservationId);
      if (!r) throw new AppError('RESERVATION_NOT_FOUND');
      const found = await repo.findOffering(db, r.offeringId);
      if (r.status === 'reserved') {
        // Before the payment's transaction, so a wrong password counts towards the lock-out.
        await checkPaymentPassword(
          deps.throttle,
          config.PAY_TRADE_PASSWORD_OVER_MINOR,
          call.user,
          body.tradePassword,
          r.amount,
          call.ip,
        );
      }
      const now = clock.now();
      const { expired } = await db.transaction((tx) =>
        payReservation(tx, { userId: call.user.id, reservationId: r.id, drama: found!.drama.title, now }),
      );
      if (expired) throw new AppError('RESERVATION_EXPIRED');
      return {
        reservation: await holdingOf(r.id, call.user.id, now),
        balance: await ledger.available(db, call.user.id),
      };
    },
  };
}
export type InvestService = ReturnType<typeof createInvestService>;
