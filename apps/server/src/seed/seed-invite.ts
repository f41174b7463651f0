import { and, asc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { Config } from '#server/config/env.js';
import type { Db, Tx } from '#server/db/client.js';
import { goods, goodsSkus, stores, users } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { hashPassword } from '#server/lib/password.js';
import { userRepository } from '#server/modules/account/index.js';
import { addressRepository } from '#server/modules/address/index.js';
import { storeCanSell } from '#server/modules/catalog/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import {
  completeOrder,
  deliverOrder,
  payOrders,
  placeOrders,
  requestRefund,
  shipOrder,
  type OrderActor,
} from '#server/modules/order/index.js';
import { staffRepository } from '#server/modules/staff/index.js';

/** The root of the demo invitation tree: the first demo store's owner (decision 45). */
export const DEMO_INVITE_ROOT = 'store1@demo.local';
export const INVITEE_PASSWORD = 'Demo12345';
export const inviteeEmail = (n: number) => `invitee${n}@demo.local`;

/** Who invited whom (by key; none: the demo seller), four levels deep. */
const TREE = [
  { key: 'ava', name: 'Ava Martin', parent: null },
  { key: 'ben', name: 'Ben Okafor', parent: null },
  { key: 'chloe', name: 'Chloé Dubois', parent: null },
  { key: 'dan', name: 'Dan Weber', parent: 'ava' },
  { key: 'elif', name: 'Elif Kaya', parent: 'ava' },
  { key: 'fatima', name: 'Fatima Rahman', parent: 'ben' },
  { key: 'gustavo', name: 'Gustavo Lima', parent: 'dan' },
  { key: 'hana', name: 'Hana Sato', parent: 'dan' },
  { key: 'ivan', name: 'Ivan Petrov', parent: 'gustavo' },
] as const;
type Key = (typeof TREE)[number]['key'];

/**
 * What each invitee does, days ago: completed orders pay their ancestors, one refunded order
 * reverses its rewards, two still in transit keep theirs pending. At the default 5 % commission the
 * cap cuts level 2 to 1 % and leaves level 3 nothing; the demo seller is Ivan's fourth ancestor.
 */
const ORDERS: { buyer: Key; daysAgo: number; end: 'completed' | 'refunded' | 'shipped' }[] = [
  { buyer: 'ava', daysAgo: 20, end: 'completed' },
  { buyer: 'dan', daysAgo: 16, end: 'completed' },
  { buyer: 'gustavo', daysAgo: 12, end: 'completed' },
  { buyer: 'ivan', daysAgo: 9, end: 'completed' },
  { buyer: 'fatima', daysAgo: 7, end: 'refunded' },
  { buyer: 'elif', daysAgo: 5, end: 'completed' },
  { buyer: 'hana', daysAgo: 2, end: 'shipped' },
  { buyer: 'chloe', daysAgo: 1, end: 'shipped' },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A small invitation tree under the demo seller with rewards from real orders (issue 14 part 6),
 * made through the sign-up's columns and the order flows, so every reward is a recorded transfer.
 * Once only (the first invitee's account marks it done).
 */
export async function seedInvitations(db: Db, config: Config, log: (msg: string) => void = () => {}) {
  if (await userRepository.findByEmail(db, inviteeEmail(1))) return;
  const root = await userRepository.findByEmail(db, DEMO_INVITE_ROOT);
  const staff = await staffRepository.findByEmail(db, 'support@demo.local');
  if (!root || !staff) return;
  const actor: OrderActor = { type: 'staff', call: { staff, ip: '127.0.0.1' } };

  // Products they buy: shipped by their stores (no warehouse purchase step), from another store than the root's.
  const selling = (await db.select().from(stores).orderBy(asc(stores.id))).filter(
    (s) => storeCanSell(s.status) && s.ownerId !== root.id,
  );
  // Not the products a store features in its sections (their order there follows their sales).
  const featured = selling.flatMap((s) => s.sections.flatMap((x) => x.goodsIds));
  const skus = await db
    .select({ id: goodsSkus.id, price: goodsSkus.price })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(
      and(
        inArray(
          goods.storeId,
          selling.map((s) => s.id),
        ),
        eq(goods.onSale, true),
        featured.length ? notInArray(goods.id, featured) : undefined,
        eq(goodsSkus.wholesaleCost, 0),
        gt(goodsSkus.stock, 20),
        gt(goodsSkus.price, 2_000),
      ),
    )
    .orderBy(asc(goodsSkus.id))
    .limit(ORDERS.length);
  if (skus.length < ORDERS.length) return;

  const passwordHash = await hashPassword(INVITEE_PASSWORD);
  const now = Date.now();
  let at = now;
  await db.transaction((tx) =>
    clock.run(
      () => new Date(at),
      async () => {
        const ids = new Map<Key, number>();
        for (const [i, p] of TREE.entries()) {
          at = now - (30 - i) * DAY;
          const [user] = await tx
            .insert(users)
            .values({
              email: inviteeEmail(i + 1),
              passwordHash,
              nickname: p.name,
              inviteCode: `INVITE${String(i + 1).padStart(2, '0')}`,
              inviterId: p.parent ? ids.get(p.parent)! : root.id,
              createdAt: new Date(at),
              updatedAt: new Date(at),
            })
            .returning({ id: users.id });
          ids.set(p.key, user!.id);
          await addressRepository.insert(tx, {
            userId: user!.id,
            recipient: p.name,
            phone: '+1 555 0100',
            country: 'United States',
            region: 'New York',
            street: `${20 + i} Hudson Street`,
            postcode: '10013',
            isDefault: true,
            createdAt: new Date(at),
          });
          await ledger.transfer(tx, {
            transferId: `demo:opening:${user!.id}`,
            debitAccountId: ledger.ref.platform('platform:capital'),
            creditAccountId: ledger.ref.user(user!.id),
            amount: 50_000,
            kind: 'deposit',
            memo: 'demo opening balance',
            line: { kind: 'openingBalance' },
          });
        }
        for (const [i, o] of ORDERS.entries()) {
          await buy(tx, config, actor, ids.get(o.buyer)!, skus[i]!.id, now - o.daysAgo * DAY, o.end, (t) => {
            at = t;
          });
        }
      },
    ),
  );
  log(`demo invitations: ${TREE.length} invitees under ${DEMO_INVITE_ROOT}, ${ORDERS.length} orders`);
}

async function buy(
  tx: Tx,
  config: Config,
  actor: OrderActor,
  userId: number,
  skuId: number,
  start: number,
  end: 'completed' | 'refunded' | 'shipped',
  setTime: (t: number) => void,
) {
  setTime(start);
  const [placed] = await placeOrders(tx, config, {
    userId,
    lines: [{ skuId, quantity: 1 }],
    address: {
      recipient: 'Demo invitee',
      phone: '+1 555 0100',
      country: 'United States',
      region: 'New York',
      street: '20 Hudson Street',
      postcode: '10013',
    },
    remark: '',
    checkoutKey: `demo-invite-${userId}-${skuId}`,
    fromCart: false,
  });
  setTime(start + 5 * 60_000);
  let [order] = await payOrders(tx, userId, [placed!.id]);
  if (end === 'refunded') {
    setTime(start + 40 * 60_000);
    await requestRefund(tx, order!, 'Ordered the wrong size');
    return;
  }
  setTime(start + 6 * HOUR);
  order = await shipOrder(tx, config, actor, order!.id, {});
  if (end === 'shipped') return;
  setTime(start + 3 * DAY);
  await deliverOrder(tx, actor, order.id);
  setTime(start + 4 * DAY);
  await completeOrder(tx, order, false);
}
