import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { goods, goodsSkus, stores } from '#server/db/schema/index.js';
import { percentOff } from '#server/modules/drama/drama.rules.js';
import { MALL_BANNERS, STORES } from './seed-catalog.js';
import { DEMO_VIDEO_BANNERS } from './seed-video-banners.js';

/**
 * Every seeded banner and activity text (drama app and marketplace; drawn into the pictures) that
 * states a figure states what the configuration produces: a percent off is a VIP plan's sale in
 * force or the catalogue's best markdown, a "from" price the lowest price, "ships free" a product
 * that does. A figure nothing configures (a first-order coupon, a number of free episodes the
 * console can change per drama) is refused.
 */

interface Text {
  where: string;
  text: string;
  /** What the text promotes: the VIP plans, a store's goods, or the whole marketplace. */
  scope: { kind: 'vip' } | { kind: 'drama' } | { kind: 'store'; name: string } | { kind: 'mall' };
}

/** What the configuration produces, read from the database the seed wrote. */
export interface Facts {
  /** Whole percents off of the VIP sales in force. */
  vipPercents: number[];
  /** Per scope ('mall' or a store name): the best markdown in whole percent, the lowest price, any free shipping. */
  goods: Map<string, { bestPercent: number; lowest: number; shipsFree: boolean }>;
}

const PERCENT = /(\d+(?:[.,]\d+)?)\s?%|%\s?(\d+)/g;
const AMOUNT = /(?:US)?\$\s?(\d+(?:\.\d{1,2})?)/g;

/** The claims a text makes that the facts do not back; empty when it is true or states no figure. */
export function unbackedClaims({ text, scope }: Text, facts: Facts): string[] {
  const wrong: string[] = [];
  const lower = text.toLowerCase();
  const goodsFacts = scope.kind === 'store' ? facts.goods.get(scope.name) : facts.goods.get('mall');
  for (const m of text.matchAll(PERCENT)) {
    const n = Number((m[1] ?? m[2])!.replace(',', '.'));
    const backed =
      scope.kind === 'vip'
        ? facts.vipPercents.includes(n)
        : (scope.kind === 'store' || scope.kind === 'mall') &&
          /up to/.test(lower) &&
          goodsFacts?.bestPercent === n;
    if (!backed) wrong.push(`${n}%`);
  }
  for (const m of text.matchAll(AMOUNT)) {
    const minor = Math.round(Number(m[1]) * 100);
    const backed = /\bfrom\b/.test(lower) && goodsFacts?.lowest === minor;
    if (!backed) wrong.push(m[0]);
  }
  // "Episodes 1–3 free", "the first 3 episodes are free": the console sets free episodes per drama.
  if (/\bfree\b/.test(lower) && /\d|\b(one|two|three|four|five)\b/.test(lower) && scope.kind === 'drama')
    wrong.push('a number of free episodes');
  if (/ships? free|free shipping/.test(lower) && !goodsFacts?.shipsFree) wrong.push('free shipping');
  if (/\b(thousands|millions|hundreds)\b/.test(lower)) wrong.push('a count');
  return wrong;
}

function seededTexts(): Text[] {
  const texts: Text[] = [];
  DEMO_VIDEO_BANNERS.forEach((b, i) => {
    const scope = b.link === '/vip/activate' ? ({ kind: 'vip' } as const) : ({ kind: 'drama' } as const);
    for (const text of [b.title, b.subtitle, b.cta])
      texts.push({ where: `${b.place} banner ${i + 1}`, text, scope });
  });
  MALL_BANNERS.forEach((b, i) => {
    for (const text of [b.title, b.subtitle, b.cta])
      texts.push({ where: `mall banner ${i + 1}`, text, scope: { kind: 'mall' } });
  });
  for (const store of STORES) {
    store.banners.forEach(([headline, sub, cta], i) => {
      for (const text of [headline, sub, cta])
        texts.push({
          where: `${store.name} banner ${i + 1}`,
          text,
          scope: { kind: 'store', name: store.name },
        });
    });
  }
  return texts;
}

const t = await createTestApp();

async function readFacts(): Promise<Facts> {
  const { plans } = (await t.call('user_wallet/getVipCfg', {})).body.data;
  const vipPercents = plans.filter((p) => p.saleEndsAt).map((p) => percentOff(p.listPrice, p.price));
  const rows = await t.db
    .select({
      store: stores.name,
      price: goodsSkus.price,
      originalPrice: goodsSkus.originalPrice,
      shippingFee: goods.shippingFee,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(eq(goods.onSale, true), eq(stores.status, 'normal'), gt(goodsSkus.price, 0)));
  const byScope = new Map<string, { bestPercent: number; lowest: number; shipsFree: boolean }>();
  for (const r of rows) {
    for (const key of ['mall', r.store]) {
      const f = byScope.get(key) ?? { bestPercent: 0, lowest: Number.MAX_SAFE_INTEGER, shipsFree: false };
      if (r.originalPrice > r.price)
        f.bestPercent = Math.max(f.bestPercent, percentOff(r.originalPrice, r.price));
      f.lowest = Math.min(f.lowest, r.price);
      f.shipsFree ||= r.shippingFee === 0;
      byScope.set(key, f);
    }
  }
  return { vipPercents, goods: byScope };
}

describe('seeded banner and activity texts', () => {
  it('state only figures the configuration produces', async () => {
    const facts = await readFacts();
    expect(facts.goods.get('mall')).toBeDefined();
    const wrong = seededTexts()
      .map((x) => ({ where: x.where, text: x.text, claims: unbackedClaims(x, facts) }))
      .filter((x) => x.claims.length > 0);
    expect(wrong).toEqual([]);
  });

  it('would refuse the texts they replaced', async () => {
    const facts = await readFacts();
    // Without a sale (the configuration before), "30% off quarterly plans" is untrue; with the
    // seeded sale it is 30, and a 40 % claim is refused.
    const noSale = { ...facts, vipPercents: [] };
    const vip = { kind: 'vip' } as const;
    expect(
      unbackedClaims({ where: '', text: 'VIP week: 30% off quarterly plans', scope: vip }, noSale),
    ).toEqual(['30%']);
    expect(unbackedClaims({ where: '', text: 'VIP Week: 40% Off', scope: vip }, facts)).toEqual(['40%']);
    const mall = { kind: 'mall' } as const;
    expect(unbackedClaims({ where: '', text: '$5 off your first order', scope: mall }, facts)).toEqual([
      '$5',
    ]);
    expect(
      unbackedClaims({ where: '', text: 'Thousands of products ship free', scope: mall }, facts),
    ).toEqual(['a count']);
    const drama = { kind: 'drama' } as const;
    expect(
      unbackedClaims({ where: '', text: 'Episodes 1–3 of every drama are free', scope: drama }, facts),
    ).toEqual(['a number of free episodes']);
    const glow = { kind: 'store', name: 'Glow Beauty Lab' } as const;
    const best = facts.goods.get('Glow Beauty Lab')!.bestPercent;
    expect(
      unbackedClaims({ where: '', text: `Serums and creams up to ${best + 5}% off`, scope: glow }, facts),
    ).toEqual([`${best + 5}%`]);
  });
});
