import { randomUUID } from 'node:crypto';
import { DEFAULT_STORE_LEVELS, type ApiPath } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores, users } from '#server/db/schema/index.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { DEMO_FREEZE_REASON, DEMO_SELLER_OPENING_MINOR } from '#server/seed/seed.js';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();
const kit = mallKit(t);

const SETTINGS = {
  name: 'Sunny Corner',
  logo: '/media/store/logo.webp',
  address: '1 Harbour Street, Lisbon',
  phone: '+351 21 555 0100',
  whatsapp: '+351 912 345 678',
  notifyOrders: true,
};

/** The seller center's calls with a valid body each (the matrix of wrong callers runs over them). */
const SELLER_CALLS: [ApiPath, Record<string, unknown>][] = [
  ['store/getMyStore', {}],
  ['store/saveSettings', SETTINGS],
];

async function setStatus(id: number, status: 'normal' | 'exception' | 'frozen' | 'disabled', reason: string) {
  const res = await t.call('admin/saveStore', { id, status, reason }, { token: await t.kit.staffToken() });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('seller center: the own store', () => {
  it('shows the owner their store with its level, progress to the next and the level table', async () => {
    const s = await kit.store({ name: 'Level One' });
    await kit.product(s.id);
    const res = await t.call('store/getMyStore', {}, { token: s.seller.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: s.id,
      name: 'Level One',
      status: 'normal',
      statusReason: '',
      readOnly: false,
      heldFunds: 0,
      level: 1,
      completedSales: 0,
      nextLevel: DEFAULT_STORE_LEVELS[1],
      levels: DEFAULT_STORE_LEVELS,
      goodsCount: 1,
    });
  });

  it('saves business info and the order notification; the buyer sees the new name', async () => {
    const s = await kit.store();
    const logo = await t.uploadImage(s.seller.token, 'store');
    const res = await t.call('store/saveSettings', { ...SETTINGS, logo }, { token: s.seller.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...SETTINGS, logo });
    const page = await t.call('store/getStoreInfo', { id: s.id });
    expect(page.body.data.store).toMatchObject({ name: 'Sunny Corner', logo });
    // An unchanged logo (the current one) needs no new upload; WhatsApp may be left empty.
    const again = await t.call(
      'store/saveSettings',
      { ...SETTINGS, logo, whatsapp: '', notifyOrders: false },
      { token: s.seller.token },
    );
    expect(again.body.data).toMatchObject({ whatsapp: '', notifyOrders: false });
  });

  it('refuses each bad field with a 400 naming it, and writes nothing', async () => {
    const s = await kit.store({ name: 'Unchanged' });
    const other = await t.kit.buyer();
    const theirs = await t.uploadImage(other.token, 'store');
    const ownAvatar = await t.uploadImage(s.seller.token, 'avatar');
    // Each with the English message a seller reads (the field's rule and its name in the words).
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '' }, 'name', /store name/i],
      [{ name: '   ' }, 'name', /store name/i],
      [{ name: 'x'.repeat(41) }, 'name', /too long/i],
      [{ address: '' }, 'address', /store address/i],
      [{ address: 'a'.repeat(201) }, 'address', /too long/i],
      [{ phone: '' }, 'phone', /contact number/i],
      [{ phone: 'call me' }, 'phone', /contact number/i],
      [{ whatsapp: 'abc' }, 'whatsapp', /WhatsApp/],
      [{ logo: '' }, 'logo', /logo/i],
      [{ logo: theirs }, 'logo', /upload/i],
      [{ logo: ownAvatar }, 'logo', /upload/i],
      [{ logo: 'https://evil.example/logo.png' }, 'logo', /upload/i],
      [{ notifyOrders: 'yes' }, 'notifyOrders', /notifyOrders/],
      [{ level: 5 }, 'level', /level/],
    ];
    for (const [patch, field, words] of bad) {
      const res = await t.call('store/saveSettings', { ...SETTINGS, ...patch }, { token: s.seller.token });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fields?.[0]?.field, JSON.stringify(patch)).toBe(field);
      expect(res.body.message, JSON.stringify(patch)).toMatch(words);
      expect(res.body.message).not.toMatch(/validation\./);
    }
    const missing = await t.call('store/saveSettings', { name: 'Only a name' }, { token: s.seller.token });
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.map((f) => f.field)).toEqual(
      expect.arrayContaining(['logo', 'address', 'phone', 'whatsapp', 'notifyOrders']),
    );
    const [row] = await t.db.select().from(stores).where(eq(stores.id, s.id));
    expect(row).toMatchObject({ name: 'Unchanged', phone: '', whatsapp: '', notifyOrders: false });
  });

  it('answers a localized message naming the field (German)', async () => {
    const s = await kit.store();
    const res = await t.call(
      'store/saveSettings',
      { ...SETTINGS, whatsapp: 'abc' },
      { token: s.seller.token, headers: { 'accept-language': 'de' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/WhatsApp/);
    expect(res.body.message).not.toMatch(/valid WhatsApp number/);
  });

  it('lets nobody but the owner reach a store: visitors, buyers without a store, staff tokens', async () => {
    const a = await kit.store({ name: 'Store A' });
    const b = await kit.store({ name: 'Store B' });
    const buyer = await t.kit.buyer();
    const staff = await t.kit.staffToken();
    for (const [path, body] of SELLER_CALLS) {
      expect((await t.call(path, body)).status, path).toBe(401);
      expect((await t.call(path, body, { token: staff })).status, path).toBe(401);
      const asBuyer = await t.call(path, body, { token: buyer.token });
      expect(asBuyer.status, path).toBe(403);
      // No seller call takes a store id: another owner always lands on their own store.
      const withId = await t.call(path, { ...body, id: a.id }, { token: b.seller.token });
      expect(withId.status, path).toBe(400);
      expect(withId.body.fields?.[0]).toMatchObject({ field: 'id', rule: 'unknown_field' });
    }
    const mine = await t.call('store/getMyStore', {}, { token: b.seller.token });
    expect(mine.body.data).toMatchObject({ id: b.id, name: 'Store B' });
    const [rowA] = await t.db.select().from(stores).where(eq(stores.id, a.id));
    expect(rowA!.name).toBe('Store A');
  });
});

