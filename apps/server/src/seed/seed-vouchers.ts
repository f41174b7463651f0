import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '#server/config/env.js';
import type { Db, Tx } from '#server/db/client.js';
import { goods, goodsSkus, stores } from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/password.js';
import { userRepository } from '#server/modules/account/index.js';
import { addressRepository } from '#server/modules/address/index.js';
import { storeCanSell } from '#server/modules/catalog/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import {
  completeOrder,
  payOrders,
  placeOrders,
  purchaseOrder,
  shipOrder,
  type OrderActor,
} from '#server/modules/order/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { createVoucher, voucherRepository } from '#server/modules/voucher/index.js';
import { audit } from '#server/platform/audit/index.js';
import { shopperEmail } from './seed-history.js';

/** The first-order coupon the demo advertises: $5.00 off a buyer's first order, no minimum. */
export const DEMO_COUPON = { enabled: true, amount: 500, minSpend: 0 };
/** The demo's two store vouchers (stores 1 and 2 by id): amount off, minimum spend, budget. */
export const DEMO_STORE_VOUCHERS = [
  { amountOff: 200, minSpend: 2_000, budget: 10_000 },
  { amountOff: 500, minSpend: 6_000, budget: 15_000 },
];
/** A demo account whose first order used the coupon (its opening balance pays for it). */
export const DEMO_FIRST_ORDER_BUYER = {
  email: 'first.order@demo.local',
  nickname: 'Nina First',
  code: 'FIRST500',
};

const ADDRESS = {
  recipient: 'Nina First',
  phone: '+1 555 0142',
  country: 'United States',
  region: 'California',
  street: '14 Harbor Lane, Oakland',
  postcode: '94607',
};

/**
 * Vouchers in the demo (decision 44), made through the real flows after the shopping history: the
 * coupon turned on (audited as the system), a voucher on each of the first two stores funded from
 * their owners' wallets, and a few orders that used them (one completed, others running). Once only.
 * The test template (NODE_ENV=test) leaves all of it out, so other features' tests pay what they
 * priced; tests and journeys that need the coupon turn it on through the console call.
 */
export async function seedVouchers(db: Db, config: Config) {
  if (config.NODE_ENV === 'test') return;
  const [first, second] = (await db.select().from(stores).orderBy(asc(stores.id))).filter((s) =>
    storeCanSell(s.status),
  );
  if (!first || !second) return;
  if ((await voucherRepository.storePage(db, first.id, { page: 1, pageSize: 1 })).total > 0) return;

  await db.transaction(async (tx) => {
    await voucherRepository.setCouponSettings(tx, DEMO_COUPON);
    await audit.system(tx, {
      action: 'first_order_coupon.changed',
      targetType: 'platform_settings',
      targetId: 'firstOrderCoupon',
      reason: 'Demo: the advertised $5 first-order coupon',
      detail: { after: DEMO_COUPON },
    });
  });
  const now = Date.now();
  for (const [i, store] of [first, second].entries()) {
    const spec = DEMO_STORE_VOUCHERS[i]!;
    await db.transaction((tx) =>
      createVoucher(tx, store, {
        ...spec,
        perBuyer: 1,
        startAt: new Date(now - 2 * 86_400_000),
        endAt: new Date(now + 28 * 86_400_000),
      }),
    );
  }

  const support = await staffRepository.findByEmail(db, 'support@demo.local');
  const actor: OrderActor | null = support
    ? { type: 'staff', call: { staff: support, ip: '127.0.0.1' } }
    : null;

  /** Places and pays one order of the store's cheapest specification that reaches `min` in at most three. */
  const buy = async (tx: Tx, userId: number, storeId: number, min: number, key: string) => {
    const [sku] = await tx
      .select({ id: goodsSkus.id, price: goodsSkus.price, stock: goodsSkus.stock })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(
        and(
          eq(goods.storeId, storeId),
          eq(goods.onSale, true),
          gte(goodsSkus.stock, 5),
          // Three at most reach the minimum.
          gte(sql`${goodsSkus.price} * 3`, min),
        ),
      )
      .orderBy(asc(goodsSkus.price));
    if (!sku) return null;
    const quantity = Math.min(3, Math.max(1, Math.ceil(min / sku.price)));
    // The buyer's own saved address when there is one (the history's shoppers have theirs).
    const [saved] = await addressRepository.list(tx, userId);
    const address = saved
      ? {
          recipient: saved.recipient,
          phone: saved.phone,
          country: saved.country,
          region: saved.region,
          street: saved.street,
          postcode: saved.postcode,
        }
      : ADDRESS;
    const [order] = await placeOrders(tx, config, {
      userId,
      lines: [{ skuId: sku.id, quantity }],
      address,
      remark: '',
      checkoutKey: key,
      fromCart: false,
    });
    if (!order) return null;
    const [paid] = await payOrders(tx, userId, [order.id]);
    return paid ?? null;
  };
  /** The store ships and the buyer confirms, as the fulfilment flows do. */
  const complete = async (tx: Tx, paid: { id: number; status: string }) => {
    if (!actor) return;
    // Warehouse products are purchased from the warehouse first; the store's own ship at once.
    if (paid.status === 'to_purchase') await purchaseOrder(tx, actor, paid.id);
    const shipped = await shipOrder(tx, config, actor, paid.id, { carrier: '', trackingNo: '' });
    await completeOrder(tx, shipped, false);
  };

  // Two returning shoppers use store 1's voucher (their first orders were long ago: no coupon).
  for (const [n, done] of [
    [1, true],
    [2, false],
  ] as const) {
    const shopper = await userRepository.findByEmail(db, shopperEmail(n));
    if (!shopper) continue;
    await db.transaction(async (tx) => {
      if ((await ledger.available(tx, shopper.id)) < 10_000) return;
      const paid = await buy(tx, shopper.id, first.id, DEMO_STORE_VOUCHERS[0]!.minSpend, `demo-voucher-${n}`);
      if (paid && done) await complete(tx, paid);
    });
  }

  // A new account's first order: the $5 coupon and store 2's voucher together; running (paid).
  const passwordHash = await hashPassword('Demo12345');
  const buyer =
    (await userRepository.findByEmail(db, DEMO_FIRST_ORDER_BUYER.email)) ??
    (await userRepository.insert(db, {
      email: DEMO_FIRST_ORDER_BUYER.email,
      passwordHash,
      nickname: DEMO_FIRST_ORDER_BUYER.nickname,
      inviteCode: DEMO_FIRST_ORDER_BUYER.code,
    }));
  if (!buyer) return;
  await db.transaction(async (tx) => {
    await ledger.transfer(tx, {
      transferId: `demo:opening:${buyer.id}`,
      debitAccountId: ledger.ref.platform('platform:capital'),
      creditAccountId: ledger.ref.user(buyer.id),
      amount: 50_000,
      kind: 'deposit',
      line: { kind: 'openingBalance' },
      memo: 'demo opening balance',
    });
    await buy(tx, buyer.id, second.id, DEMO_STORE_VOUCHERS[1]!.minSpend, 'demo-first-order');
  });
}
