import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { eq } from 'drizzle-orm';
import { auditLog, pointsPurchases, promotions, stores } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();
const mall = mallKit(t);
const staff = contentKit(t);
const DAY = 86_400_000;

/** A store whose owner has `funds` whole dollars and a trade password, with one product per price. */
async function shop(funds = 100, prices: number[] = [1_000]) {
  const owner = await mall.wallet.user({ funds });
  const [row] = await t.db
    .insert(stores)
    .values({ ownerId: owner.user.id, name: `Promo ${owner.user.id}`, logo: '/media/store/logo.webp' })
    .returning();
  const products = [];
  for (const price of prices)
    products.push(
      await mall.product(row!.id, {
        skus: [
          { price, stock: 50 },
          { price: price + 200, stock: 5 },
        ],
      }),
    );
  return { ...row!, owner, token: owner.token, products };
}

function buy(token: string, points: number, extra: Record<string, unknown> = {}, key = randomUUID()) {
  return t.call('store/buyPoints', { points, ...extra }, { token, headers: { 'idempotency-key': key } });
}

function add(token: string, body: Record<string, unknown>, key = randomUUID()) {
  return t.call(
    'store/addPromotion',
    { discountPercent: 20, effect: 'immediate', duration: 'week', ...body },
    { token, headers: { 'idempotency-key': key } },
  );
}

function renew(token: string, body: Record<string, unknown>, key = randomUUID()) {
  return t.call('store/renewPromotions', body, { token, headers: { 'idempotency-key': key } });
}

/** Runs `fn` as if it were `at` (the flows and reads take the time from the clock). */
const at = <T>(when: Date, fn: () => Promise<T>) => clock.run(() => when, fn);

describe('store points (decision 41)', () => {
  it('buys points from the owner’s wallet at the rate, both sides recorded, books balanced', async () => {
    const s = await shop(100);
    const before = await t.call('store/getPoints', {}, { token: s.token });
    expect(before.body.data).toMatchObject({
      balance: 0,
      pointsPerUnit: 100,
      step: 1,
      costPerProductDay: 20,
      maxDiscountPercent: 50,
      walletBalance: 10_000,
      hasTradePassword: true,
    });
    const res = await buy(s.token, 1_500);
    expect(res.status).toBe(200);
    // 1,500 points at 100 per 1.00 cost 15.00.
    expect(res.body.data).toMatchObject({ points: 1_500, amount: 1_500, balance: 1_500 });
    const after = await t.call('store/getPoints', {}, { token: s.token });
    expect(after.body.data).toMatchObject({ balance: 1_500, walletBalance: 8_500 });

    const records = await t.call('store/getPointsRecordList', {}, { token: s.token });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ points: 1_500, line: { kind: 'pointsPurchase', points: 1_500 } }),
    ]);
    const wallet = await t.client.call('user_wallet/getWalletLogList', {}, { token: s.token });
    expect(wallet.list[0]).toMatchObject({ line: { kind: 'pointsPurchase', points: 1_500 } });
    await t.verifyBooks();
  });

  it('refuses bad amounts, a step the rate does not allow, and short money, writing nothing', async () => {
    const s = await shop(10);
    for (const points of [0, -5, 1.5, 20_000_000]) {
      const res = await buy(s.token, points, {}, randomUUID());
      expect(res.status).toBe(400);
      expect(res.body.fields?.[0]?.field).toBe('points');
    }
    const short = await buy(s.token, 1_100);
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('INSUFFICIENT_BALANCE');
    expect(await t.db.select().from(pointsPurchases).where(eq(pointsPurchases.storeId, s.id))).toEqual([]);

    const admin = await staff.tokenOf('admin');
    const saved = await t.call(
      'admin/savePromotionSettings',
      { pointsPerUnit: 300, costPerProductDay: 20, maxDiscountPercent: 50, reason: 'Step test' },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    try {
      const step = await buy(s.token, 100, {}, randomUUID());
      expect(step.status).toBe(400);
      expect(step.body.fields?.[0]).toMatchObject({ field: 'points', rule: 'step' });
      expect(step.body.fields?.[0]?.message).toContain('3');
      // 300 points at 300 per 1.00 cost exactly 1.00.
      expect((await buy(s.token, 300)).body.data).toMatchObject({ amount: 100, points: 300 });
    } finally {
      await t.call(
        'admin/savePromotionSettings',
        { pointsPerUnit: 100, costPerProductDay: 20, maxDiscountPercent: 50, reason: 'Back' },
        { token: admin },
      );
    }
    await t.verifyBooks();
  });

  it('asks for the trade password over the configured amount', async () => {
    const s = await shop(1_000);
    const over = t.config.PAY_TRADE_PASSWORD_OVER_MINOR + 100;
    const missing = await buy(s.token, over);
    expect(missing.body.error).toBe('TRADE_PASSWORD_REQUIRED');
    const wrong = await buy(s.token, over, { tradePassword: '000000' });
    expect(wrong.body.error).toBe('TRADE_PASSWORD_WRONG');
    const ok = await buy(s.token, over, { tradePassword: TEST_TRADE_PASSWORD });
    expect(ok.status).toBe(200);
    await t.verifyBooks();
  });

  it('two presses with one key buy once', async () => {
    const s = await shop(100);
    const key = randomUUID();
    const answers = await Promise.all([buy(s.token, 700, {}, key), buy(s.token, 700, {}, key)]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) if (a.status !== 200) expect(a.body.error).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await t.db.select().from(pointsPurchases).where(eq(pointsPurchases.storeId, s.id))).toHaveLength(
      1,
    );
    expect((await t.call('store/getPoints', {}, { token: s.token })).body.data.balance).toBe(700);
    await t.verifyBooks();
  });

  it('a disabled store reads its points but buys none; buyers without a store are refused', async () => {
    const s = await shop(100);
    await buy(s.token, 100);
    await t.db.update(stores).set({ status: 'disabled' }).where(eq(stores.id, s.id));
    expect((await t.call('store/getPoints', {}, { token: s.token })).body.data.balance).toBe(100);
    expect((await buy(s.token, 100)).body.error).toBe('STORE_DISABLED');
    expect((await add(s.token, { goodsIds: [s.products[0]!.id] })).body.error).toBe('STORE_DISABLED');
    const buyer = await t.kit.buyer();
    expect((await buy(buyer.token, 100)).status).toBe(403);
    expect((await buy('', 100)).status).toBe(401);
  });
});

