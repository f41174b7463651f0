import { CHAT_SOCKET_PATH, type ChatSocketEvent } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '#server/app.js';
import { connect } from '#server/db/client.js';
import { eq } from 'drizzle-orm';
import { goods, stores } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';

const t = await createTestApp();
const kit = mallKit(t);

// A second server node on the same database, with its own connections and its own LISTEN.
const second = connect(t.pool.options.connectionString!, 4);
const nodeB = await buildApp(t.config, second.db);
await nodeB.app.ready();
await t.app.listen({ port: 0, host: '127.0.0.1' });
await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await nodeB.app.close();
  await second.close();
});

const open = (token: string, body: Record<string, unknown>) => t.call('chat/getChatInfo', body, { token });

describe('chat over the API', () => {
  it('a buyer writes to a store, staff answer for it, unread counts move on both sides', async () => {
    const s = await kit.store({ name: 'Chatty Store' });
    const buyer = await kit.buyer();
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    expect(chat).toMatchObject({ kind: 'store', peer: { id: s.id, name: 'Chatty Store' }, unread: 0 });
    // Opening again is the same conversation.
    expect((await open(buyer.token, { storeId: s.id })).body.data.id).toBe(chat.id);

    const sent = await t.call(
      'chat/sendMessage',
      { chatId: chat.id, content: 'Is this in stock?' },
      { token: buyer.token },
    );
    expect(sent.status).toBe(200);
    const staff = await t.kit.staffToken();
    const inbox = await t.call('admin/getChatList', { storeId: s.id }, { token: staff });
    expect(inbox.body.data.list[0]).toMatchObject({
      id: chat.id,
      unreadByStaff: 1,
      user: { email: buyer.email },
    });
    await t.call('admin/sendMessage', { chatId: chat.id, content: 'Yes, ships today.' }, { token: staff });

    const unread = await t.call('chat/getUnreadCount', {}, { token: buyer.token });
    expect(unread.body.data.unread).toBe(1);
    const list = await t.call('chat/getChatList', {}, { token: buyer.token });
    expect(list.body.data.list[0]).toMatchObject({
      id: chat.id,
      unread: 1,
      lastMessage: { from: 'peer', content: 'Yes, ships today.' },
    });
    const msgs = await t.call('chat/getMsgList', { chatId: chat.id }, { token: buyer.token });
    expect(msgs.body.data.list.map((m) => [m.from, m.content])).toEqual([
      ['user', 'Is this in stock?'],
      ['peer', 'Yes, ships today.'],
    ]);
    const read = await t.call('chat/readMsg', { chatId: chat.id }, { token: buyer.token });
    expect(read.body.data.unread).toBe(0);
  });

  it('pages history backwards', async () => {
    const s = await kit.store();
    const buyer = await kit.buyer();
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    for (let i = 1; i <= 5; i++)
      await t.call('chat/sendMessage', { chatId: chat.id, content: `m${i}` }, { token: buyer.token });
    const last = await t.call('chat/getMsgList', { chatId: chat.id, pageSize: 2 }, { token: buyer.token });
    expect(last.body.data.list.map((m) => m.content)).toEqual(['m4', 'm5']);
    expect(last.body.data.hasMore).toBe(true);
    const older = await t.call(
      'chat/getMsgList',
      { chatId: chat.id, pageSize: 10, beforeId: last.body.data.list[0]!.id },
      { token: buyer.token },
    );
    expect(older.body.data.list.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    expect(older.body.data.hasMore).toBe(false);
  });

  it('refuses empty messages, foreign images, frozen stores and other people’s conversations', async () => {
    const s = await kit.store();
    const frozen = await kit.store({ status: 'frozen' });
    const buyer = await kit.buyer();
    const other = await kit.buyer();
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    const empty = await t.call(
      'chat/sendMessage',
      { chatId: chat.id, content: '   ' },
      { token: buyer.token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.[0]).toMatchObject({
      field: 'content',
      message: 'Message content is required',
    });
    const image = await t.call(
      'chat/sendMessage',
      { chatId: chat.id, type: 'image', content: '/media/chat/not-mine.webp' },
      { token: buyer.token },
    );
    expect(image.body.error).toBe('IMAGE_INVALID');
    const unreachable = await open(buyer.token, { storeId: frozen.id });
    expect(unreachable.status).toBe(409);
    expect(unreachable.body.message).toBe('The merchant cannot be contacted');
    expect((await open(buyer.token, { storeId: 99_999_999 })).status).toBe(404);
    expect((await open(buyer.token, {})).status).toBe(400);
    for (const [path, body] of [
      ['chat/getMsgList', { chatId: chat.id }],
      ['chat/sendMessage', { chatId: chat.id, content: 'hi' }],
      ['chat/readMsg', { chatId: chat.id }],
      ['chat/getChatInfo', { id: chat.id }],
    ] as const) {
      expect((await t.call(path, body, { token: other.token })).status, path).toBe(404);
    }
    expect((await t.call('chat/getChatList', {})).status).toBe(401);
  });

  it('customer service is one conversation per user', async () => {
    const buyer = await kit.buyer();
    const a = (await open(buyer.token, { service: true })).body.data;
    const b = (await open(buyer.token, { service: true })).body.data;
    expect(a.kind).toBe('service');
    expect(b.id).toBe(a.id);
  });
});

describe('product and order cards', () => {
  const send = (token: string, body: Record<string, unknown>) => t.call('chat/sendMessage', body, { token });
  const count = async (token: string, chatId: number) =>
    (await t.call('chat/getMsgList', { chatId, pageSize: 100 }, { token })).body.data.list.length;

  it('a product card carries the product of the store and is drawn from its current row, on both sides', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { title: 'Linen Shirt', skus: [{ price: 2_450, stock: 5 }] });
    const buyer = await kit.buyer();
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    const sent = await send(buyer.token, { chatId: chat.id, type: 'goods', goodsId: p.id });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      type: 'goods',
      content: '',
      order: null,
      goods: {
        id: p.id,
        title: 'Linen Shirt',
        price: 2_450,
        image: '/media/goods/test.webp',
        available: true,
      },
    });

    // Taken off sale afterwards: the card says so, for the buyer and for staff.
    await t.db.update(goods).set({ onSale: false, title: 'Linen Shirt (old)' }).where(eq(goods.id, p.id));
    const mine = await t.call('chat/getMsgList', { chatId: chat.id }, { token: buyer.token });
    expect(mine.body.data.list.at(-1)?.goods).toMatchObject({ title: 'Linen Shirt (old)', available: false });
    const staff = await t.kit.staffToken();
    const theirs = await t.call('admin/getMsgList', { chatId: chat.id }, { token: staff });
    expect(theirs.body.data.list.at(-1)).toMatchObject({
      from: 'user',
      type: 'goods',
      goods: { id: p.id, available: false },
    });
    // The conversation list names it as a product.
    const list = await t.call('chat/getChatList', {}, { token: buyer.token });
    expect(list.body.data.list[0]?.lastMessage).toMatchObject({ type: 'goods' });
  });

  it('refuses a product of another store, a missing product, a card in the customer-service chat, and writes nothing', async () => {
    const s = await kit.store();
    const elsewhere = await kit.product((await kit.store()).id);
    const buyer = await kit.buyer();
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    for (const body of [
      { chatId: chat.id, type: 'goods', goodsId: elsewhere.id },
      { chatId: chat.id, type: 'goods', goodsId: 99_999_999 },
    ]) {
      const refused = await send(buyer.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.fields?.[0]).toMatchObject({
        field: 'goodsId',
        message: 'Choose a product of this store',
      });
    }
    const missing = await send(buyer.token, { chatId: chat.id, type: 'goods' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.[0]).toMatchObject({ field: 'goodsId' });
    const mixed = await send(buyer.token, {
      chatId: chat.id,
      type: 'goods',
      goodsId: elsewhere.id,
      content: 'x',
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields?.[0]).toMatchObject({ field: 'content' });
    const de = await t.call(
      'chat/sendMessage',
      { chatId: chat.id, type: 'goods', goodsId: elsewhere.id },
      { token: buyer.token, headers: { 'accept-language': 'de' } },
    );
    expect(de.body.fields?.[0]?.message).toBe('Bitte wählen Sie ein Produkt dieses Shops');
    expect(await count(buyer.token, chat.id)).toBe(0);

    const service = (await open(buyer.token, { service: true })).body.data;
    const inService = await send(buyer.token, { chatId: service.id, type: 'goods', goodsId: elsewhere.id });
    expect(inService.status).toBe(400);
    expect(await count(buyer.token, service.id)).toBe(0);
  });

  it('an order card carries the buyer’s own order from the store; another buyer’s order or another store’s is refused', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { title: 'Wool Scarf', skus: [{ price: 1_500, stock: 9 }] });
    const other = await kit.store();
    const q = await kit.product(other.id);
    const buyer = await kit.buyer();
    const stranger = await kit.buyer();
    const placed = await kit.place(buyer, [{ skuId: p.skus[0]!.id, quantity: 2 }]);
    const order = placed.body.data.orders[0]!;
    const otherOrder = (await kit.place(buyer, [{ skuId: q.skus[0]!.id, quantity: 1 }])).body.data.orders[0]!;

    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    const sent = await send(buyer.token, { chatId: chat.id, type: 'order', orderId: order.id });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      type: 'order',
      goods: null,
      order: {
        id: order.id,
        orderNo: order.orderNo,
        title: 'Wool Scarf',
        lines: 1,
        total: 3_000,
        status: 'unpaid',
      },
    });

    // Staff see the card with the order's state as it is now.
    await t.call('order/cancel', { id: order.id }, { token: buyer.token });
    const staff = await t.kit.staffToken();
    const theirs = await t.call('admin/getMsgList', { chatId: chat.id }, { token: staff });
    expect(theirs.body.data.list.at(-1)?.order).toMatchObject({
      orderNo: order.orderNo,
      status: 'cancelled',
    });

    const refused = await send(buyer.token, { chatId: chat.id, type: 'order', orderId: otherOrder.id });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.[0]).toMatchObject({
      field: 'orderId',
      message: 'Choose one of your orders from this store',
    });
    const strangerChat = (await open(stranger.token, { storeId: s.id })).body.data;
    const foreign = await send(stranger.token, { chatId: strangerChat.id, type: 'order', orderId: order.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields?.[0]).toMatchObject({ field: 'orderId' });
    expect(await count(stranger.token, strangerChat.id)).toBe(0);
    expect(await count(buyer.token, chat.id)).toBe(1);

    // The order page offers "Contact seller" only while the store may be contacted.
    const info = async () =>
      (await t.call('order/getOrderInfo', { id: order.id }, { token: buyer.token })).body.data;
    expect((await info()).storeContactable).toBe(true);
    await t.db.update(stores).set({ status: 'frozen' }).where(eq(stores.id, s.id));
    expect((await info()).storeContactable).toBe(false);
    const frozen = await send(buyer.token, { chatId: chat.id, type: 'order', orderId: order.id });
    expect(frozen.body.error).toBe('MERCHANT_UNREACHABLE');
    expect(await count(buyer.token, chat.id)).toBe(1);
  });

  it('a visitor cannot send a card, and staff answer only with text or images', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id);
    const buyer = await kit.buyer();
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    const visitor = await t.call('chat/sendMessage', { chatId: chat.id, type: 'goods', goodsId: p.id });
    expect(visitor.status).toBe(401);
    const staff = await t.call(
      'admin/sendMessage',
      { chatId: chat.id, type: 'goods', goodsId: p.id },
      { token: await t.kit.staffToken() },
    );
    expect(staff.status).toBe(400);
    expect(await count(buyer.token, chat.id)).toBe(0);
  });
});

