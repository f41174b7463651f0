import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, stores } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';

const t = await createTestApp();
const words = (locale: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../../../../packages/i18n/locales/${locale}/validation.json`),
      'utf8',
    ),
  ) as Record<string, string>;
const en = words('en');
const fr = words('fr');
/** The one field a refusal names, with its message in `dict`'s language. */
const refusal = (field: string, key: string, dict = en) => [
  expect.objectContaining({ field, message: dict[key] }),
];
const kit = mallKit(t);

const base = {
  recipient: 'Lena Weber',
  phone: '+49 30 1234567',
  country: 'Germany',
  street: 'Unter den Linden 5',
};

async function rowsOf(userId: number) {
  return t.db.select().from(addresses).where(eq(addresses.userId, userId));
}

describe('an address on the map', () => {
  it('keeps the picked place, returns it from every address call and the order placed with it', async () => {
    const buyer = await kit.buyer(100);
    const saved = await t.call(
      'address/saveAddress',
      { ...base, latitude: 52.5170365, longitude: 13.3888599 },
      { token: buyer.token },
    );
    expect(saved.status).toBe(200);
    // Kept to six decimals (about 10 cm).
    expect(saved.body.data).toMatchObject({ country: 'Germany', latitude: 52.517037, longitude: 13.38886 });
    const info = await t.call('address/getAddressInfo', { id: saved.body.data.id }, { token: buyer.token });
    expect(info.body.data).toMatchObject({ latitude: 52.517037, longitude: 13.38886 });
    const list = await t.call('address/getAddressList', {}, { token: buyer.token });
    expect(list.body.data.list.find((a) => a.id === saved.body.data.id)).toMatchObject({
      latitude: 52.517037,
    });
    // The address made before the map has no place.
    expect(list.body.data.list.find((a) => a.id === buyer.addressId)).toMatchObject({
      latitude: null,
      longitude: null,
    });

    const store = await kit.store();
    const p = await kit.product(store.id, { skus: [{ price: 1_000, stock: 5 }] });
    const placed = await t.call(
      'order/create',
      { items: [{ skuId: p.skus[0]!.id, quantity: 1 }], addressId: saved.body.data.id },
      { token: buyer.token, headers: { 'idempotency-key': `map-${buyer.user.id}` } },
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orders[0]!.id;
    const detail = await t.call('order/getOrderInfo', { id: orderId }, { token: buyer.token });
    expect(detail.body.data.address).toMatchObject({
      street: base.street,
      latitude: 52.517037,
      longitude: 13.38886,
    });

    // Saving without a place clears it.
    const cleared = await t.call(
      'address/saveAddress',
      { ...base, id: saved.body.data.id, latitude: null, longitude: null },
      { token: buyer.token },
    );
    expect(cleared.body.data).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    [{ latitude: 91, longitude: 10 }, 'latitude', 'validation.latitude'],
    [{ latitude: -90.5, longitude: 10 }, 'latitude', 'validation.latitude'],
    [{ latitude: 10, longitude: 180.01 }, 'longitude', 'validation.longitude'],
    [{ latitude: 10, longitude: -181 }, 'longitude', 'validation.longitude'],
    [{ latitude: '52.5', longitude: 13.4 }, 'latitude', 'validation.latitude'],
    [{ latitude: 52.5 }, 'longitude', 'validation.coordinatesPair'],
    [{ latitude: 52.5, longitude: null }, 'longitude', 'validation.coordinatesPair'],
    [{ longitude: 13.4 }, 'latitude', 'validation.coordinatesPair'],
  ])('refuses %j naming %s, and writes nothing', async (coords, field, key) => {
    const buyer = await kit.buyer();
    const before = await rowsOf(buyer.user.id);
    const res = await t.call('address/saveAddress', { ...base, ...coords } as never, { token: buyer.token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(refusal(field, key));
    expect(await rowsOf(buyer.user.id)).toEqual(before);
  });

  it('says what is wrong in the reader’s language', async () => {
    const buyer = await kit.buyer();
    const res = await t.call(
      'address/saveAddress',
      { ...base, latitude: 52.5 },
      { token: buyer.token, lang: 'de' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Längengrad');
  });

  it('another buyer cannot read, change or place an order at someone’s address, nor a visitor', async () => {
    const owner = await kit.buyer();
    const saved = await t.call(
      'address/saveAddress',
      { ...base, latitude: 48.8584, longitude: 2.2945 },
      { token: owner.token },
    );
    const other = await kit.buyer();
    expect(
      (await t.call('address/getAddressInfo', { id: saved.body.data.id }, { token: other.token })).status,
    ).toBe(404);
    const moved = await t.call(
      'address/saveAddress',
      { ...base, id: saved.body.data.id, latitude: 0, longitude: 0 },
      { token: other.token },
    );
    expect(moved.status).toBe(404);
    expect((await t.call('address/getAddressInfo', { id: saved.body.data.id })).status).toBe(401);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, saved.body.data.id));
    expect(row).toMatchObject({ latitude: 48.8584, longitude: 2.2945 });
  });
});

describe('the country and the street', () => {
  it('takes a country of the fixed list by name or code, stored as its English name', async () => {
    const buyer = await kit.buyer();
    const byCode = await t.call('address/saveAddress', { ...base, country: 'jp' }, { token: buyer.token });
    expect(byCode.body.data.country).toBe('Japan');
    const byName = await t.call(
      'address/saveAddress',
      { ...base, country: 'united kingdom' },
      { token: buyer.token },
    );
    expect(byName.body.data.country).toBe('United Kingdom');
  });

  it.each(['Germ', 'Atlantis', 'XX', 'Deutschland'])(
    'refuses the country %s, localized, writing nothing',
    async (country) => {
      const buyer = await kit.buyer();
      const before = await rowsOf(buyer.user.id);
      const res = await t.call(
        'address/saveAddress',
        { ...base, country },
        { token: buyer.token, lang: 'fr' },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(refusal('country', 'validation.countryUnknown', fr));
      expect(await rowsOf(buyer.user.id)).toEqual(before);
    },
  );

  it.each(['1', '12', '1234567', '12 / 4', 'Abc'])('refuses the street %j', async (street) => {
    const buyer = await kit.buyer();
    const before = await rowsOf(buyer.user.id);
    const res = await t.call('address/saveAddress', { ...base, street }, { token: buyer.token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(refusal('street', 'validation.street'));
    expect(await rowsOf(buyer.user.id)).toEqual(before);
  });

  it.each(['1 Main St', '北京市朝阳区建国路88号', 'Calle 5', 'ул. Ленина 10'])(
    'accepts the street %j',
    async (street) => {
      const buyer = await kit.buyer();
      expect((await t.call('address/saveAddress', { ...base, street }, { token: buyer.token })).status).toBe(
        200,
      );
    },
  );
});

describe('a store on the map', () => {
  it('the store page carries its place when it has one, and none otherwise', async () => {
    const store = await kit.store();
    expect((await t.call('store/getStoreInfo', { id: store.id })).body.data.store).toMatchObject({
      latitude: null,
      longitude: null,
    });
    await t.db.update(stores).set({ latitude: 37.7749, longitude: -122.4194 }).where(eq(stores.id, store.id));
    expect((await t.call('store/getStoreInfo', { id: store.id })).body.data.store).toMatchObject({
      latitude: 37.7749,
      longitude: -122.4194,
    });
  });
});
