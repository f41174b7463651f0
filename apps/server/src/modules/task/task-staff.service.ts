import { DEAL_DAYS_MAX, type ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { cartRepository } from '#server/modules/cart/index.js';
import { goodsBuyable, maskNickname, storeCanSell } from '#server/modules/catalog/index.js';
import { audit } from '#server/platform/audit/index.js';
import { toAdminDeal } from './task.mapper.js';
import { taskRepository as repo } from './task.repository.js';

const DAY = 86_400_000;

/** The console's group-buy deals: creating them (audited), the list with outcomes, participants. */
export function createTaskStaffService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  return {
    async list(q: ApiInput<'admin/getDealList'>) {
      const now = clock.now();
      const { rows, total } = await repo.adminPage(db, q, now);
      const outcomes = await repo.outcomes(
        db,
        rows.map((r) => r.deal.id),
      );
      return listPage(
        rows.map((r) => toAdminDeal(r.deal, r.product, now, outcomes.get(r.deal.id))),
        total,
        q,
      );
    },

    async create(body: ApiInput<'admin/createDeal'>, call: StaffCall) {
      const now = clock.now();
      const startsAt = body.effect === 'timed' ? new Date(body.startsAt!) : now;
      const deadline = new Date(body.deadline);
      if (deadline <= startsAt || deadline <= now) {
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'deadline', rule: 'after', key: 'validation.dealDeadlineAfterStart' },
        ]);
      }
      if (deadline.getTime() - startsAt.getTime() > DEAL_DAYS_MAX * DAY) {
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'deadline', rule: 'max', key: 'validation.dealTooLong', params: { max: DEAL_DAYS_MAX } },
        ]);
      }
      return db.transaction(async (tx) => {
        const [row] = await cartRepository.skus(tx, [body.skuId]);
        if (!row) {
          throw new AppError('VALIDATION_FAILED', {}, [
            { field: 'skuId', rule: 'exists', key: 'validation.invalid' },
          ]);
        }
        if (!goodsBuyable(row.goods) || !storeCanSell(row.store.status))
          throw new AppError('DEAL_PRODUCT_UNAVAILABLE', { title: row.goods.title });
        const deal = await repo.insert(tx, {
          goodsId: row.goods.id,
          skuId: row.sku.id,
          price: body.price,
          targetCount: body.targetCount,
          cashback: body.cashback,
          effect: body.effect,
          startsAt,
          deadline,
          createdBy: call.staff.id,
          createdAt: now,
        });
        await audit.staff(tx, call, {
          action: 'group_deal.created',
          targetType: 'group_deal',
          targetId: deal.id,
          reason: body.reason,
          detail: {
            skuId: deal.skuId,
            price: deal.price,
            targetCount: deal.targetCount,
            cashback: deal.cashback,
            effect: deal.effect,
            startsAt: startsAt.toISOString(),
            deadline: deadline.toISOString(),
          },
        });
        const found = (await repo.find(tx, deal.id))!;
        return toAdminDeal(found.deal, found.product, now, undefined);
      });
    },

    async participants(q: ApiInput<'admin/getDealParticipants'>) {
      const found = await repo.find(db, q.id);
      if (!found) throw new AppError('DEAL_NOT_FOUND');
      const { rows, total } = await repo.adminParticipants(db, q.id, q);
      return listPage(
        rows.map((r) => ({
          userId: r.participant.userId,
          email: r.email,
          nickname: r.nickname || maskNickname(r.email),
          orderId: r.participant.orderId,
          orderNo: r.orderNo,
          orderStatus: r.orderStatus,
          joinedAt: r.participant.joinedAt.toISOString(),
          state: r.participant.refundedAt
            ? ('refunded' as const)
            : found.deal.status === 'settled'
              ? ('settled' as const)
              : ('waiting' as const),
          cashbackPaid: r.cashback,
          refundedAt: r.participant.refundedAt?.toISOString() ?? null,
        })),
        total,
        q,
      );
    },
  };
}
export type TaskStaffService = ReturnType<typeof createTaskStaffService>;
