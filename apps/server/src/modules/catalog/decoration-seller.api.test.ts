import type { ApiPath, SaveDecorationBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '#server/db/schema/index.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();
const kit = mallKit(t);

/** A store with four products on sale, its owner's uploaded cover and carousel pictures. */
async function decoratedStore() {
  const s = await kit.store({ name: 'Decor Shop' });
  const products = [];
  for (let i = 0; i < 4; i++) products.push(await kit.product(s.id, { title: `Lamp ${i + 1}` }));
  const [cover, banner1, banner2] = await Promise.all([
    t.uploadImage(s.seller.token, 'store'),
    t.uploadImage(s.seller.token, 'store'),
    t.uploadImage(s.seller.token, 'store'),
  ]);
  const body: SaveDecorationBody = {
    cover,
    banners: [banner1!, banner2!],
    background: { kind: 'color', color: 'mint' },
    sections: [
      { title: 'Lamps we love', columns: 2, goodsIds: [products[2]!.id, products[0]!.id, products[1]!.id] },
      { title: 'Just in', columns: 3, goodsIds: [products[3]!.id], onHome: true },
    ],
  };
  return { s, products, body, ids: products.map((p) => p.id) };
}

describe('store decoration: saving and reading back', () => {
  it('saves top image, carousel, background and sections; the editor and the buyer page show exactly that', async () => {
    const { s, body, ids } = await decoratedStore();
    const saved = await t.call('store/saveDecoration', body, { token: s.seller.token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      store: { id: s.id, name: 'Decor Shop' },
      cover: body.cover,
      banners: body.banners,
      background: { kind: 'color', color: 'mint' },
      sections: [
        { id: 's1', title: 'Lamps we love', columns: 2, onHome: false },
        { id: 's2', title: 'Just in', columns: 3, onHome: true },
      ],
    });
    expect(saved.body.data.sections[0]!.goods.map((g) => g.id)).toEqual([ids[2], ids[0], ids[1]]);
    const read = await t.call('store/getDecoration', {}, { token: s.seller.token });
    expect(read.body.data).toEqual(saved.body.data);

    const page = await t.call('store/getStoreInfo', { id: s.id });
    expect(page.body.data).toMatchObject({
      banners: body.banners,
      background: { kind: 'color', color: 'mint' },
      store: { cover: body.cover },
      sections: [
        { id: 's1', title: 'Lamps we love', columns: 2 },
        { id: 's2', title: 'Just in', columns: 3 },
      ],
    });
    expect(page.body.data.sections[0]!.goods.map((g) => g.title)).toEqual(['Lamp 3', 'Lamp 1', 'Lamp 2']);
    // The marketplace home shows the one section the seller put there.
    const home = await t.call('mall/getHome', {});
    expect(home.body.data.sections.filter((x) => x.storeId === s.id).map((x) => x.title)).toEqual([
      'Just in',
    ]);
  });

  it('keeps the pictures already shown without a new upload, keeps section ids, names new ones, and takes a picture as background', async () => {
    const { s, body, ids } = await decoratedStore();
    await t.call('store/saveDecoration', body, { token: s.seller.token });
    const backdrop = await t.uploadImage(s.seller.token, 'store');
    const again = await t.call(
      'store/saveDecoration',
      {
        cover: body.cover,
        banners: [body.banners[1]!],
        background: { kind: 'image', image: backdrop },
        sections: [
          { id: 's2', title: 'Just in', columns: 5, goodsIds: [ids[3]!, ids[1]!] },
          { title: 'Gifts', columns: 1, goodsIds: [ids[0]!] },
        ],
      },
      { token: s.seller.token },
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      banners: [body.banners[1]],
      background: { kind: 'image', image: backdrop },
      sections: [
        { id: 's2', columns: 5, onHome: false },
        { id: 's1', title: 'Gifts', columns: 1 },
      ],
    });
    // A plain page: no top image, no carousel, no background, no sections.
    const plain = await t.call(
      'store/saveDecoration',
      { cover: null, banners: [], background: null, sections: [] },
      { token: s.seller.token },
    );
    expect(plain.status).toBe(200);
    const page = await t.call('store/getStoreInfo', { id: s.id });
    expect(page.body.data).toMatchObject({
      banners: [],
      background: null,
      sections: [],
      store: { cover: null },
    });
  });

  it('leaves out a product taken off sale since: buyers and the editor see only what is on sale', async () => {
    const { s, body, ids } = await decoratedStore();
    await t.call('store/saveDecoration', body, { token: s.seller.token });
    await t.call('store/setGoodsOnSale', { ids: [ids[0]!], onSale: false }, { token: s.seller.token });
    const page = await t.call('store/getStoreInfo', { id: s.id });
    expect(page.body.data.sections[0]!.goods.map((g) => g.id)).toEqual([ids[2], ids[1]]);
    const read = await t.call('store/getDecoration', {}, { token: s.seller.token });
    expect(read.body.data.sections[0]!.goods.map((g) => g.id)).toEqual([ids[2], ids[1]]);
  });
});

