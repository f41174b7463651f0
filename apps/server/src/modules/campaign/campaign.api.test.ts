import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { instantToZoned, type ApiBody } from '@app/contract';
import { campaigns, groupDeals, stores, videos } from '#server/db/schema/index.js';
import { closeDueDeals, taskRepository } from '#server/modules/task/index.js';
import { createVoucher } from '#server/modules/voucher/index.js';
import { createTestApp } from '#test/helper.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';

const t = await createTestApp();
const kit = contentKit(t);

const DAY = 86_400_000;
const utc = (offsetDays: number) => instantToZoned(new Date(Date.now() + offsetDays * DAY), 'UTC');

const onSale = (
  await t.db.execute<{ id: number }>(sql`
    select g.id::int as id from goods g join stores s on s.id = g.store_id
    where g.on_sale and g.review = 'live' and g.deleted_at is null and s.status in ('normal', 'exception')
    order by g.id limit 3`)
).rows;
// The test template has no demo dramas (DEMO_VIDEOS off): two published ones to feature.
const published = await t.db
  .insert(videos)
  .values([{ title: 'Campaign drama one' }, { title: 'Campaign drama two' }])
  .returning({ id: videos.id });
// A store voucher running now, made as a seller's save makes it (its budget from the store's wallet).
const [store] = await t.db
  .select()
  .from(stores)
  .where(eq(stores.status, 'normal'))
  .orderBy(asc(stores.id))
  .limit(1);
const liveVouchers = [
  await t.db.transaction((tx) =>
    createVoucher(tx, store!, {
      amountOff: 200,
      minSpend: 2_000,
      budget: 2_000,
      perBuyer: 1,
      startAt: new Date(Date.now() - DAY),
      endAt: new Date(Date.now() + 20 * DAY),
    }),
  ),
];

function christmas(over: Partial<ApiBody<'admin/saveCampaign'>> = {}): ApiBody<'admin/saveCampaign'> {
  return {
    key: 'christmas',
    start: utc(-2),
    end: utc(10),
    timeZone: 'UTC',
    image: '/media/campaign/test.webp',
    title: 'Christmas Market',
    subtitle: 'Gifts from our stores',
    cta: 'Shop gifts',
    translations: { ja: { title: 'クリスマスマーケット', subtitle: 'ストアのギフト', cta: 'ギフトを見る' } },
    goodsIds: onSale.map((g) => g.id),
    videoIds: published.map((v) => v.id),
    voucherIds: liveVouchers.map((v) => v.id),
    dealIds: [],
    reason: 'Holiday season',
    ...over,
  };
}

const page = async (key: string, lang?: string) =>
  t.call('campaign/getCampaign', { key }, lang ? { lang } : {});