describe('seller center: the store status gate', () => {
  it('shows an exception with its reason while selling goes on', async () => {
    const s = await kit.store();
    await setStatus(s.id, 'exception', 'Several buyers reported late deliveries');
    const mine = await t.call('store/getMyStore', {}, { token: s.seller.token });
    expect(mine.body.data).toMatchObject({
      status: 'exception',
      statusReason: 'Several buyers reported late deliveries',
      readOnly: false,
    });
    const saved = await t.call('store/saveSettings', SETTINGS, { token: s.seller.token });
    expect(saved.status).toBe(200);
  });

  it('keeps a disabled store read-only: its center reads, every change is refused', async () => {
    const s = await kit.store({ name: 'Read only' });
    await setStatus(s.id, 'disabled', 'Counterfeit goods');
    const mine = await t.call('store/getMyStore', {}, { token: s.seller.token });
    expect(mine.body.data).toMatchObject({
      status: 'disabled',
      statusReason: 'Counterfeit goods',
      readOnly: true,
    });
    const save = await t.call('store/saveSettings', SETTINGS, { token: s.seller.token });
    expect(save.status).toBe(403);
    expect(save.body.error).toBe('STORE_DISABLED');
    const [row] = await t.db.select().from(stores).where(eq(stores.id, s.id));
    expect(row!.name).toBe('Read only');
    // Back to normal: the reason is gone and changes work again.
    await setStatus(s.id, 'normal', 'Appeal accepted');
    const back = await t.call('store/getMyStore', {}, { token: s.seller.token });
    expect(back.body.data).toMatchObject({ status: 'normal', statusReason: '', readOnly: false });
    expect((await t.call('store/saveSettings', SETTINGS, { token: s.seller.token })).status).toBe(200);
  });

  it('freezing holds exactly the available funds with the reason; unfreezing releases them', async () => {
    const s = await kit.store();
    await t.kit.fund(s.seller.token, 120);
    const before = await kit.wallet.wallet(s.seller.token);
    expect(before.balance).toBe(12_000);
    await setStatus(s.id, 'frozen', 'Operating risk under review');
    const frozen = await kit.wallet.wallet(s.seller.token);
    expect(frozen).toMatchObject({ balance: 0, frozen: 12_000 });
    expect(frozen.holds).toEqual([expect.objectContaining({ amount: 12_000, reason: 'store_frozen' })]);
    // The wallet's records say why: a pending freeze line naming the store.
    const records = await t.call('user_wallet/getWalletLogList', { pageSize: 10 }, { token: s.seller.token });
    expect(records.body.data.list[0]).toMatchObject({
      type: 'freeze',
      amount: -12_000,
      line: { kind: 'storeFreeze', store: s.name },
    });
    const mine = await t.call('store/getMyStore', {}, { token: s.seller.token });
    expect(mine.body.data).toMatchObject({
      status: 'frozen',
      statusReason: 'Operating risk under review',
      heldFunds: 12_000,
      readOnly: false,
    });
    // Freezing again (a new reason) holds nothing more.
    await setStatus(s.id, 'frozen', 'Still under review');
    expect((await kit.wallet.wallet(s.seller.token)).frozen).toBe(12_000);
    await setStatus(s.id, 'normal', 'Review finished');
    const after = await kit.wallet.wallet(s.seller.token);
    expect(after).toMatchObject({ balance: 12_000, frozen: 0, holds: [] });
    expect((await t.call('store/getMyStore', {}, { token: s.seller.token })).body.data.heldFunds).toBe(0);
    await t.verifyBooks();
  });

  it('50 concurrent freeze and unfreeze presses never hold twice', async () => {
    const s = await kit.store();
    await t.kit.fund(s.seller.token, 75);
    const admin = await t.kit.staffToken();
    const presses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(
          'admin/saveStore',
          { id: s.id, status: i % 2 ? 'normal' : 'frozen', reason: `press ${i}` },
          { token: admin },
        ),
      ),
    );
    expect(presses.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, s.id));
    const wallet = await kit.wallet.wallet(s.seller.token);
    expect(wallet.balance + wallet.frozen).toBe(7_500);
    expect(wallet.frozen).toBe(row!.status === 'frozen' ? 7_500 : 0);
    expect(wallet.holds.length).toBe(row!.status === 'frozen' ? 1 : 0);
    await setStatus(s.id, 'normal', 'done');
    expect(await kit.wallet.wallet(s.seller.token)).toMatchObject({ balance: 7_500, frozen: 0 });
    await t.verifyBooks();
  });

  it("holds a frozen store's income from an earlier order when it completes; unfreezing releases all", async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 2_000, stock: 5 }] });
    const b = await kit.buyer(50);
    const order = await kit.buy(b, p.skus[0]!.id);
    await kit.ship(order.id);
    await setStatus(s.id, 'frozen', 'Operating risk');
    const confirm = await t.call('order/confirm', { id: order.id }, { token: b.token });
    expect(confirm.status).toBe(200);
    const frozen = await kit.wallet.wallet(s.seller.token);
    expect(frozen.balance).toBe(0);
    expect(frozen.frozen).toBeGreaterThan(0);
    await setStatus(s.id, 'normal', 'Cleared');
    const after = await kit.wallet.wallet(s.seller.token);
    expect(after).toMatchObject({ balance: frozen.frozen, frozen: 0 });
    await t.verifyBooks();
  });

  it('the demo: store 7 is frozen by staff with its owner’s funds held', async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'store7@demo.local'));
    const seller = await t.client.call('user/signin', { email: 'store7@demo.local', password: 'Demo12345' });
    const mine = await t.call('store/getMyStore', {}, { token: seller.token });
    expect(mine.body.data).toMatchObject({ status: 'frozen', statusReason: DEMO_FREEZE_REASON });
    expect(mine.body.data.heldFunds).toBeGreaterThanOrEqual(DEMO_SELLER_OPENING_MINOR);
    const wallet = await t.client.call('user_wallet/getWallet', {}, { token: seller.token });
    expect(wallet).toMatchObject({ balance: 0, frozen: mine.body.data.heldFunds });
    expect(owner).toBeTruthy();
  });
});