describe('store decoration: the rules', () => {
  it('refuses each bad input with a 400 naming the field and the spec’s words, and writes nothing', async () => {
    const { s, body, ids } = await decoratedStore();
    const other = await kit.store();
    const theirs = await kit.product(other.id);
    const offSale = await kit.product(s.id, { onSale: false });
    const eleven = [...ids];
    for (let i = eleven.length; i < 11; i++) eleven.push((await kit.product(s.id)).id);
    const stranger = await t.kit.buyer();
    const theirImage = await t.uploadImage(stranger.token, 'store');
    const ownAvatar = await t.uploadImage(s.seller.token, 'avatar');
    const own = await Promise.all(Array.from({ length: 6 }, () => t.uploadImage(s.seller.token, 'store')));
    const section = (patch: Record<string, unknown>) => ({ ...body.sections[0]!, ...patch });
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ sections: [section({ columns: 6 })] }, 'sections.0.columns', /5 items per row/],
      [{ sections: [section({ columns: 0 })] }, 'sections.0.columns', /5 items per row/],
      [{ sections: [section({ columns: 2.5 })] }, 'sections.0.columns', /whole number/],
      [{ sections: [section({ goodsIds: eleven })] }, 'sections.0.goodsIds', /at most 10 items per section/i],
      [{ sections: [section({ goodsIds: [] })] }, 'sections.0.goodsIds', /No product selected/],
      [{ sections: [section({ goodsIds: [ids[0], theirs.id] })] }, 'sections.0.goodsIds.1', /on sale/],
      [{ sections: [section({ goodsIds: [offSale.id] })] }, 'sections.0.goodsIds.0', /on sale/],
      [{ sections: [section({ goodsIds: [ids[0], ids[0]] })] }, 'sections.0.goodsIds.1', /already/],
      [{ sections: [section({ title: '  ' })] }, 'sections.0.title', /title/],
      [{ sections: [section({ title: 'x'.repeat(41) })] }, 'sections.0.title', /too long/],
      [{ sections: [section({ id: 'nope' })] }, 'sections.0.id', /invalid/],
      [{ sections: Array.from({ length: 7 }, () => section({})) }, 'sections', /at most 6 sections/],
      [
        { sections: [section({ onHome: true }), section({ onHome: true })] },
        'sections.1.onHome',
        /Only one section/,
      ],
      [{ cover: theirImage }, 'cover', /upload/],
      [{ banners: [ownAvatar] }, 'banners.0', /upload/],
      [{ banners: own }, 'banners', /at most 5 pictures/],
      [{ background: { kind: 'image', image: 'https://evil.example/bg.png' } }, 'background.image', /upload/],
      [{ background: { kind: 'color', color: 'neon' } }, 'background.color', /allowed values/],
      [{ background: '#ff0000' }, 'background', /allowed values/],
      [{ storeId: other.id }, 'storeId', /not an accepted field/],
    ];
    for (const [patch, field, words] of bad) {
      const res = await t.call('store/saveDecoration', { ...body, ...patch }, { token: s.seller.token });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fields?.[0]?.field, JSON.stringify(patch)).toBe(field);
      expect(res.body.message, JSON.stringify(patch)).toMatch(words);
      expect(res.body.message).not.toMatch(/validation\./);
    }
    const [row] = await t.db.select().from(stores).where(eq(stores.id, s.id));
    expect(row).toMatchObject({ cover: null, banners: [], background: null, sections: [] });
  });

  it('says the rule in the seller’s language (Arabic, German)', async () => {
    const { s, body } = await decoratedStore();
    const six = { ...body, sections: [{ ...body.sections[0]!, columns: 6 }] };
    const ar = await t.call('store/saveDecoration', six, {
      token: s.seller.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.status).toBe(400);
    expect(ar.body.message).toMatch(/5 عناصر في الصف/);
    const de = await t.call(
      'store/saveDecoration',
      {
        ...body,
        sections: [{ ...body.sections[0]!, goodsIds: Array.from({ length: 11 }, (_, i) => i + 1) }],
      },
      { token: s.seller.token, headers: { 'accept-language': 'de' } },
    );
    expect(de.body.message).toMatch(/Höchstens 10 Artikel pro Bereich/);
  });
});

