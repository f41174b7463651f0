/**
 * The two money workloads the benchmarks load a server with, set up on a fresh server: place-and-pay
 * as the checkout does it, and unlocking episodes. Shared by mall.bench.ts, drama.bench.ts and ab.ts.
 */
import { randomUUID } from 'node:crypto';
import type { startServer } from './harness.js';

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * Forty products from stores that can sell, with plenty of stock and no per-buyer limit: orders
 * spread over them as real traffic does. `BENCH_PRODUCTS=1` puts every buyer on one product (a
 * flash sale: its rows are the line every checkout waits in). Answers funded buyers with an address
 * each and the one-call checkout of one random line.
 */
export async function checkoutWorkload(s: Server, buyerCount: number) {
  const products = Number(process.env.BENCH_PRODUCTS ?? 40);
  const { rows: targets } = await s.db.query<{ goods_id: number; sku_id: number }>(
    `select distinct on (g.id) g.id as goods_id, k.id as sku_id from goods g join goods_skus k on k.goods_id = g.id
       join stores st on st.id = g.store_id where st.status = 'normal' and g.on_sale and k.price < 5000
       order by g.id, k.id limit $1`,
    [products],
  );
  await s.db.query('update goods_skus set stock = 10000000 where id = any($1)', [
    targets.map((t) => t.sku_id),
  ]);
  await s.db.query('update goods set max_per_customer = 0 where id = any($1)', [
    targets.map((t) => t.goods_id),
  ]);
  const buyers = await Promise.all(
    (await s.makeBuyers(buyerCount)).map(async (b) => {
      const address = await s.client.call(
        'address/saveAddress',
        { recipient: 'Bench Buyer', phone: '+1 555 0100', country: 'United States', street: '1 Bench St' },
        { token: b.token },
      );
      return { ...b, addressId: address.id };
    }),
  );
  const pick = () => targets[Math.floor(Math.random() * targets.length)]!.sku_id;
  // Place and pay as the checkout does it: one call, one transaction (decision 65).
  const checkout = async (b: (typeof buyers)[number]) => {
    await s.client.call(
      'order/create',
      { items: [{ skuId: pick(), quantity: 1 }], addressId: b.addressId, pay: true },
      { token: b.token, idempotencyKey: randomUUID() },
    );
  };
  return { targets, buyers, pick, checkout };
}

/**
 * One drama of 5,000 paid episodes, so every unlock is a new one for its viewer; answers funded
 * viewers and the unlock of each one's next episode.
 */
export async function unlockWorkload(s: Server, viewerCount: number) {
  const { rows } = await s.db.query<{ id: number }>(
    `insert into videos (title, free_episodes) values ('Bench drama', 0) returning id`,
  );
  const videoId = rows[0]!.id;
  await s.db.query(
    `insert into video_items (video_id, index, title, price, status)
       select $1, g, 'Episode ' || g, 10, 'ready' from generate_series(1, 5000) g`,
    [videoId],
  );
  const items = (
    await s.db.query<{ id: number }>('select id from video_items where video_id = $1 order by index', [
      videoId,
    ])
  ).rows.map((r) => r.id);
  const viewers = (await s.makeBuyers(viewerCount)).map((v) => ({ ...v, next: 0 }));
  const unlock = async (v: (typeof viewers)[number]) => {
    const itemId = items[v.next++ % items.length]!;
    await s.client.call(
      'user_wallet/payUnlockOne',
      { itemId },
      { token: v.token, idempotencyKey: randomUUID() },
    );
  };
  return { viewers, unlock };
}