describe('seasonal campaigns: the page lives only in its window', () => {
  it('the demo has Christmas running and Halloween ended, with words in 20 languages', async () => {
    const xmas = await page('christmas');
    expect(xmas.status).toBe(200);
    expect(xmas.body.data).toMatchObject({ key: 'christmas', running: true, state: 'running' });
    expect(xmas.body.data.goods.length).toBeGreaterThan(0);
    // Two of the demo's running group-buy deals, through the same save.
    expect(xmas.body.data.deals.map((d) => d.state)).toEqual(['running', 'running']);
    const halloween = await page('halloween', 'ar');
    expect(halloween.body.data).toMatchObject({
      running: false,
      state: 'ended',
      locale: 'ar',
      fallback: false,
    });
    expect(halloween.body.data.goods).toEqual([]);
    expect(new Date(halloween.body.data.endsAt).getTime()).toBeLessThan(Date.now());
    const token = await kit.tokenOf('content');
    const list = (await t.call('admin/getCampaignList', {}, { token })).body.data.list;
    for (const c of list) expect(Object.keys(c.translations)).toHaveLength(19);
    const banner = (await t.call('campaign/getRunning', {}, { lang: 'de' })).body.data.banner;
    expect(banner).toMatchObject({
      key: 'christmas',
      link: '/campaign/christmas',
      locale: 'de',
      fallback: false,
    });
  });

  it('staff set the window, hero, words and featured items; the page shows them while it runs', async () => {
    const token = await kit.tokenOf('content');
    const saved = await t.call('admin/saveCampaign', christmas(), { token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ key: 'christmas', state: 'running', configured: true });
    expect(liveVouchers.length).toBe(1);
    const read = (await page('christmas')).body.data;
    expect(read).toMatchObject({ running: true, title: 'Christmas Market', cta: 'Shop gifts', locale: 'en' });
    expect(read.goods.map((g) => g.id)).toEqual(onSale.map((g) => g.id));
    expect(read.dramas.map((d) => d.id)).toEqual(published.map((v) => v.id));
    expect(read.vouchers.map((v) => v.id)).toEqual(liveVouchers.map((v) => v.id));
    expect((await page('christmas', 'ja')).body.data).toMatchObject({
      title: 'クリスマスマーケット',
      locale: 'ja',
    });
    // A language staff left out reads in English, marked as such.
    expect((await page('christmas', 'fr')).body.data).toMatchObject({
      title: 'Christmas Market',
      fallback: true,
    });
    const banner = (await t.call('campaign/getRunning', {})).body.data.banner;
    expect(banner).toMatchObject({
      key: 'christmas',
      title: 'Christmas Market',
      link: '/campaign/christmas',
    });
    const entry = await kit.lastAudit('campaign.changed', 'christmas');
    expect(entry?.reason).toBe('Holiday season');
    expect(entry?.actorType).toBe('staff');
  });

  it('outside the window the page answers running: false with its dates and no banner shows', async () => {
    const token = await kit.tokenOf('admin');
    await t.call('admin/saveCampaign', christmas({ start: utc(3), end: utc(9) }), { token });
    const upcoming = (await page('christmas')).body.data;
    expect(upcoming).toMatchObject({
      running: false,
      state: 'upcoming',
      goods: [],
      dramas: [],
      vouchers: [],
    });
    expect((await t.call('campaign/getRunning', {})).body.data.banner).toBeNull();
    await t.call('admin/saveCampaign', christmas({ start: utc(-9), end: utc(-1) }), { token });
    expect((await page('christmas')).body.data).toMatchObject({ running: false, state: 'ended' });
    expect((await t.call('campaign/getRunning', {})).body.data.banner).toBeNull();
    // Back inside: the banner returns.
    await t.call('admin/saveCampaign', christmas(), { token });
    expect((await t.call('campaign/getRunning', {})).body.data.banner?.key).toBe('christmas');
  });

  it('the window is stated in a time zone and read back in it', async () => {
    const token = await kit.tokenOf('content');
    const saved = await t.call(
      'admin/saveCampaign',
      christmas({ start: '2026-12-24T18:00', end: '2027-01-01T00:00', timeZone: 'Asia/Tokyo' }),
      { token },
    );
    expect(saved.body.data).toMatchObject({
      start: '2026-12-24T18:00',
      end: '2027-01-01T00:00',
      startsAt: '2026-12-24T09:00:00.000Z',
      endsAt: '2026-12-31T15:00:00.000Z',
      timeZone: 'Asia/Tokyo',
    });
    const ny = await t.call(
      'admin/saveCampaign',
      christmas({ start: '2026-07-01T00:00', end: '2026-12-01T00:00', timeZone: 'America/New_York' }),
      { token },
    );
    // Summer and winter offsets differ (-4 h, -5 h).
    expect(ny.body.data).toMatchObject({
      startsAt: '2026-07-01T04:00:00.000Z',
      endsAt: '2026-12-01T05:00:00.000Z',
    });
    await t.call('admin/saveCampaign', christmas(), { token });
  });

  it('a translation left out on a change keeps the stored ones', async () => {
    const token = await kit.tokenOf('content');
    const { translations: _t, ...rest } = christmas();
    const saved = await t.call('admin/saveCampaign', { ...rest, title: 'Christmas Market!' }, { token });
    expect(saved.body.data.translations.ja?.title).toBe('クリスマスマーケット');
  });

  it('bad input names the field and writes nothing', async () => {
    const token = await kit.tokenOf('content');
    const audits = await kit.auditCount();
    const [before] = await t.db.select().from(campaigns).where(eq(campaigns.key, 'christmas'));
    const ok = christmas({ title: 'Changed' });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, key: 'easter' }, 'key'],
      [{ ...ok, start: '2026-13-01T00:00' }, 'start'],
      [{ ...ok, start: '24.12.2026' }, 'start'],
      [{ ...ok, end: '2026-02-30T10:00' }, 'end'],
      [{ ...ok, start: utc(5), end: utc(1) }, 'end'],
      [{ ...ok, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...ok, image: '' }, 'image'],
      [{ ...ok, image: 'http://x.test/a.png' }, 'image'],
      [{ ...ok, title: '' }, 'title'],
      [{ ...ok, title: 'x'.repeat(61) }, 'title'],
      [{ ...ok, subtitle: 'x'.repeat(161) }, 'subtitle'],
      [{ ...ok, cta: 'x'.repeat(25) }, 'cta'],
      [{ ...ok, translations: { de: { title: '', subtitle: 'Nur Unterzeile' } } }, 'translations.de.title'],
      [{ ...ok, translations: { xx: { title: 'X' } } }, 'translations.xx'],
      [{ ...ok, goodsIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'goodsIds'],
      [{ ...ok, videoIds: [0] }, 'videoIds.0'],
      [{ ...ok, reason: '' }, 'reason'],
      [{ ...ok, colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/saveCampaign', body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    const message = await t.call(
      'admin/saveCampaign',
      { ...ok, start: utc(5), end: utc(1) },
      { token, lang: 'de' },
    );
    expect(message.body.fields?.[0]?.message).toBe('Die Aktion muss nach ihrem Beginn enden');
    const missing: [Partial<ApiBody<'admin/saveCampaign'>>, string][] = [
      [{ goodsIds: [999_999] }, 'CAMPAIGN_GOODS_NOT_FOUND'],
      [{ videoIds: [999_999] }, 'CAMPAIGN_DRAMA_NOT_FOUND'],
      [{ voucherIds: [999_999] }, 'CAMPAIGN_VOUCHER_NOT_FOUND'],
    ];
    for (const [over, error] of missing) {
      const res = await t.call('admin/saveCampaign', christmas({ ...over, title: 'Changed' }), { token });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(error);
    }
    const [after] = await t.db.select().from(campaigns).where(eq(campaigns.key, 'christmas'));
    expect(after).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);
  });

  it('only admin and content staff read or change campaigns; visitors and buyers never', async () => {
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/getCampaignList', {})).status).toBe(401);
    expect((await t.call('admin/saveCampaign', christmas())).status).toBe(401);
    expect((await t.call('admin/getCampaignList', {}, { token: buyer.token })).status).toBe(401);
    expect((await t.call('admin/saveCampaign', christmas(), { token: buyer.token })).status).toBe(401);
    for (const role of ['finance', 'support', 'reviewer'] as const) {
      const other = await kit.tokenOf(role);
      expect((await t.call('admin/getCampaignList', {}, { token: other })).status).toBe(403);
      expect((await t.call('admin/saveCampaign', christmas(), { token: other })).status).toBe(403);
    }
    expect((await t.call('admin/getCampaignList', {}, { token: await kit.tokenOf('admin') })).status).toBe(
      200,
    );
  });

  it('a page for an unknown key is refused; one never set up answers not found', async () => {
    const bad = await page('easter');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((f) => f.field)).toEqual(['key']);
    await t.db.delete(campaigns).where(eq(campaigns.key, 'halloween'));
    const gone = await page('halloween');
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('CAMPAIGN_NOT_FOUND');
    const token = await kit.tokenOf('content');
    const list = (await t.call('admin/getCampaignList', {}, { token })).body.data.list;
    expect(list.find((c) => c.key === 'halloween')).toMatchObject({ configured: false });
  });
});