describe('store decoration: who may', () => {
  const CALLS = (body: SaveDecorationBody): [ApiPath, Record<string, unknown>][] => [
    ['store/getDecoration', {}],
    ['store/saveDecoration', body],
  ];

  it('refuses visitors, staff and buyers without a store; another owner only ever reaches their own store', async () => {
    const a = await decoratedStore();
    const b = await kit.store({ name: 'Neighbour' });
    const buyer = await t.kit.buyer();
    const staff = await t.kit.staffToken();
    for (const [path, body] of CALLS(a.body)) {
      expect((await t.call(path, body)).status, path).toBe(401);
      expect((await t.call(path, body, { token: staff })).status, path).toBe(401);
      expect((await t.call(path, body, { token: buyer.token })).status, path).toBe(403);
    }
    // B cannot show A's products nor A's pictures, and its save changes B's page alone.
    const asB = await t.call('store/saveDecoration', a.body, { token: b.seller.token });
    expect(asB.status).toBe(400);
    expect(asB.body.fields?.[0]?.field).toBe('cover');
    const withoutPictures = { ...a.body, cover: null, banners: [] };
    const products = await t.call('store/saveDecoration', withoutPictures, { token: b.seller.token });
    expect(products.body.fields?.[0]?.field).toBe('sections.0.goodsIds.0');
    const ownB = await kit.product(b.id);
    const fine = await t.call(
      'store/saveDecoration',
      { cover: null, banners: [], background: { kind: 'color', color: 'sky' }, sections: [] },
      { token: b.seller.token },
    );
    expect(fine.body.data.store.id).toBe(b.id);
    expect(ownB.storeId).toBe(b.id);
    const [rowA] = await t.db.select().from(stores).where(eq(stores.id, a.s.id));
    expect(rowA).toMatchObject({ background: null, sections: [] });
  });

  it('lets a disabled store read its decoration and change nothing', async () => {
    const { s, body } = await decoratedStore();
    await t.call('store/saveDecoration', body, { token: s.seller.token });
    const admin = await t.kit.staffToken();
    await t.call(
      'admin/saveStore',
      { id: s.id, status: 'disabled', reason: 'Counterfeit goods' },
      { token: admin },
    );
    const read = await t.call('store/getDecoration', {}, { token: s.seller.token });
    expect(read.status).toBe(200);
    expect(read.body.data.background).toEqual({ kind: 'color', color: 'mint' });
    const save = await t.call(
      'store/saveDecoration',
      { ...body, background: null },
      { token: s.seller.token },
    );
    expect(save.status).toBe(403);
    expect(save.body.error).toBe('STORE_DISABLED');
    const [row] = await t.db.select().from(stores).where(eq(stores.id, s.id));
    expect(row!.background).toEqual({ kind: 'color', color: 'mint' });
  });

  it('two saves at once leave one whole decoration, never a mix', async () => {
    const { s, body, ids } = await decoratedStore();
    const variants = Array.from({ length: 6 }, (_, i) => ({
      ...body,
      background: { kind: 'color' as const, color: i % 2 ? ('sky' as const) : ('sand' as const) },
      sections: [{ title: `Pick ${i}`, columns: (i % 5) + 1, goodsIds: [ids[i % 4]!] }],
    }));
    const results = await Promise.all(
      variants.map((v) => t.call('store/saveDecoration', v, { token: s.seller.token })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, s.id));
    const i = Number(row!.sections[0]!.title.slice('Pick '.length));
    expect(row!.sections).toEqual([
      { id: 's1', title: `Pick ${i}`, columns: (i % 5) + 1, goodsIds: [ids[i % 4]], onHome: false },
    ]);
    expect(row!.background).toEqual(variants[i]!.background);
  });
});

describe('store decoration: the demo', () => {
  it('stores 1–3 were decorated through the save: a background and three sections of 2 or 3 per row', async () => {
    for (const [n, color] of [
      [1, 'blush'],
      [2, 'sky'],
      [3, 'sand'],
    ] as const) {
      const seller = await t.client.call('user/signin', {
        email: `store${n}@demo.local`,
        password: 'Demo12345',
      });
      const mine = await t.call('store/getDecoration', {}, { token: seller.token });
      expect(mine.body.data.background).toEqual({ kind: 'color', color });
      expect(mine.body.data.cover).toBeTruthy();
      expect(mine.body.data.banners).toHaveLength(2);
      expect(mine.body.data.sections.map((s) => [s.title, s.columns])).toEqual([
        ['Best sellers', 2],
        ['Top rated', 3],
        ['New arrivals', 3],
      ]);
      for (const s of mine.body.data.sections) expect(s.goods.length).toBeGreaterThanOrEqual(4);
      // Buyers read the titles in their language.
      const page = await t.call(
        'store/getStoreInfo',
        { id: mine.body.data.store.id },
        { headers: { 'accept-language': 'de' } },
      );
      expect(page.body.data.sections.map((s) => s.title)).toEqual([
        'Bestseller',
        'Top bewertet',
        'Neuheiten',
      ]);
      expect(page.body.data.background).toEqual({ kind: 'color', color });
    }
  });
});