describe('store levels', () => {
  it('the demo stores have the levels their completed sales reach', async () => {
    const rows = await t.db.select().from(stores).orderBy(stores.id);
    const levels = await t.client.call('admin/getStoreLevelList', {}, { token: await t.kit.staffToken() });
    for (const row of rows.slice(0, 7)) {
      const seller = await t.client.call('user/signin', {
        email: `store${rows.indexOf(row) + 1}@demo.local`,
        password: 'Demo12345',
      });
      const mine = (await t.call('store/getMyStore', {}, { token: seller.token })).body.data;
      const reached = levels.list.filter((l) => mine.completedSales >= l.minSales).at(-1)!.level;
      expect(mine.level, row.name).toBe(reached);
    }
    expect(new Set(rows.slice(0, 6).map((r) => r.level)).size).toBeGreaterThan(1);
  });

  it('a store rises when its completed sales reach the next level', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 3_000, stock: 5 }] });
    const b = await kit.buyer(100);
    const admin = await t.kit.staffToken();
    const table = DEFAULT_STORE_LEVELS.map((l, i) => ({ ...l, minSales: i === 0 ? 0 : 2_000 * i }));
    const saved = await t.call(
      'admin/saveStoreLevels',
      { levels: table, reason: 'Test thresholds' },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const order = await kit.buy(b, p.skus[0]!.id);
    await kit.ship(order.id);
    await t.client.call('order/confirm', { id: order.id }, { token: b.token });
    const mine = (await t.call('store/getMyStore', {}, { token: s.seller.token })).body.data;
    expect(mine.completedSales).toBe(3_000);
    expect(mine.level).toBe(2);
    expect(mine.nextLevel).toMatchObject({ level: 3, minSales: 4_000 });
    await t.call('admin/saveStoreLevels', { levels: DEFAULT_STORE_LEVELS, reason: 'Back' }, { token: admin });
    await t.verifyBooks();
  });

  it('staff replace the level table with a reason (audited); only admins may', async () => {
    const admin = await t.kit.staffToken();
    const table = DEFAULT_STORE_LEVELS.map((l) => ({ ...l, productLimit: l.productLimit + 10 }));
    const res = await t.call(
      'admin/saveStoreLevels',
      { levels: table, reason: 'More room' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual(table);
    const s = await kit.store();
    expect((await t.call('store/getMyStore', {}, { token: s.seller.token })).body.data.levels).toEqual(table);
    const audit = await t.call('admin/getAuditList', {}, { token: admin });
    expect(audit.body.data.list[0]).toMatchObject({ action: 'store_levels.changed', reason: 'More room' });
    for (const email of ['support@demo.local', 'finance@demo.local', 'content@demo.local']) {
      const other = await t.kit.staffToken(email);
      const refused = await t.call('admin/saveStoreLevels', { levels: table, reason: 'x' }, { token: other });
      expect(refused.status, email).toBe(403);
    }
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/getStoreLevelList', {}, { token: buyer.token })).status).toBe(401);
    await t.call('admin/saveStoreLevels', { levels: DEFAULT_STORE_LEVELS, reason: 'Back' }, { token: admin });
  });

  it('refuses a bad level table with a 400 naming the row and field, and keeps the old one', async () => {
    const admin = await t.kit.staffToken();
    const base = DEFAULT_STORE_LEVELS;
    const bad: [unknown, string, string][] = [
      [[{ ...base[0]!, level: 2 }, ...base.slice(1)], 'levels.0.level', 'levelOrder'],
      [[{ ...base[0]!, minSales: 5 }, ...base.slice(1)], 'levels.0.minSales', 'levelStart'],
      [[base[0], { ...base[1]!, minSales: 0 }, ...base.slice(2)], 'levels.1.minSales', 'levelSales'],
      [[base[0], { ...base[1]!, productLimit: -1 }], 'levels.1.productLimit', 'min'],
      [[base[0], { ...base[1]!, marginBps: 1_000_000 }], 'levels.1.marginBps', 'max'],
      [[], 'levels', 'min'],
    ];
    for (const [levels, field, rule] of bad) {
      const res = await t.call('admin/saveStoreLevels', { levels, reason: 'x' } as never, { token: admin });
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[0], field).toMatchObject({ field, rule });
      expect(res.body.message, field).not.toMatch(/validation\./);
    }
    const noReason = await t.call('admin/saveStoreLevels', { levels: base, reason: '' }, { token: admin });
    expect(noReason.body.fields?.[0]).toMatchObject({ field: 'reason' });
    expect((await t.client.call('admin/getStoreLevelList', {}, { token: admin })).list).toEqual(base);
  });
});