describe('group-buy deals on the campaign page', () => {
  const skus = async () => taskRepository.demoSkus(t.db, 3);
  async function newDeal(skuId: number, over: Partial<ApiBody<'admin/createDeal'>> = {}) {
    const res = await t.call(
      'admin/createDeal',
      {
        skuId,
        price: 900,
        targetCount: 5,
        cashback: 50,
        effect: 'immediate',
        deadline: new Date(Date.now() + 3 * DAY).toISOString(),
        reason: 'Campaign deal',
        ...over,
      },
      { token: await kit.tokenOf('admin') },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  it('staff feature open deals; the page shows their cards in order while the campaign runs', async () => {
    const [a, b] = await skus();
    const running = await newDeal(a!.skuId);
    const timed = await newDeal(b!.skuId, {
      effect: 'timed',
      startsAt: new Date(Date.now() + DAY).toISOString(),
    });
    const token = await kit.tokenOf('content');
    const saved = await t.call(
      'admin/saveCampaign',
      christmas({ dealIds: [timed.id, running.id, timed.id] }),
      {
        token,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.dealIds).toEqual([timed.id, running.id]);
    const read = (await page('christmas')).body.data;
    expect(read.deals.map((d) => [d.id, d.state])).toEqual([
      [timed.id, 'upcoming'],
      [running.id, 'running'],
    ]);
    expect(read.deals[1]).toMatchObject({ price: 900, targetCount: 5, joined: 0, mine: null });
    expect(read.deals[1]!.product.title).toBe(a!.title);
    expect((await kit.lastAudit('campaign.changed', 'christmas'))?.detail).toMatchObject({
      dealIds: [timed.id, running.id],
    });
    // Outside the window no deal shows.
    await t.call('admin/saveCampaign', christmas({ start: utc(2), end: utc(5), dealIds: [running.id] }), {
      token,
    });
    expect((await page('christmas')).body.data.deals).toEqual([]);
    await t.call('admin/saveCampaign', christmas({ dealIds: [running.id] }), { token });
  });

  it('a deal that failed or passed its deadline since drops out of the page', async () => {
    const [, , c] = await skus();
    const gone = await newDeal(c!.skuId);
    const staying = await newDeal(c!.skuId);
    const token = await kit.tokenOf('content');
    await t.call('admin/saveCampaign', christmas({ dealIds: [gone.id, staying.id] }), { token });
    expect((await page('christmas')).body.data.deals.map((d) => d.id)).toEqual([gone.id, staying.id]);
    // Its deadline passes; the deadline job then fails it (nobody joined).
    await t.db
      .update(groupDeals)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(groupDeals.id, gone.id));
    expect((await page('christmas')).body.data.deals.map((d) => d.id)).toEqual([staying.id]);
    expect((await closeDueDeals(t.db, new Date())).failed).toContain(gone.id);
    expect((await page('christmas')).body.data.deals.map((d) => d.id)).toEqual([staying.id]);
    // Saving it again is refused, naming the field.
    const res = await t.call('admin/saveCampaign', christmas({ dealIds: [staying.id, gone.id] }), {
      token,
      lang: 'de',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      expect.objectContaining({
        field: 'dealIds.1',
        message: 'Dieser Gruppendeal ist bereits beendet',
      }),
    ]);
  });

  it('an unknown deal is refused naming the field, and nothing is written', async () => {
    const token = await kit.tokenOf('content');
    const audits = await kit.auditCount();
    const [before] = await t.db.select().from(campaigns).where(eq(campaigns.key, 'christmas'));
    const cases: [Record<string, unknown>, string, string][] = [
      [christmas({ dealIds: [999_999], title: 'X' }), 'dealIds.0', 'That group-buy deal does not exist'],
      [{ ...christmas(), dealIds: [0] }, 'dealIds.0', ''],
      [{ ...christmas(), dealIds: 'all' }, 'dealIds', ''],
      [{ ...christmas(), dealIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'dealIds', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('admin/saveCampaign', body, { token });
      expect(res.status).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
      if (message) expect(res.body.fields?.[0]?.message).toBe(message);
    }
    const [after] = await t.db.select().from(campaigns).where(eq(campaigns.key, 'christmas'));
    expect(after).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);
  });
});

describe('the console pickers: admin/searchCampaignItems', () => {
  const search = async (body: Record<string, unknown>, role: 'admin' | 'content' = 'content') =>
    t.call('admin/searchCampaignItems', body, { token: await kit.tokenOf(role) });

  it('finds products on sale by a word of the title, with picture, store and price', async () => {
    const [first] = await t.db
      .execute<{ title: string }>(sql`select title from goods where id = ${onSale[0]!.id}`)
      .then((r) => r.rows);
    const word = first!.title.split(' ')[0]!;
    const res = await search({ kind: 'goods', keyword: word });
    expect(res.status).toBe(200);
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    for (const item of list) {
      expect(item.name.toLowerCase()).toContain(word.toLowerCase());
      expect(item.available).toBe(true);
      expect(item.store).not.toBe('');
    }
  });

  it('names chosen items by id in the order given, saying which a save would refuse', async () => {
    const [hidden] = await t.db
      .insert(videos)
      .values([{ title: 'Unpublished picker drama', published: false }])
      .returning({ id: videos.id });
    const ids = [published[1]!.id, hidden!.id, 999_999, published[0]!.id];
    const res = await search({ kind: 'drama', ids });
    expect(res.body.data.list.map((i) => [i.id, i.name, i.available])).toEqual([
      [published[1]!.id, 'Campaign drama two', true],
      [hidden!.id, 'Unpublished picker drama', false],
      [published[0]!.id, 'Campaign drama one', true],
    ]);
    // A keyword search offers only published dramas.
    const found = (await search({ kind: 'drama', keyword: 'picker drama' }, 'admin')).body.data.list;
    expect(found).toEqual([]);
    const goods = (await search({ kind: 'goods', ids: onSale.map((g) => g.id) })).body.data.list;
    expect(goods.map((g) => g.id)).toEqual(onSale.map((g) => g.id));
  });

  it('finds running store vouchers by the store’s name and open deals by the product’s title', async () => {
    const vouchers = (await search({ kind: 'voucher', keyword: store!.name })).body.data.list;
    const mine = vouchers.find((v) => v.id === liveVouchers[0]!.id);
    expect(mine).toMatchObject({ name: store!.name, amount: 200, minSpend: 2_000, available: true });
    const deals = (await search({ kind: 'deal' })).body.data.list;
    expect(deals.length).toBeGreaterThan(0);
    for (const d of deals) {
      expect(d.available).toBe(true);
      expect(d.progress).not.toBeNull();
    }
    const word = deals[0]!.name.split(' ')[0]!;
    const byWord = (await search({ kind: 'deal', keyword: word })).body.data.list;
    expect(byWord.map((d) => d.id)).toContain(deals[0]!.id);
    for (const d of byWord) expect(d.name.toLowerCase()).toContain(word.toLowerCase());
  });

  it('bad input names the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'store' }, 'kind'],
      [{}, 'kind'],
      [{ kind: 'goods', keyword: 'x'.repeat(101) }, 'keyword'],
      [{ kind: 'goods', ids: [0] }, 'ids.0'],
      [{ kind: 'goods', ids: Array.from({ length: 21 }, (_, i) => i + 1) }, 'ids'],
      [{ kind: 'goods', page: 2 }, 'page'],
    ];
    for (const [body, field] of cases) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
  });

  it('only admin and content staff search; visitors, buyers and other roles never', async () => {
    const buyer = await t.kit.buyer();
    const body = { kind: 'goods' };
    expect((await t.call('admin/searchCampaignItems', body)).status).toBe(401);
    expect((await t.call('admin/searchCampaignItems', body, { token: buyer.token })).status).toBe(401);
    for (const role of ['finance', 'support', 'reviewer'] as const) {
      const res = await t.call('admin/searchCampaignItems', body, { token: await kit.tokenOf(role) });
      expect(res.status).toBe(403);
    }
    expect((await search(body, 'admin')).status).toBe(200);
  });
});
