import { formatMoney, pickLocale } from '@app/contract';
import type { AppContext } from '#server/context.js';
import { translate } from '#server/lib/i18n.js';
import { catalogRepository as repo } from './catalog.repository.js';

/**
 * The store setting "new-order mails": when a buyer pays, the owner of each store that turned it on
 * gets a mail in the language of their last sign-in. Sent after the payment committed; a mail
 * that cannot be delivered is logged and never undoes the payment.
 */
export async function mailPaidOrders(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  orders: { orderNo: string; storeId: number; total: number }[],
  log: (err: unknown) => void,
  /** The orders' stores when the caller read them in the same call: not read again. */
  known: { id: number; name: string; ownerId: number; notifyOrders: boolean }[] = [],
) {
  for (const order of orders) {
    try {
      const store =
        known.find((s) => s.id === order.storeId) ?? (await repo.findStore(ctx.db, order.storeId));
      if (!store?.notifyOrders) continue;
      const owner = await repo.owner(ctx.db, store.ownerId);
      if (!owner) continue;
      const locale = pickLocale(owner.locale);
      const params = {
        orderNo: order.orderNo,
        store: store.name,
        amount: formatMoney(order.total, locale),
      };
      await ctx.mailer.send({
        to: owner.email,
        subject: translate(locale, 'mail.newOrder.subject', params),
        text: [
          translate(locale, 'mail.newOrder.body', params),
          translate(locale, 'mail.newOrder.footer'),
        ].join('\n\n'),
        kind: 'notice',
      });
    } catch (err) {
      log(err);
    }
  }
}
