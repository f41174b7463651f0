import type { GoodsCard, GoodsInfo } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { DEMO_BUYER } from './seed.js';
import { seedHistory, SHOPPER_PASSWORD, shopperEmail } from './seed-history.js';

// The shared template database was seeded with the demo data, the recorded history included.
const t = await createTestApp();
const rows = async <T>(text: string, values: unknown[] = []) =>
  (await t.pool.query(text, values)).rows as T[];

/** Units sold per product as the orders record them: paid, and not cancelled or refunded. */
const SOLD_FROM_ORDERS = `
  select g.id, g.store_id as "storeId",
    coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
      where l.goods_id = g.id and o.status in ('to_purchase', 'pending', 'shipped', 'completed', 'refunding')), 0)::int as sold,
    (select count(*) from comments c where c.goods_id = g.id)::int as reviews,
    coalesce((select sum(c.score) from comments c where c.goods_id = g.id), 0)::int as "scoreSum",
    (select count(*) from comments c where c.goods_id = g.id and jsonb_array_length(c.images) > 0)::int as "withImages"
  from goods g order by g.id`;
type Recount = {
  id: number;
  storeId: number;
  sold: number;
  reviews: number;
  scoreSum: number;
  withImages: number;
};
const average = (sum: number, n: number) => (n ? Math.round((sum / n) * 10) / 10 : 0);