describe('new-order mails', () => {
  it('mails the owner when a buyer pays, only while the setting is on', async () => {
    const s = await kit.store({ name: 'Mail Me' });
    const p = await kit.product(s.id, { skus: [{ price: 1_500, stock: 10 }] });
    const b = await kit.buyer(50);
    const off = await kit.buy(b, p.skus[0]!.id);
    await t.call('store/saveSettings', { ...SETTINGS, name: 'Mail Me' }, { token: s.seller.token });
    const on = await kit.buy(b, p.skus[0]!.id);
    const admin = await t.kit.staffToken();
    let mails: { subject: string; text: string }[] = [];
    for (let i = 0; i < 50 && !mails.length; i++) {
      mails = (
        await t.client.call('admin/getOutboxList', { to: s.seller.email }, { token: admin })
      ).list.filter((m) => m.subject.includes(on.orderNo) || m.subject.includes(off.orderNo));
      if (!mails.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(on.orderNo)]);
    expect(mails[0]!.text).toContain('Mail Me');
    expect(mails.some((m) => m.subject.includes(off.orderNo))).toBe(false);
  });

  it('mails the owner when a buyer places and pays in one call (the store as the checkout read it)', async () => {
    const s = await kit.store({ name: 'One Call Store' });
    const p = await kit.product(s.id, { skus: [{ price: 1_500, stock: 10 }] });
    const b = await kit.buyer(50);
    const checkout = async () => {
      const res = await t.call(
        'order/create',
        { items: [{ skuId: p.skus[0]!.id, quantity: 1 }], addressId: b.addressId, pay: true },
        { token: b.token, headers: { 'idempotency-key': randomUUID() } },
      );
      expect(res.body.data.paid).toBeGreaterThan(0);
      return res.body.data.orders[0]!.orderNo;
    };
    const off = await checkout();
    await t.call('store/saveSettings', { ...SETTINGS, name: 'One Call Store' }, { token: s.seller.token });
    const on = await checkout();
    const admin = await t.kit.staffToken();
    let mails: { subject: string; text: string }[] = [];
    for (let i = 0; i < 50 && !mails.length; i++) {
      mails = (
        await t.client.call('admin/getOutboxList', { to: s.seller.email }, { token: admin })
      ).list.filter((m) => m.subject.includes(on) || m.subject.includes(off));
      if (!mails.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(on)]);
    expect(mails[0]!.text).toContain('One Call Store');
  });
});
