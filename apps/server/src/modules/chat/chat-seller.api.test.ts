import { CHAT_SOCKET_PATH, type ChatSocketEvent } from '@app/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { stores } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';

const t = await createTestApp();
const kit = mallKit(t);
const staffKit = contentKit(t);
await t.app.listen({ port: 0, host: '127.0.0.1' });

/** A store, one buyer who wrote to it, and the conversation. */
async function conversation(text = 'Is this in stock?') {
  const store = await kit.store({ name: `Seller Chat ${Math.random().toString(36).slice(2, 6)}` });
  const buyer = await kit.buyer();
  const chat = (await t.call('chat/getChatInfo', { storeId: store.id }, { token: buyer.token })).body.data;
  await t.call('chat/sendMessage', { chatId: chat.id, content: text }, { token: buyer.token });
  return { store, seller: store.seller, buyer, chat };
}

describe('the seller answers buyers as the store', () => {
  it('lists the store’s conversations from its side, answers, and unread counts move on both sides', async () => {
    const { seller, buyer, chat } = await conversation();
    const list = await t.call('store/getChatList', {}, { token: seller.token });
    expect(list.status).toBe(200);
    expect(list.body.data.list).toHaveLength(1);
    // The other side is the buyer, by nickname (never the email); the buyer's message is `peer`.
    const [row] = list.body.data.list;
    expect(row).toMatchObject({
      id: chat.id,
      unread: 1,
      lastMessage: { from: 'peer', content: 'Is this in stock?' },
    });
    expect(row!.peer.id).toBe(buyer.user.id);
    expect(JSON.stringify(row)).not.toContain(buyer.email);
    expect((await t.call('store/getChatUnread', {}, { token: seller.token })).body.data.unread).toBe(1);
    const info = await t.call('store/getChatInfo', { chatId: chat.id }, { token: seller.token });
    expect(info.body.data).toEqual(row);

    const answer = await t.call(
      'store/sendMessage',
      { chatId: chat.id, content: 'Yes, it ships today.' },
      { token: seller.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ from: 'user', content: 'Yes, it ships today.' });
    // Answering reads the conversation on the store's side.
    expect((await t.call('store/getChatUnread', {}, { token: seller.token })).body.data.unread).toBe(0);

    // The buyer reads the answer as the store's.
    const theirs = (await t.call('chat/getMsgList', { chatId: chat.id }, { token: buyer.token })).body.data
      .list;
    expect(theirs.map((m) => [m.from, m.content])).toEqual([
      ['user', 'Is this in stock?'],
      ['peer', 'Yes, it ships today.'],
    ]);
    expect((await t.call('chat/getUnreadCount', {}, { token: buyer.token })).body.data.unread).toBe(1);
    // The seller reads the same conversation from the store's side.
    const mine = (await t.call('store/getMsgList', { chatId: chat.id }, { token: seller.token })).body.data
      .list;
    expect(mine.map((m) => [m.from, m.content])).toEqual([
      ['peer', 'Is this in stock?'],
      ['user', 'Yes, it ships today.'],
    ]);

    await t.call('chat/sendMessage', { chatId: chat.id, content: 'Thanks!' }, { token: buyer.token });
    const read = await t.call('store/readMsg', { chatId: chat.id }, { token: seller.token });
    expect(read.body.data.unread).toBe(0);
  });

  it('sees the product and order cards the buyer attached', async () => {
    const { store, seller, buyer, chat } = await conversation('About this one');
    const product = await kit.product(store.id);
    await t.call(
      'chat/sendMessage',
      { chatId: chat.id, type: 'goods', goodsId: product.id },
      { token: buyer.token },
    );
    const list = (await t.call('store/getMsgList', { chatId: chat.id }, { token: seller.token })).body.data
      .list;
    expect(list.at(-1)).toMatchObject({
      from: 'peer',
      type: 'goods',
      goods: { id: product.id, title: product.title },
    });
  });

  it('sends only its own chat uploads as images', async () => {
    const { seller, buyer, chat } = await conversation();
    const own = await t.uploadImage(seller.token, 'chat');
    const sent = await t.call(
      'store/sendMessage',
      { chatId: chat.id, type: 'image', content: own },
      { token: seller.token },
    );
    expect(sent.status).toBe(200);
    const foreign = await t.uploadImage(buyer.token, 'chat');
    const refused = await t.call(
      'store/sendMessage',
      { chatId: chat.id, type: 'image', content: foreign },
      { token: seller.token, lang: 'de' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.map((f) => f.field)).toEqual(['content']);
  });

  it('bad input names the field and writes nothing', async () => {
    const { seller, chat } = await conversation();
    const count = async () =>
      (await t.call('store/getMsgList', { chatId: chat.id }, { token: seller.token })).body.data.list.length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ chatId: chat.id, content: '   ' }, 'content'],
      [{ chatId: chat.id, content: 'x'.repeat(2001) }, 'content'],
      [{ chatId: chat.id, type: 'goods', content: 'x' }, 'type'],
      [{ chatId: 0, content: 'Hi' }, 'chatId'],
      [{ content: 'Hi' }, 'chatId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('store/sendMessage', body, { token: seller.token, lang: 'fr' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    expect(await count()).toBe(before);
  });

  it('another store, a buyer, a visitor and staff cannot read or answer the store’s conversations', async () => {
    const { chat, buyer } = await conversation('Private question');
    const other = await kit.store();
    for (const [path, body] of [
      ['store/getChatInfo', { chatId: chat.id }],
      ['store/getMsgList', { chatId: chat.id }],
      ['store/sendMessage', { chatId: chat.id, content: 'Not mine' }],
      ['store/readMsg', { chatId: chat.id }],
    ] as const) {
      const res = await t.call(path, body as never, { token: other.seller.token });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('CHAT_NOT_FOUND');
    }
    expect((await t.call('store/getChatList', {}, { token: other.seller.token })).body.data.list).toEqual([]);
    // Without a store, a buyer is refused every seller call; visitors and staff tokens are not signed-in users.
    for (const token of [buyer.token, undefined, await staffKit.tokenOf('support')]) {
      const res = await t.call('store/getChatList', {}, token ? { token } : {});
      expect([401, 403]).toContain(res.status);
    }
    const msgs = (await t.call('chat/getMsgList', { chatId: chat.id }, { token: buyer.token })).body.data
      .list;
    expect(msgs.map((m) => m.content)).toEqual(['Private question']);
  });

  it('a disabled store’s owner reads the conversations but cannot answer', async () => {
    const { store, seller, chat } = await conversation('Before the store was disabled');
    await t.db.update(stores).set({ status: 'disabled' }).where(eq(stores.id, store.id));
    const list = await t.call('store/getChatList', {}, { token: seller.token });
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((c) => c.id)).toEqual([chat.id]);
    const answer = await t.call(
      'store/sendMessage',
      { chatId: chat.id, content: 'Hello' },
      { token: seller.token },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('STORE_DISABLED');
  });
});