describe('live delivery', () => {
  function socket(app: typeof t.app, token: string) {
    const address = app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}`);
    const events: ChatSocketEvent[] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (raw) => {
      events.push(JSON.parse(String(raw)) as ChatSocketEvent);
      waiters.splice(0).forEach((w) => w());
    });
    const until = async (pred: (e: ChatSocketEvent[]) => boolean, ms = 5_000) => {
      const end = Date.now() + ms;
      while (!pred(events)) {
        if (Date.now() > end) throw new Error(`timed out; got ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
    };
    const ready = new Promise<void>((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.on('error', reject);
    }).catch(() => {});
    void ready;
    return { ws, events, until, close: () => ws.close() };
  }

  it('a message reaches every open tab of the user, on both server nodes, and staff answers arrive live', async () => {
    const s = await kit.store();
    const buyer = await kit.buyer();
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    const tabA = socket(t.app, buyer.token);
    const tabB = socket(nodeB.app, buyer.token);
    await tabA.until((e) => e.some((x) => x.type === 'ready'));
    await tabB.until((e) => e.some((x) => x.type === 'ready'));

    // Sent through node B's API, seen by tabs on both nodes.
    const sent = await nodeB.app.inject({
      method: 'POST',
      url: '/v1/chat/sendMessage',
      payload: { chatId: chat.id, content: 'Hello from tab B' },
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(sent.statusCode).toBe(200);
    const got = (e: ChatSocketEvent[], text: string) =>
      e.some((x) => x.type === 'message' && x.message.content === text);
    await tabA.until((e) => got(e, 'Hello from tab B'));
    await tabB.until((e) => got(e, 'Hello from tab B'));

    await t.call(
      'admin/sendMessage',
      { chatId: chat.id, content: 'Store here, hi!' },
      { token: await t.kit.staffToken() },
    );
    await tabB.until((e) => got(e, 'Store here, hi!'));
    const event = tabB.events.find((x) => x.type === 'message' && x.message.content === 'Store here, hi!');
    expect(event).toMatchObject({ chat: { id: chat.id, unread: 1 }, message: { from: 'peer' } });

    await t.call('chat/readMsg', { chatId: chat.id }, { token: buyer.token });
    await tabB.until((e) => e.some((x) => x.type === 'read' && x.unread === 0));
    tabA.close();
    tabB.close();
  });

  it('another user’s socket hears nothing, and a bad token is shut out', async () => {
    const s = await kit.store();
    const buyer = await kit.buyer();
    const stranger = await kit.buyer();
    const spy = socket(t.app, stranger.token);
    await spy.until((e) => e.some((x) => x.type === 'ready'));
    const chat = (await open(buyer.token, { storeId: s.id })).body.data;
    await t.call('chat/sendMessage', { chatId: chat.id, content: 'private' }, { token: buyer.token });
    await new Promise((r) => setTimeout(r, 300));
    expect(spy.events.filter((x) => x.type === 'message')).toHaveLength(0);
    spy.close();

    const bad = socket(t.app, 'not-a-token');
    const code = await new Promise<number>((resolve) => bad.ws.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });

  it('a socket lives no longer than its session: sign-out, a password change and a disabled account close it, on every node', async () => {
    const closed = (tab: ReturnType<typeof socket>) =>
      new Promise<number>((resolve) => tab.ws.on('close', (c) => resolve(c)));
    const stillOpen = async (tab: ReturnType<typeof socket>) => {
      await new Promise((r) => setTimeout(r, 300));
      return tab.ws.readyState === WebSocket.OPEN;
    };

    // Signing out closes the socket of that session, on the other node too.
    const a = await kit.buyer();
    const second = (await t.call('user/signin', { email: a.email, password: a.password })).body.data.token;
    const mine = socket(nodeB.app, a.token);
    const other = socket(t.app, second);
    await mine.until((e) => e.some((x) => x.type === 'ready'));
    await other.until((e) => e.some((x) => x.type === 'ready'));
    const mineClosed = closed(mine);
    await t.call('user/signout', {}, { token: a.token });
    expect(await mineClosed).toBe(4401);
    expect(await stillOpen(other)).toBe(true);

    // A password change closes the other sessions' sockets and keeps this one's.
    const otherClosed = closed(other);
    const third = (await t.call('user/signin', { email: a.email, password: a.password })).body.data.token;
    const current = socket(t.app, third);
    await current.until((e) => e.some((x) => x.type === 'ready'));
    await t.call(
      'user/updatePwd',
      { oldPassword: a.password, password: 'lantern7moss', confirmPassword: 'lantern7moss' },
      { token: third },
    );
    expect(await otherClosed).toBe(4401);
    expect(await stillOpen(current)).toBe(true);

    // Staff disabling the account closes every socket it has.
    const currentClosed = closed(current);
    await t.call(
      'admin/setUserStatus',
      { id: a.user.id, status: 'disabled', reason: 'Chargeback fraud' },
      { token: await t.kit.staffToken() },
    );
    expect(await currentClosed).toBe(4401);
  });
});
