import type { Config } from '#server/config/env.js';
import type { Tx } from '#server/db/client.js';
import { holdPlatformPart } from '#server/modules/voucher/index.js';
import { payOrders } from './pay-orders.flow.js';
import { placeOrders } from './place-orders.flow.js';
import type { OrderRow } from './order.repository.js';

/**
 * A goods prize's order (decision 55): one unit of the specification to the winner's address, placed
 * like any order (stock reserved, the product and store checked), its whole total held from the
 * platform's marketing account into its escrow, and paid at once with nothing of the buyer's. From
 * there it is an ordinary order: the seller purchases, ships, and is paid its price less commission
 * when it completes. `key` (the win's) makes a retry answer the same order.
 */
export async function placePrizeOrder(
  tx: Tx,
  config: Config,
  input: { userId: number; skuId: number; address: OrderRow['address']; key: string },
) {
  const [order] = await placeOrders(tx, config, {
    userId: input.userId,
    lines: [{ skuId: input.skuId, quantity: 1 }],
    address: input.address,
    remark: '',
    checkoutKey: input.key,
    fromCart: false,
    prize: true,
  });
  if (order!.status !== 'unpaid') return order!;
  const covered = await holdPlatformPart(tx, order!, 'prizeGoods', order!.total);
  const [paid] = await payOrders(tx, input.userId, [covered.id]);
  return paid!;
}
