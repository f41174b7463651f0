import { type ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { settlementDayBounds, settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { audit } from '#server/platform/audit/index.js';
import { advRepository as repo, type AdPlacementRow } from './adv.repository.js';
import { toAdminPlacement, toAdminSlot } from './adv.mapper.js';
import { takeDownAd } from './take-down-ad.flow.js';

/** The console's ad slots and placements (issue 15 part 6), every change audited with a reason. */
export function createAdvStaffService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = ctx;

  async function adminPlacementOut(id: number) {
    const { rows } = await repo.adminPlacements(db, { page: 1, pageSize: 1, now: clock.now(), id });
    const r = rows[0]!;
    return toAdminPlacement(r.p, r.drama, r.advertiser, clock.now().getTime());
  }

  return {
    async slotList(q: ApiInput<'admin/getAdSlotList'>) {
      const { rows, total } = await repo.slots(db, q, clock.now());
      const paid = await repo.paidPerSlot(
        db,
        rows.map((r) => r.slot.id),
      );
      const now = clock.now().getTime();
      return listPage(
        rows.map((r) => toAdminSlot(r.slot, r.drama, paid.get(r.slot.id) ?? 0, now)),
        total,
        q,
      );
    },

    /**
     * A new slot's period starts today or later (in REVENUE_SHARE_TZ) and its rush ends by the
     * period's start; once a place is taken, the drama, period and price stay (what advertisers
     * snapped up) and the stock does not go below the places taken.
     */
    async saveSlot(body: ApiInput<'admin/saveAdSlot'>, call: StaffCall) {
      const { id, reason, ...input } = body;
      const now = clock.now();
      const drama = await repo.findVideo(db, input.videoId);
      if (!drama) throw fieldError('videoId', 'validation.invalidOption', 'exists');
      const rushStartsAt = new Date(input.rushStartsAt);
      const rushEndsAt = new Date(input.rushEndsAt);
      return db.transaction(async (tx) => {
        const before = id ? await repo.lockSlot(tx, id) : undefined;
        if (id && !before) {
          throw new AppError('AD_SLOT_NOT_FOUND', {}, [
            { field: 'id', rule: 'exists', key: 'validation.invalidOption' },
          ]);
        }
        const timeZone = before?.timeZone ?? config.REVENUE_SHARE_TZ;
        const periodChanged =
          !before ||
          before.videoId !== input.videoId ||
          before.firstDay !== input.firstDay ||
          before.days !== input.days ||
          before.price !== input.price;
        if (before && before.taken > 0 && periodChanged) throw new AppError('AD_SLOT_LOCKED');
        if (before && input.stock < before.taken) throw fieldError('stock', 'validation.adStockBelowTaken');
        if (periodChanged && input.firstDay < settlementDayOf(now, timeZone))
          throw fieldError('firstDay', 'validation.adFirstDay');
        const startsAt = settlementDayBounds(input.firstDay, timeZone).start;
        const endsAt = settlementDayBounds(shiftSettlementDay(input.firstDay, input.days - 1), timeZone).end;
        if (rushEndsAt > startsAt) throw fieldError('rushEndsAt', 'validation.adRushBeforePeriod');
        const values = { ...input, timeZone, startsAt, endsAt, rushStartsAt, rushEndsAt };
        const saved = before
          ? (await repo.updateSlot(tx, before.id, values))!
          : await repo.insertSlot(tx, { ...values, createdBy: call.staff.id });
        await audit.staff(tx, call, {
          action: before ? 'ad_slot.changed' : 'ad_slot.created',
          targetType: 'ad_slot',
          targetId: saved.id,
          reason,
          detail: { ...input },
        });
        const paid = (await repo.paidPerSlot(tx, [saved.id])).get(saved.id) ?? 0;
        return toAdminSlot(saved, drama, paid, now.getTime());
      });
    },

    async placementList(q: ApiInput<'admin/getAdPlacementList'>) {
      const now = clock.now();
      const byState: Record<
        string,
        { statuses: AdPlacementRow['status'][]; when?: 'before' | 'during' | 'after' }
      > = {
        reserved: { statuses: ['reserved'] },
        abandoned: { statuses: ['abandoned'] },
        takenDown: { statuses: ['taken_down'] },
        scheduled: { statuses: ['paid'], when: 'before' },
        running: { statuses: ['paid'], when: 'during' },
        ended: { statuses: ['paid'], when: 'after' },
      };
      const { rows, total } = await repo.adminPlacements(db, {
        ...q,
        ...(q.state ? byState[q.state] : {}),
        now,
      });
      return listPage(
        rows.map((r) => toAdminPlacement(r.p, r.drama, r.advertiser, now.getTime())),
        total,
        q,
      );
    },

    async takeDown(body: ApiInput<'admin/takeDownAd'>, call: StaffCall) {
      const placement = await db.transaction(async (tx) => {
        const done = await takeDownAd(tx, {
          placementId: body.id,
          now: clock.now(),
          refundFull: body.refundFull,
          reason: body.reason,
        });
        await audit.staff(tx, call, {
          action: 'ad_placement.taken_down',
          targetType: 'ad_placement',
          targetId: done.id,
          reason: body.reason,
          detail: {
            refundFull: body.refundFull,
            deliveredDays: done.deliveredDays,
            refundedDeferred: done.refundedDeferred,
            refundedSettled: done.refundedSettled,
          },
        });
        return done;
      });
      return adminPlacementOut(placement.id);
    },
  };
}
export type AdvStaffService = ReturnType<typeof createAdvStaffService>;
