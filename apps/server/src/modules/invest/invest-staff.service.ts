import { SHARE_BP_TOTAL, type ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError, type FieldIssue } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { audit } from '#server/platform/audit/index.js';
import { toAdminOffering, toHolder } from './invest.mapper.js';
import { investRepository as repo } from './invest.repository.js';

/** The console's offerings: create and change with a reason, pause and resume, holders. All audited. */
export function createInvestStaffService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db } = ctx;

  async function adminOffering(id: number) {
    const found = await repo.findOffering(db, id);
    if (!found) throw new AppError('OFFERING_NOT_FOUND');
    const held = await repo.holdersPerOffering(db, [id]);
    return toAdminOffering(found.offering, found.drama, clock.now(), held.get(id));
  }

  return {
    async list(q: ApiInput<'admin/getOfferingList'>) {
      const { rows, total } = await repo.adminPage(db, q);
      const held = await repo.holdersPerOffering(
        db,
        rows.map((r) => r.offering.id),
      );
      const now = clock.now();
      return listPage(
        rows.map((r) => toAdminOffering(r.offering, r.drama, now, held.get(r.offering.id))),
        total,
        q,
      );
    },

    /**
     * Holders bought at a published share and deadline: once units are paid, neither goes down, the
     * drama stays, and units issued never go below units taken.
     */
    async save(body: ApiInput<'admin/saveOffering'>, call: StaffCall) {
      const { id, reason, ...input } = body;
      const values = {
        videoId: input.videoId,
        unitsIssued: input.unitsIssued,
        unitPrice: input.unitPrice,
        shareBp: input.shareBp,
        vipLevel: input.vipLevel,
        perPersonLimit: input.perPersonLimit,
        rushStartsAt: new Date(input.rushStartsAt),
        rushEndsAt: new Date(input.rushEndsAt),
        earnsUntil: new Date(input.earnsUntil),
      };
      const savedId = await db.transaction(async (tx) => {
        const drama = await repo.findDrama(tx, values.videoId);
        if (!drama) {
          throw new AppError('VALIDATION_FAILED', {}, [
            {
              field: 'videoId',
              rule: 'exists',
              key: 'validation.invalidOption',
              params: { field: 'videoId' },
            },
          ]);
        }
        await repo.lockDrama(tx, values.videoId);
        const before = id ? await repo.lockOfferingRow(tx, id) : undefined;
        if (id && !before) throw new AppError('OFFERING_NOT_FOUND');
        const issues: FieldIssue[] = [];
        if (before) {
          if (before.videoId !== values.videoId && before.unitsTaken > 0) {
            issues.push({ field: 'videoId', rule: 'locked', key: 'validation.offeringDramaLocked' });
          }
          if (values.unitsIssued < before.unitsTaken) {
            issues.push({
              field: 'unitsIssued',
              rule: 'min',
              key: 'validation.unitsBelowTaken',
              params: { min: before.unitsTaken },
            });
          }
          if (before.unitsPaid > 0 && values.shareBp < before.shareBp) {
            issues.push({ field: 'shareBp', rule: 'min', key: 'validation.shareLowered' });
          }
          if (before.unitsPaid > 0 && values.earnsUntil < before.earnsUntil) {
            issues.push({ field: 'earnsUntil', rule: 'min', key: 'validation.deadlineEarlier' });
          }
        }
        const others = await repo.overlappingShareBp(tx, {
          videoId: values.videoId,
          exceptId: id,
          from: values.rushStartsAt,
          until: values.earnsUntil,
        });
        if (others + values.shareBp > SHARE_BP_TOTAL) {
          issues.push({
            field: 'shareBp',
            rule: 'max',
            key: 'validation.shareBpTotal',
            params: { max: Math.max(0, SHARE_BP_TOTAL - others) / 100 },
          });
        }
        if (issues.length) throw new AppError('VALIDATION_FAILED', {}, issues);
        const saved = id
          ? await repo.updateOffering(tx, id, values)
          : await repo.insertOffering(tx, { ...values, createdBy: call.staff.id });
        await audit.staff(tx, call, {
          action: id ? 'share_offering.changed' : 'share_offering.created',
          targetType: 'share_offering',
          targetId: saved!.id,
          reason,
          detail: { ...input },
        });
        return saved!.id;
      });
      return adminOffering(savedId);
    },

    async pause(body: ApiInput<'admin/pauseOffering'>, call: StaffCall) {
      await db.transaction(async (tx) => {
        const before = await repo.lockOfferingRow(tx, body.id);
        if (!before) throw new AppError('OFFERING_NOT_FOUND');
        await repo.updateOffering(tx, body.id, { paused: body.paused });
        await audit.staff(tx, call, {
          action: body.paused ? 'share_offering.paused' : 'share_offering.resumed',
          targetType: 'share_offering',
          targetId: body.id,
          reason: body.reason,
        });
      });
      return { ok: true as const };
    },

    async holders(q: ApiInput<'admin/getOfferingHolders'>) {
      const found = await repo.findOffering(db, q.id);
      if (!found) throw new AppError('OFFERING_NOT_FOUND');
      const { rows, total } = await repo.holdersPage(db, q.id, q);
      return listPage(
        rows.map((r) => toHolder(r.reservation, r, r.earned)),
        total,
        q,
      );
    },
  };
}
export type InvestStaffService = ReturnType<typeof createInvestStaffService>;