describe('the promotion center', () => {
  it('promotes products at once: points spent, the discounted price everywhere a buyer looks and pays', async () => {
    const s = await shop(100, [1_000, 2_345]);
    await buy(s.token, 1_000);
    const [a, b] = s.products;
    const terms = await t.call('store/getPromotionTerms', {}, { token: s.token });
    expect(terms.body.data).toMatchObject({
      balance: 1_000,
      costPerProductDay: 20,
      maxDiscountPercent: 50,
      priceRaiseDays: 7,
      durations: [
        { duration: 'day', days: 1 },
        { duration: 'week', days: 7 },
        { duration: 'month', days: 30 },
      ],
    });
    const res = await add(s.token, { goodsIds: [a!.id, b!.id], discountPercent: 15, duration: 'week' });
    expect(res.status).toBe(200);
    // 2 products × 7 days × 20 points.
    expect(res.body.data).toMatchObject({ points: 280, balance: 720 });

    const list = await t.call('store/getPromotionList', { tab: 'promoting' }, { token: s.token });
    expect(list.body.data.counts).toEqual({ promoting: 2, scheduled: 0, ended: 0 });
    const item = list.body.data.list.find((p) => p.goodsId === b!.id)!;
    // round(2345 × 85 / 100) = round(1993.25) = 1993.
    expect(item).toMatchObject({ discountPercent: 15, price: 2_345, promotedPrice: 1_993, pointsSpent: 140 });
    expect(new Date(item.endsAt).getTime() - new Date(item.startsAt).getTime()).toBe(7 * DAY);

    const info = await t.call('goods/getGoodsInfo', { id: b!.id });
    expect(info.body.data).toMatchObject({
      price: 1_993,
      originalPrice: 2_345,
      promotion: { discountPercent: 15 },
    });
    expect(info.body.data.skus.map((k) => [k.price, k.originalPrice])).toEqual([
      [1_993, 2_345],
      [2_163, 2_545],
    ]);
    const cards = await t.call('goods/getGoodsList', { storeId: s.id });
    expect(cards.body.data.list.find((c) => c.id === a!.id)).toMatchObject({
      price: 850,
      originalPrice: 1_000,
      promotion: { discountPercent: 15 },
    });

    const buyer = await mall.buyer(100);
    await t.client.call('cart/add', { skuId: b!.skus[0]!.id, quantity: 2 }, { token: buyer.token });
    const cart = await mall.cart(buyer.token);
    expect(cart.groups[0]!.lines[0]).toMatchObject({ price: 1_993, originalPrice: 2_345 });
    expect(cart.selectedTotal).toBe(3_986);
    const preview = await t.call(
      'order/preview',
      { items: [{ skuId: b!.skus[0]!.id, quantity: 2 }], addressId: buyer.addressId },
      { token: buyer.token },
    );
    expect(preview.body.data).toMatchObject({ itemTotal: 3_986 });
    const order = await mall.buy(buyer, b!.skus[0]!.id, 2);
    expect(order).toMatchObject({ itemTotal: 3_986 });
    const detail = await mall.order(buyer.token, order.id);
    expect(detail.body.data.lines[0]).toMatchObject({ price: 1_993, quantity: 2 });

    const records = await t.call('store/getPointsRecordList', {}, { token: s.token });
    expect(records.body.data.list.slice(0, 2).map((r) => r.points)).toEqual([-140, -140]);
    expect(records.body.data.list[0]!.line).toMatchObject({ kind: 'promotionAdded', days: 7 });
    await t.verifyBooks();
  });

  it('applies the discount exactly inside its window: full price a minute before, discounted from the start, full again at the end', async () => {
    const s = await shop(100, [1_000]);
    await buy(s.token, 100);
    const g = s.products[0]!;
    const start = new Date(Date.now() + 2 * DAY);
    start.setUTCSeconds(0, 0);
    const res = await add(s.token, {
      goodsIds: [g.id],
      effect: 'scheduled',
      startAt: start.toISOString(),
      duration: 'day',
      discountPercent: 30,
    });
    expect(res.status).toBe(200);
    const list = await t.call('store/getPromotionList', { tab: 'scheduled' }, { token: s.token });
    expect(list.body.data.counts).toEqual({ promoting: 0, scheduled: 1, ended: 0 });
    const end = new Date(start.getTime() + DAY);
    expect(list.body.data.list[0]).toMatchObject({
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });

    const buyer = await mall.buyer(100);
    const priceAt = async (when: Date) => {
      const info = await at(when, () => t.call('goods/getGoodsInfo', { id: g.id }));
      const preview = await at(when, () =>
        t.call(
          'order/preview',
          { items: [{ skuId: g.skus[0]!.id, quantity: 1 }], addressId: buyer.addressId },
          { token: buyer.token },
        ),
      );
      return [info.body.data.price, preview.body.data.itemTotal];
    };
    expect(await priceAt(new Date(start.getTime() - 60_000))).toEqual([1_000, 1_000]);
    expect(await priceAt(start)).toEqual([700, 700]);
    expect(await priceAt(new Date(end.getTime() - 1))).toEqual([700, 700]);
    expect(await priceAt(end)).toEqual([1_000, 1_000]);
    const ended = await at(end, () => t.call('store/getPromotionList', { tab: 'ended' }, { token: s.token }));
    expect(ended.body.data.counts).toEqual({ promoting: 0, scheduled: 0, ended: 1 });
  });

  it('refuses each bad field with a 400 naming it, and spends nothing', async () => {
    const s = await shop(100, [1_000]);
    await buy(s.token, 1_000);
    const g = s.products[0]!;
    const bad: [Record<string, unknown>, string][] = [
      [{ goodsIds: [] }, 'goodsIds'],
      [{ goodsIds: [g.id], discountPercent: 0 }, 'discountPercent'],
      [{ goodsIds: [g.id], discountPercent: 51 }, 'discountPercent'],
      [{ goodsIds: [g.id], duration: 'year' }, 'duration'],
      [{ goodsIds: [g.id], effect: 'later' }, 'effect'],
      [{ goodsIds: [g.id], effect: 'scheduled' }, 'startAt'],
      [
        { goodsIds: [g.id], effect: 'scheduled', startAt: new Date(Date.now() - 60_000).toISOString() },
        'startAt',
      ],
      [
        { goodsIds: [g.id], effect: 'scheduled', startAt: new Date(Date.now() + 91 * DAY).toISOString() },
        'startAt',
      ],
      [{ goodsIds: [g.id], effect: 'scheduled', startAt: 'tomorrow' }, 'startAt'],
    ];
    for (const [body, field] of bad) {
      const res = await add(s.token, body, randomUUID());
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    const maxed = await add(s.token, { goodsIds: [g.id], discountPercent: 51 }, randomUUID());
    expect(maxed.body.fields?.[0]?.message).toContain('50');
    // Another store's product, an off-sale product.
    const other = await shop(0, [500]);
    const theirs = await add(s.token, { goodsIds: [g.id, other.products[0]!.id] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.fields?.[0]?.field).toBe('goodsIds.1');
    const off = await mall.product(s.id, { onSale: false });
    expect((await add(s.token, { goodsIds: [off.id] })).status).toBe(404);
    expect(await t.db.select().from(promotions).where(eq(promotions.storeId, s.id))).toEqual([]);
    expect((await t.call('store/getPoints', {}, { token: s.token })).body.data.balance).toBe(1_000);
  });

  it('refuses a second promotion on a product while one runs or waits, and one the points cannot pay', async () => {
    const s = await shop(100, [1_000, 1_000]);
    await buy(s.token, 200);
    const [a, b] = s.products;
    expect((await add(s.token, { goodsIds: [a!.id], duration: 'day' })).status).toBe(200);
    const again = await add(s.token, { goodsIds: [b!.id, a!.id], duration: 'day' }, randomUUID());
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('PROMOTION_OVERLAP');
    expect(again.body.message).toContain(a!.title);
    // 180 points left; a week costs 140, a month 600.
    const short = await add(s.token, { goodsIds: [b!.id], duration: 'month' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('POINTS_INSUFFICIENT');
    expect(short.body.message).toContain('600');
    expect((await t.call('store/getPromotionList', {}, { token: s.token })).body.data.counts.promoting).toBe(
      1,
    );
    await t.verifyBooks();
  });

  it('two additions at once with points for one: one promotes, the other is refused', async () => {
    const s = await shop(100, [1_000, 1_000]);
    await buy(s.token, 140);
    const [a, b] = s.products;
    const answers = await Promise.all([
      add(s.token, { goodsIds: [a!.id], duration: 'week' }),
      add(s.token, { goodsIds: [b!.id], duration: 'week' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)!.body.error).toBe('POINTS_INSUFFICIENT');
    expect((await t.call('store/getPoints', {}, { token: s.token })).body.data.balance).toBe(0);
    await t.verifyBooks();
  });

  it('the 7-day rule: a product whose price was raised is refused by name; a raise is refused while promoted', async () => {
    const s = await shop(100, [1_000, 1_000]);
    await buy(s.token, 1_000);
    const [a, b] = s.products;
    const save = async (id: number, price: number) => {
      const info = (await t.call('store/getGoodsInfo', { id }, { token: s.token })).body.data;
      return t.call(
        'store/saveGoods',
        {
          id,
          categoryId: info.categoryId,
          title: info.title,
          images: info.images,
          description: info.description,
          shippingFee: info.shippingFee,
          maxPerCustomer: info.maxPerCustomer,
          onSale: true,
          skus: info.skus.map((k, i) => ({
            id: k.id,
            name: k.name,
            price: i === 0 ? price : k.price,
            originalPrice: 0,
            stock: k.stock,
          })),
        },
        { token: s.token, lang: 'de' },
      );
    };
    // A lower price is no raise.
    expect((await save(a!.id, 900)).status).toBe(200);
    expect((await add(s.token, { goodsIds: [a!.id] })).status).toBe(200);
    // A raise is refused while the product is promoted; a cut passes.
    const locked = await save(a!.id, 1_500);
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('PRICE_LOCKED_BY_PROMOTION');
    expect(locked.body.message).toContain(a!.title);
    expect((await save(a!.id, 800)).status).toBe(200);

    expect((await save(b!.id, 1_400)).status).toBe(200);
    const refused = await t.call(
      'store/addPromotion',
      { goodsIds: [b!.id], discountPercent: 20, effect: 'immediate', duration: 'day' },
      { token: s.token, lang: 'de', headers: { 'idempotency-key': randomUUID() } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('PROMOTION_PRICE_RAISED');
    expect(refused.body.message).toContain(b!.title);
    expect(refused.body.message).toContain('7 Tagen');
    // Seven days and a minute later the product may be promoted.
    const later = new Date(Date.now() + 7 * DAY + 60_000);
    expect((await at(later, () => add(s.token, { goodsIds: [b!.id] }))).status).toBe(200);
    await t.verifyBooks();
  });

  it('the 7-day rule counts a raise staff made in the console too, and staff cannot raise a promoted price', async () => {
    const s = await shop(100, [1_000, 1_000]);
    await buy(s.token, 1_000);
    const [a, b] = s.products;
    const admin = await staff.tokenOf('admin');
    const staffSave = async (id: number, price: number) => {
      const info = (await t.call('store/getGoodsInfo', { id }, { token: s.token })).body.data;
      return t.call(
        'admin/saveGoods',
        {
          id,
          storeId: s.id,
          categoryId: info.categoryId,
          title: info.title,
          images: info.images,
          description: info.description,
          shippingFee: info.shippingFee,
          maxPerCustomer: info.maxPerCustomer,
          onSale: true,
          skus: info.skus.map((k, i) => ({
            id: k.id,
            name: k.name,
            price: i === 0 ? price : k.price,
            originalPrice: 0,
            stock: k.stock,
            wholesaleCost: 0,
          })),
        },
        { token: admin },
      );
    };
    // Raised by staff: the seller's promotion of it is refused for 7 days.
    expect((await staffSave(a!.id, 1_300)).status).toBe(200);
    const refused = await add(s.token, { goodsIds: [a!.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('PROMOTION_PRICE_RAISED');
    // Promoted: staff may cut the price, not raise it.
    expect((await add(s.token, { goodsIds: [b!.id] })).status).toBe(200);
    const locked = await staffSave(b!.id, 1_500);
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('PRICE_LOCKED_BY_PROMOTION');
    expect((await staffSave(b!.id, 900)).status).toBe(200);
    await t.verifyBooks();
  });

  it('renews in a batch: running ones run longer from their end, ended ones again from now', async () => {
    const s = await shop(100, [1_000, 1_000]);
    await buy(s.token, 1_000);
    const [a, b] = s.products;
    const first = await add(s.token, { goodsIds: [a!.id], duration: 'day' });
    const second = await add(s.token, { goodsIds: [b!.id], duration: 'day' });
    const [idA] = first.body.data.ids;
    const [idB] = second.body.data.ids;
    const [rowA] = await t.db.select().from(promotions).where(eq(promotions.id, idA!));
    // Two days on, A is renewed first (ended → runs a week from then), then both together.
    const later = new Date(rowA!.endsAt.getTime() + DAY);
    const once = await at(later, () => renew(s.token, { ids: [idA], duration: 'week' }));
    expect(once.status).toBe(200);
    expect(once.body.data).toMatchObject({ count: 1, points: 140 });
    const both = await at(later, () => renew(s.token, { ids: [idA, idB], duration: 'day' }));
    expect(both.body.data).toMatchObject({ count: 2, points: 40 });
    const rows = await t.db.select().from(promotions).where(eq(promotions.storeId, s.id));
    const ra = rows.find((r) => r.id === idA)!;
    const rb = rows.find((r) => r.id === idB)!;
    expect(ra.startsAt.getTime()).toBe(later.getTime());
    expect(ra.endsAt.getTime()).toBe(later.getTime() + 8 * DAY);
    expect(ra).toMatchObject({ renewals: 2, pointsSpent: 20 + 140 + 20 });
    expect(rb.endsAt.getTime()).toBe(later.getTime() + DAY);
    const records = await t.call('store/getPointsRecordList', {}, { token: s.token });
    expect(records.body.data.list[0]!.line).toMatchObject({ kind: 'promotionRenewed', days: 1 });
    expect((await t.call('store/getPoints', {}, { token: s.token })).body.data.balance).toBe(
      1_000 - 40 - 140 - 40,
    );

    // Another store's promotion, nothing chosen, too little.
    const other = await shop(0);
    expect((await renew(other.token, { ids: [idA], duration: 'day' })).body.error).toBe(
      'PROMOTION_NOT_FOUND',
    );
    expect((await renew(s.token, { ids: [], duration: 'day' })).body.fields?.[0]?.field).toBe('ids');
    expect((await renew(s.token, { ids: [idA], duration: 'year' })).body.fields?.[0]?.field).toBe('duration');
    const short = await renew(s.token, { ids: [idA, idB], duration: 'month' });
    expect(short.body.error).toBe('POINTS_INSUFFICIENT');
    await t.verifyBooks();
  });
});

describe('the console’s promotion rules', () => {
  it('admin reads and saves them with a reason (audited); other roles and users are refused', async () => {
    const admin = await staff.tokenOf('admin');
    const read = await t.call('admin/getPromotionSettings', {}, { token: admin });
    expect(read.body.data).toEqual({ pointsPerUnit: 100, costPerProductDay: 20, maxDiscountPercent: 50 });
    const noReason = await t.call(
      'admin/savePromotionSettings',
      { pointsPerUnit: 100, costPerProductDay: 25, maxDiscountPercent: 60 },
      { token: admin },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.[0]?.field).toBe('reason');
    for (const [field, value] of [
      ['pointsPerUnit', 0],
      ['costPerProductDay', -1],
      ['maxDiscountPercent', 91],
    ] as const) {
      const res = await t.call(
        'admin/savePromotionSettings',
        { pointsPerUnit: 100, costPerProductDay: 25, maxDiscountPercent: 60, [field]: value, reason: 'x' },
        { token: admin },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields?.[0]?.field).toBe(field);
    }
    for (const role of ['reviewer', 'finance', 'support', 'content'] as const) {
      const token = await staff.tokenOf(role);
      expect((await t.call('admin/getPromotionSettings', {}, { token })).status).toBe(403);
      expect(
        (
          await t.call(
            'admin/savePromotionSettings',
            { pointsPerUnit: 1, costPerProductDay: 1, maxDiscountPercent: 1, reason: 'x' },
            { token },
          )
        ).status,
      ).toBe(403);
    }
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/getPromotionSettings', {}, { token: buyer.token })).status).toBe(401);

    const saved = await t.call(
      'admin/savePromotionSettings',
      { pointsPerUnit: 100, costPerProductDay: 25, maxDiscountPercent: 60, reason: 'Spring campaign' },
      { token: admin },
    );
    expect(saved.body.data).toEqual({ pointsPerUnit: 100, costPerProductDay: 25, maxDiscountPercent: 60 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'promotion_settings.changed'));
    expect(entries.at(-1)).toMatchObject({ reason: 'Spring campaign', targetId: 'promotion' });
    // The rules apply where they are shown.
    const s = await shop(100, [1_000]);
    await buy(s.token, 1_000);
    expect((await t.call('store/getPromotionTerms', {}, { token: s.token })).body.data).toMatchObject({
      costPerProductDay: 25,
      maxDiscountPercent: 60,
    });
    const res = await add(s.token, { goodsIds: [s.products[0]!.id], discountPercent: 60, duration: 'day' });
    expect(res.body.data).toMatchObject({ points: 25 });
    await t.call(
      'admin/savePromotionSettings',
      { pointsPerUnit: 100, costPerProductDay: 20, maxDiscountPercent: 50, reason: 'Back' },
      { token: admin },
    );
  });
});

describe('the demo data', () => {
  it('stores 1–3 bought points through the flow and have promotions running, scheduled and ended', async () => {
    const states = new Set<string>();
    for (const n of [1, 2, 3]) {
      const { token } = await t.client.call('user/signin', {
        email: `store${n}@demo.local`,
        password: 'Demo12345',
      });
      const records = await t.call('store/getPointsRecordList', {}, { token });
      expect(records.body.data.list.some((r) => r.line.kind === 'pointsPurchase')).toBe(true);
      const list = await t.call('store/getPromotionList', {}, { token });
      for (const [tab, count] of Object.entries(list.body.data.counts)) if (count > 0) states.add(tab);
    }
    expect([...states].sort()).toEqual(['ended', 'promoting', 'scheduled']);
    // A running one is what buyers see on the product.
    const promoted = (
      await t.call('goods/getGoodsList', { storeId: 1, pageSize: 100 })
    ).body.data.list.filter((c) => c.promotion);
    expect(promoted.length).toBeGreaterThan(0);
    expect(promoted[0]!.originalPrice).toBeGreaterThan(promoted[0]!.price);
    await t.verifyBooks();
  });
});

describe('the ledger keeps points apart from money', () => {
  it('refuses a transfer between a points and a wallet account, and verifies each asset', async () => {
    const { ledger, accountCodes } = await import('#server/modules/ledger/index.js');
    const s = await shop(10);
    await expect(
      t.db.transaction(async (tx) =>
        ledger.transfer(tx, {
          transferId: `test:${randomUUID()}`,
          debitAccountId: ledger.ref.user(s.owner.user.id),
          creditAccountId: await ledger.storePointsAccount(tx, s.id),
          amount: 100,
          kind: 'test',
        }),
      ),
    ).rejects.toThrow(/wallet and points/);
    const result = await t.verifyBooks();
    expect(result.ok).toBe(true);
    expect(accountCodes.storePoints(s.id)).toBe(`store:${s.id}:points`);
  });
});
