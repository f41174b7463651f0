import type { ApiInput } from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { addressRepository } from '#server/modules/address/index.js';
import { maskNickname } from '#server/modules/catalog/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { joinDeal } from './join-deal.flow.js';
import { toCard, type Place } from './task.mapper.js';
import { isLockTimeout, taskRepository as repo, type DealWithProduct } from './task.repository.js';

/** The buyer's face of group-buy deals: the list by the spec's filters, a deal, its participants, joining. */
export function createTaskService(
  ctx: Pick<AppContext, 'db' | 'config'>,
  deps: { throttle: SigninThrottle },
) {
  const { db, config } = ctx;

  async function cards(rows: DealWithProduct[], call: CallContext, now: Date) {
    const places = call.user
      ? await repo.places(
          db,
          call.user.id,
          rows.map((r) => r.deal.id),
        )
      : [];
    const byDeal = new Map<number, Place>(places.map((p) => [p.participant.dealId, p]));
    return rows.map((r) => toCard(r.deal, r.product, now, byDeal.get(r.deal.id)));
  }

  async function info(id: number, call: CallContext) {
    const found = await repo.find(db, id);
    if (!found) throw new AppError('DEAL_NOT_FOUND');
    const [deal] = await cards([found], call, clock.now());
    return {
      deal: deal!,
      tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
      balance: call.user ? await ledger.available(db, call.user.id) : null,
    };
  }

  return {
    async list(q: ApiInput<'task/getTaskList'>, call: CallContext) {
      const now = clock.now();
      const { rows, total } = await repo.page(db, { ...q, filter: q.filter ?? 'all' }, call.user?.id, now);
      return listPage(await cards(rows, call, now), total, q);
    },

    info: (body: ApiInput<'task/getTaskInfo'>, call: CallContext) => info(body.id, call),

    async participants(q: ApiInput<'task/getParticipantList'>) {
      if (!(await repo.find(db, q.id))) throw new AppError('DEAL_NOT_FOUND');
      const { rows, total } = await repo.publicParticipants(db, q.id, q);
      return listPage(
        rows.map((r) => ({
          name: maskNickname(r.nickname || r.email.split('@')[0]!),
          avatar: r.avatar ?? '',
          joinedAt: r.joinedAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async join(body: ApiInput<'task/join'>, call: UserCall) {
      const { user } = call;
      const found = await repo.find(db, body.id);
      if (!found) throw new AppError('DEAL_NOT_FOUND');
      const address = await addressRepository.find(db, user.id, body.addressId);
      if (!address) {
        throw new AppError('SHIPPING_ADDRESS_NOT_FOUND', {}, [
          { field: 'addressId', rule: 'exists', key: 'SHIPPING_ADDRESS_NOT_FOUND' },
        ]);
      }
      // The wallet's rule, before the transaction: a wrong password counts even though nothing is paid.
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        user,
        body.tradePassword,
        found.deal.price,
        call.ip,
      );
      const { recipient, phone, country, region, street, postcode, latitude, longitude } = address;
      try {
        await db.transaction((tx) =>
          joinDeal(tx, config, {
            dealId: found.deal.id,
            userId: user.id,
            address: { recipient, phone, country, region, street, postcode, latitude, longitude },
            checkoutKey: `deal:${found.deal.id}:${call.idempotencyKey ?? user.id}`,
            goodsTitle: found.product.title,
            now: clock.now(),
          }),
        );
      } catch (err) {
        // Waited longer than a join may for the others on the last places: the spec's message.
        if (isLockTimeout(err)) throw new AppError('RUSH_BUSY');
        throw err;
      }
      const { deal } = await info(found.deal.id, call);
      return { deal, balance: await ledger.available(db, user.id) };
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