describe('live, to the store’s owner', () => {
  function socket(token: string) {
    const address = t.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}`);
    const events: ChatSocketEvent[] = [];
    ws.on('message', (raw) => events.push(JSON.parse(String(raw)) as ChatSocketEvent));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    const until = async (pred: (e: ChatSocketEvent[]) => boolean) => {
      const end = Date.now() + 5_000;
      while (!pred(events)) {
        if (Date.now() > end) throw new Error(`timed out; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    return { events, until, close: () => ws.close() };
  }

  it('a buyer’s message reaches the seller’s tab as the store reads it, and reading clears the count', async () => {
    const { seller, buyer, chat } = await conversation('First');
    const tab = socket(seller.token);
    await tab.until((e) => e.some((x) => x.type === 'ready'));
    await t.call('chat/sendMessage', { chatId: chat.id, content: 'Are you there?' }, { token: buyer.token });
    await tab.until((e) =>
      e.some((x) => x.type === 'store_message' && x.message.content === 'Are you there?'),
    );
    // A late notice of the first message may arrive first: pick this message's.
    const event = tab.events.find(
      (x) => x.type === 'store_message' && x.message.content === 'Are you there?',
    );
    expect(event).toMatchObject({ chat: { id: chat.id, unread: 2 }, message: { from: 'peer' }, unread: 2 });
    await t.call('store/readMsg', { chatId: chat.id }, { token: seller.token });
    await tab.until((e) => e.some((x) => x.type === 'store_read' && x.unread === 0));
    // The buyer's own "read" events do not reach the seller.
    await t.call('chat/readMsg', { chatId: chat.id }, { token: buyer.token });
    expect(tab.events.some((x) => x.type === 'read')).toBe(false);
    tab.close();
  });
  it('a buyer’s payment reaches the store owner’s tab as a new-order notice, and nobody else’s', async () => {
    const store = await kit.store();
    const product = await kit.product(store.id, { skus: [{ price: 1_500, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const owner = socket(store.seller.token);
    const bystander = socket(buyer.token);
    await owner.until((e) => e.some((x) => x.type === 'ready'));
    await bystander.until((e) => e.some((x) => x.type === 'ready'));
    const order = await kit.buy(buyer, product.skus[0]!.id);
    await owner.until((e) => e.some((x) => x.type === 'store_order'));
    expect(owner.events.find((x) => x.type === 'store_order')).toEqual({
      type: 'store_order',
      orderId: order.id,
      orderNo: order.orderNo,
      total: order.total,
      status: 'pending',
    });
    expect(bystander.events.some((x) => x.type === 'store_order')).toBe(false);
    owner.close();
    bystander.close();
  });
});