describe('the demo history', () => {
  it('is made of simulated buyers who ordered, paid, received, reviewed, followed, wished and asked', async () => {
    const [counts] = await rows<Record<string, number>>(`select
      (select count(*) from users where email like 'shopper%@demo.local')::int as shoppers,
      (select count(*) from orders)::int as orders,
      (select count(*) from orders where status = 'completed')::int as completed,
      (select count(*) from orders where status = 'shipped')::int as shipped,
      (select count(*) from orders where status = 'refunded')::int as refunded,
      (select count(*) from orders where status = 'cancelled')::int as cancelled,
      (select count(*) from orders where status = 'unpaid')::int as waiting,
      (select count(*) from orders where status = 'refunding' and refund_seller_reason is null)::int as "toAnswer",
      (select count(*) from orders where status = 'refunding' and refund_seller_reason is not null)::int as disputed,
      (select count(*) from comments where reply <> '')::int as replied,
      (select count(*) from comments)::int as reviews,
      (select count(*) from comments where jsonb_array_length(images) > 0)::int as "withPhotos",
      (select count(*) from store_follows)::int as follows,
      (select count(*) from wishes)::int as wishes,
      (select count(*) from chats where kind = 'store')::int as chats`);
    expect(counts!.shoppers).toBe(40);
    expect(counts!.orders).toBeGreaterThan(150);
    expect(counts!.completed).toBeGreaterThan(100);
    for (const k of ['shipped', 'refunded', 'cancelled', 'withPhotos', 'follows', 'wishes', 'chats'])
      expect(counts![k], k).toBeGreaterThan(0);
    expect(counts!.reviews).toBeGreaterThan(50);
    expect(counts!.replied).toBeGreaterThan(10);
    // No unpaid order past its window; today's open refund requests: two for their sellers to
    // answer, one a seller declined for staff to arbitrate.
    expect(counts!.waiting).toBe(0);
    expect(counts!.toAnswer).toBe(2);
    expect(counts!.disputed).toBe(1);

    // The demo buyer keeps an empty order list (journeys rely on it).
    const [demo] = await rows<{ n: number }>(
      `select count(*)::int as n from orders o join users u on u.id = o.user_id where u.email = $1`,
      [DEMO_BUYER.email],
    );
    expect(demo!.n).toBe(0);

    // A simulated buyer signs in like anyone and sees their own orders and reviews.
    const signin = await t.call('user/signin', { email: shopperEmail(1), password: SHOPPER_PASSWORD });
    expect(signin.status).toBe(200);
    const list = await t.call('order/getOrderList', {}, { token: signin.body.data.token });
    expect(list.body.data.total).toBeGreaterThan(0);
  });

  it('happened over the past three months, each order step after the one before', async () => {
    const now = Date.now();
    const orders = await rows<{
      createdAt: Date;
      paidAt: Date | null;
      shippedAt: Date | null;
      completedAt: Date | null;
    }>(
      `select created_at as "createdAt", paid_at as "paidAt", shipped_at as "shippedAt", completed_at as "completedAt" from orders`,
    );
    const times = orders.map((o) => o.createdAt.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now - 92 * 86_400_000);
    expect(Math.min(...times)).toBeLessThan(now - 60 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(now);
    for (const o of orders) {
      const steps = [o.createdAt, o.paidAt, o.shippedAt, o.completedAt].filter((d): d is Date => !!d);
      expect(steps.map((d) => d.getTime())).toEqual([...steps.map((d) => d.getTime())].sort((a, b) => a - b));
    }
    // Events, payments and reviews carry the same simulated times, not the time the seed ran.
    const [late] = await rows<{ n: number }>(`select
      (select count(*) from order_events e join orders o on o.id = e.order_id where e.created_at < o.created_at)
      + (select count(*) from ledger_transfers where reference_type = 'order' and created_at > now())
      + (select count(*) from comments c join order_lines l on l.id = c.order_line_id join orders o on o.id = l.order_id
         where c.created_at < o.completed_at) as n`);
    expect(Number(late!.n)).toBe(0);
    const [spread] = await rows<{ days: number }>(
      `select count(distinct date_trunc('day', created_at))::int as days from ledger_transfers where reference_type = 'order'`,
    );
    expect(spread!.days).toBeGreaterThan(40);
  });

  it('shows every product its recorded sold count, review count and rating, on its page and its card', async () => {
    const recount = await rows<Recount>(SOLD_FROM_ORDERS);
    expect(recount.some((r) => r.sold >= 8)).toBe(true);
    expect(recount.some((r) => r.reviews >= 4)).toBe(true);
    const cards = new Map<number, GoodsCard>();
    for (let page = 1; ; page++) {
      const res = await t.call('goods/getGoodsList', { page, pageSize: 100, sort: 'sales' });
      for (const c of res.body.data.list) cards.set(c.id, c);
      if (page * 100 >= res.body.data.total) break;
    }
    const [selling] = await rows<{ n: number }>(
      `select count(*)::int as n from goods g join stores s on s.id = g.store_id where g.on_sale and s.status in ('normal', 'exception')`,
    );
    expect(cards.size).toBe(selling!.n);
    const infos = new Map<number, GoodsInfo>();
    for (let i = 0; i < recount.length; i += 10) {
      const batch = recount.slice(i, i + 10);
      const answers = await Promise.all(batch.map((r) => t.call('goods/getGoodsInfo', { id: r.id })));
      answers.forEach((a, k) => infos.set(batch[k]!.id, a.body.data));
    }
    for (const r of recount) {
      const info = infos.get(r.id)!;
      expect(info.sold, `sold of product ${r.id}`).toBe(r.sold);
      expect(info.rating.count, `reviews of product ${r.id}`).toBe(r.reviews);
      expect(info.rating.average, `rating of product ${r.id}`).toBe(average(r.scoreSum, r.reviews));
      expect(info.rating.withImages).toBe(r.withImages);
      expect(info.rating.stars.reduce((n, s) => n + s, 0)).toBe(r.reviews);
      const card = cards.get(r.id);
      if (card) {
        expect(card.sold).toBe(r.sold);
        expect(card.rating).toBe(average(r.scoreSum, r.reviews));
      }
    }
    // "Reviews (N)" is the length of the review list.
    const reviewed = recount.filter((r) => r.reviews > 0).slice(0, 5);
    for (const r of reviewed) {
      const list = await t.call('goods/getCommentList', { goodsId: r.id, page: 1, pageSize: 20 });
      expect(list.body.data.total).toBe(r.reviews);
    }
    // Every product of the catalogue is read: more time than one call on a busy machine.
  }, 180_000);

  it('shows every store its recorded sales, rating and followers, and ranks the home by them', async () => {
    const recount = await rows<Recount>(SOLD_FROM_ORDERS);
    const storeRows = await rows<{ id: number; status: string; followers: number }>(
      `select s.id, s.status, (select count(*) from store_follows f where f.store_id = s.id)::int as followers from stores s order by s.id`,
    );
    for (const s of storeRows) {
      const own = recount.filter((r) => r.storeId === s.id);
      const sales = own.reduce((n, r) => n + r.sold, 0);
      const rating = average(
        own.reduce((n, r) => n + r.scoreSum, 0),
        own.reduce((n, r) => n + r.reviews, 0),
      );
      const page = await t.call('store/getStoreInfo', { id: s.id });
      if (s.status === 'disabled') continue;
      expect(page.body.data.store, `store ${s.id}`).toMatchObject({ sales, rating, followers: s.followers });
      if (s.status === 'normal') expect(sales).toBeGreaterThan(0);
      // "Best sellers" lists what sold most.
      const best = page.body.data.sections.find((x) => x.id === 'best-sellers');
      if (best) {
        const sold = best.goods.map((g) => g.sold);
        expect(sold).toEqual([...sold].sort((a, b) => b - a));
        expect(sold[0]).toBe(Math.max(...own.map((r) => r.sold)));
      }
    }
    // The home's store sections come in the order of the stores' recorded sales.
    const home = (await t.call('mall/getHome', {})).body.data;
    const salesOf = (id: number) => recount.filter((r) => r.storeId === id).reduce((n, r) => n + r.sold, 0);
    const order = [...new Set(home.sections.map((x) => x.storeId))];
    expect(order.length).toBeGreaterThan(1);
    expect(order.map(salesOf)).toEqual(order.map(salesOf).sort((a, b) => b - a));
    // Suggested products are the best sellers.
    expect(home.suggested.map((g) => g.sold)).toEqual(
      [...recount]
        .sort((a, b) => b.sold - a.sold || b.id - a.id)
        .slice(0, home.suggested.length)
        .map((r) => r.sold),
    );
  });

  it('moved every cent through the ledger: the books balance', async () => {
    // Each shopper's balance is their opening deposit less what they paid for orders still held or
    // paid (the total less discounts: a won lottery voucher, a goods prize paid by the platform), plus the cashback of the group deals they completed (seed-deals.ts) and the wallet credits they
    // won in the lottery (seed-lottery.ts).
    const [wallet] = await rows<{ mismatched: number }>(`
      select count(*)::int as mismatched from users u
      join ledger_accounts a on a.code = 'user:' || u.id || ':available'
      where u.email like 'shopper%@demo.local' and a.credits_posted - a.debits_posted - a.debits_pending <>
        (select amount from ledger_transfers where transfer_id = 'demo:opening:' || u.id)
        - coalesce((select sum(o.total - o.discount_total) from orders o where o.user_id = u.id
            and o.status in ('to_purchase', 'pending', 'shipped', 'completed', 'refunding')), 0)
        + coalesce((select sum(c.amount) from ledger_transfers c where c.credit_account_id = a.id
            and c.kind in ('cashback', 'lottery_prize')), 0)`);
    expect(wallet!.mismatched).toBe(0);
    await t.verifyBooks();
  });

  it('runs once: a second start adds nothing', async () => {
    const tally = async () =>
      rows(`select (select count(*) from orders) o, (select count(*) from comments) c, (select count(*) from users) u,
        (select count(*) from ledger_transfers) t, (select count(*) from chat_messages) m`);
    const before = await tally();
    expect(await seedHistory(t.db, t.config, t.config.dataDir)).toBeNull();
    expect(await tally()).toEqual(before);
  });
});
