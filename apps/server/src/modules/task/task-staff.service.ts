import type { ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { cartRepository } from '#server/modules/cart/index.js';
import { goodsBuyable, maskNickname, storeCanSell } from '#server/modules/catalog/index.js';
import { audit } from '#server/platform/audit/index.js';
import { toAdminDeal } from './task.mapper.js';
import { cancelDeal } from './cancel-deal.flow.js';
import { editDeal, resolveTerms } from './edit-deal.flow.js';
import { taskRepository as repo, type DealRow } from './task.repository.js';

/** What the audit records of a deal's terms. */
function termsOf(d: DealRow) {
  return {
    skuId: d.skuId,
    priceMode: d.priceMode,
    price: d.price,
    targetCount: d.targetCount,
    cashback: d.cashback,
    effect: d.effect,
    startsAt: d.startsAt.toISOString(),
    deadline: d.deadline.toISOString(),
  };
}

/** One deal as the console shows it, with its outcomes so far. */
async function adminDeal(tx: Tx, id: number, now: Date) {
  const found = (await repo.find(tx, id))!;
  const outcomes = await repo.outcomes(tx, [id]);
  return toAdminDeal(found.deal, found.product, now, outcomes.get(id));
}

/** The console's group-buy deals: creating, editing and cancelling them (audited), the list with outcomes, participants. */
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
      return db.transaction(async (tx) => {
        const [row] = await cartRepository.skus(tx, [body.skuId]);
        if (!row) {
          throw new AppError('VALIDATION_FAILED', {}, [
            { field: 'skuId', rule: 'exists', key: 'validation.invalid' },
          ]);
        }
        if (!goodsBuyable(row.goods) || !storeCanSell(row.store.status))
          throw new AppError('DEAL_PRODUCT_UNAVAILABLE', { title: row.goods.title });
        const { price, deadline } = resolveTerms(body, row.sku.price, startsAt, now);
        const deal = await repo.insert(tx, {
          goodsId: row.goods.id,
          skuId: row.sku.id,
          priceMode: body.priceMode,
          price,
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
          detail: termsOf(deal),
        });
        return adminDeal(tx, deal.id, now);
      });
    },

    async update(body: ApiInput<'admin/updateDeal'>, call: StaffCall) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const found = await repo.find(tx, body.id);
        if (!found) throw new AppError('DEAL_NOT_FOUND');
        const { before, after } = await editDeal(tx, {
          dealId: body.id,
          terms: body,
          listPrice: found.product.listPrice,
          now,
        });
        await audit.staff(tx, call, {
          action: 'group_deal.updated',
          targetType: 'group_deal',
          targetId: after.id,
          reason: body.reason,
          detail: { before: termsOf(before), after: termsOf(after) },
        });
        return adminDeal(tx, after.id, now);
      });
    },

    async cancel(body: ApiInput<'admin/cancelDeal'>, call: StaffCall) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const d = await cancelDeal(tx, { dealId: body.id, reason: body.reason, now });
        await audit.staff(tx, call, {
          action: 'group_deal.cancelled',
          targetType: 'group_deal',
          targetId: d.id,
          reason: body.reason,
          detail: { joined: d.joined, targetCount: d.targetCount },
        });
        return adminDeal(tx, d.id, now);
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
