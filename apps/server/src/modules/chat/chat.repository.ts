import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { chatMessages, chats, goods, orderLines, orders, stores, users } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The current rows a message's card is drawn from. */
export interface CardRows {
  goods: Map<
    number,
    { id: number; title: string; images: string[]; price: number; onSale: boolean; storeStatus: StoreStatus }
  >;
  orders: Map<
    number,
    {
      id: number;
      orderNo: string;
      total: number;
      status: OrderStatusRow;
      title: string;
      image: string;
      lines: number;
    }
  >;
}
type OrderStatusRow = (typeof orders.$inferSelect)['status'];
type StoreStatus = (typeof stores.$inferSelect)['status'];

const chatColumns = {
  chat: chats,
  storeName: stores.name,
  storeLogo: stores.logo,
  email: users.email,
  nickname: users.nickname,
  avatar: users.avatar,
  last: chatMessages,
};

export type ChatView = {
  chat: ChatRow;
  storeName: string | null;
  storeLogo: string | null;
  email: string;
  nickname: string;
  avatar: string | null;
  last: MessageRow | null;
};

export const chatRepository = {
  async findOrCreate(tx: Tx, userId: number, kind: 'store' | 'service', storeId: number | null) {
    const where = and(
      eq(chats.userId, userId),
      eq(chats.kind, kind),
      storeId ? eq(chats.storeId, storeId) : sql`${chats.storeId} is null`,
    );
    const [found] = await tx.select().from(chats).where(where);
    if (found) return found;
    const [created] = await tx
      .insert(chats)
      .values({ userId, kind, storeId, createdAt: clock.stamp(), updatedAt: clock.stamp() })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await tx.select().from(chats).where(where);
    return raced!;
  },

  async view(tx: Tx, where: SQL | undefined, q: { limit: number; offset: number }, order: SQL[]) {
    const rows = await tx
      .select(chatColumns)
      .from(chats)
      .innerJoin(users, eq(users.id, chats.userId))
      .leftJoin(stores, eq(stores.id, chats.storeId))
      .leftJoin(chatMessages, eq(chatMessages.id, chats.lastMessageId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(chats)
      .where(where);
    return { rows: rows as ChatView[], total: total?.n ?? 0 };
  },

  /** One buyer's conversations, the latest first. */
  async userPage(tx: Tx, userId: number, q: { page: number; pageSize: number }) {
    return chatRepository.view(
      tx,
      eq(chats.userId, userId),
      { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
      [desc(chats.updatedAt), desc(chats.id)],
    );
  },

  /** A store's conversations with buyers (those with messages): unread first, then the latest. */
  async storePage(tx: Tx, storeId: number, q: { page: number; pageSize: number }) {
    const where = and(eq(chats.storeId, storeId), sql`${chats.lastMessageId} is not null`);
    return chatRepository.view(tx, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }, [
      desc(gt(chats.peerUnread, 0)),
      desc(chats.updatedAt),
      desc(chats.id),
    ]);
  },

  /** Messages from buyers a store has not read, over all its conversations. */
  async storeUnread(tx: Tx, storeId: number) {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${chats.peerUnread}), 0)::int` })
      .from(chats)
      .where(eq(chats.storeId, storeId));
    return row?.n ?? 0;
  },

  /** The console's conversations: those with unread messages first, then the latest. */
  async staffPage(
    tx: Tx,
    q: { page: number; pageSize: number; kind?: 'store' | 'service'; storeId?: number },
  ) {
    const where = and(
      q.kind ? eq(chats.kind, q.kind) : undefined,
      q.storeId ? eq(chats.storeId, q.storeId) : undefined,
      // A conversation exists once the buyer opened it; list those with messages.
      sql`${chats.lastMessageId} is not null`,
    );
    return chatRepository.view(tx, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }, [
      desc(gt(chats.peerUnread, 0)),
      desc(chats.updatedAt),
    ]);
  },

  async one(tx: Tx, id: number) {
    const { rows } = await chatRepository.view(tx, eq(chats.id, id), { limit: 1, offset: 0 }, [
      desc(chats.id),
    ]);
    return rows[0];
  },

  /** The conversation and the message a notice names, with its card's rows; null when either is gone. */
  async noticed(tx: Tx, chatId: number, messageId: number) {
    const v = await chatRepository.one(tx, chatId);
    const [m] = (await chatRepository.messages(tx, chatId, messageId + 1, 1)).rows;
    if (!v || !m || m.id !== messageId) return null;
    return { view: v, message: m, cards: await chatRepository.cards(tx, [m]) };
  },

  async messages(tx: Tx, chatId: number, beforeId: number | undefined, limit: number) {
    const rows = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), beforeId ? lt(chatMessages.id, beforeId) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
  },

  /** Whose order it is and from which store (an order card's check). */
  async orderParties(tx: Tx, orderId: number) {
    const [row] = await tx
      .select({ userId: orders.userId, storeId: orders.storeId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row;
  },

  /** The products and orders the given messages' cards show, read now. */
  async cards(tx: Tx, rows: readonly MessageRow[]): Promise<CardRows> {
    const goodsIds = [...new Set(rows.flatMap((m) => (m.goodsId ? [m.goodsId] : [])))];
    const orderIds = [...new Set(rows.flatMap((m) => (m.orderId ? [m.orderId] : [])))];
    const result: CardRows = { goods: new Map(), orders: new Map() };
    if (goodsIds.length) {
      const found = await tx
        .select({
          id: goods.id,
          title: goods.title,
          images: goods.images,
          price: goods.price,
          onSale: sql<boolean>`${goods.onSale} and ${goods.review} = 'live' and ${goods.deletedAt} is null`,
          storeStatus: stores.status,
        })
        .from(goods)
        .innerJoin(stores, eq(stores.id, goods.storeId))
        .where(inArray(goods.id, goodsIds));
      for (const g of found) result.goods.set(g.id, g);
    }
    if (orderIds.length) {
      const found = await tx
        .select({ id: orders.id, orderNo: orders.orderNo, total: orders.total, status: orders.status })
        .from(orders)
        .where(inArray(orders.id, orderIds));
      const lines = await tx
        .select({ orderId: orderLines.orderId, title: orderLines.title, image: orderLines.image })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.id));
      for (const o of found) {
        const own = lines.filter((l) => l.orderId === o.id);
        result.orders.set(o.id, {
          ...o,
          title: own[0]?.title ?? '',
          image: own[0]?.image ?? '',
          lines: own.length,
        });
      }
    }
    return result;
  },

  /** Stores a message and moves the other side's unread count, then tells every server node. */
  async insertMessage(
    tx: Tx,
    chat: ChatRow,
    values: {
      fromUser: boolean;
      staffId?: number;
      type: MessageRow['type'];
      content: string;
      goodsId?: number;
      orderId?: number;
    },
  ) {
    const [row] = await tx
      .insert(chatMessages)
      .values({ chatId: chat.id, staffId: values.staffId ?? null, createdAt: clock.stamp(), ...values })
      .returning();
    await tx
      .update(chats)
      .set({
        lastMessageId: row!.id,
        updatedAt: row!.createdAt,
        ...(values.fromUser
          ? { peerUnread: sql`${chats.peerUnread} + 1` }
          : { userUnread: sql`${chats.userUnread} + 1` }),
      })
      .where(eq(chats.id, chat.id));
    await chatRepository.notify(tx, {
      type: 'message',
      chatId: chat.id,
      userId: chat.userId,
      messageId: row!.id,
      ...(await chatRepository.storeOwner(tx, chat)),
    });
    return row!;
  },

  /** The owner of a store conversation's store, whose seller center hears of it live. */
  async storeOwner(tx: Tx, chat: ChatRow): Promise<{ storeId?: number; ownerId?: number }> {
    if (chat.storeId === null) return {};
    const [row] = await tx
      .select({ ownerId: stores.ownerId })
      .from(stores)
      .where(eq(stores.id, chat.storeId));
    return row?.ownerId ? { storeId: chat.storeId, ownerId: row.ownerId } : {};
  },

  async markRead(tx: Tx, chat: ChatRow, side: 'user' | 'peer') {
    await tx
      .update(chats)
      .set(side === 'user' ? { userUnread: 0 } : { peerUnread: 0 })
      .where(eq(chats.id, chat.id));
    if (side === 'user')
      await chatRepository.notify(tx, { type: 'read', chatId: chat.id, userId: chat.userId });
    else {
      const owner = await chatRepository.storeOwner(tx, chat);
      if (owner.ownerId)
        await chatRepository.notify(tx, {
          type: 'store_read',
          chatId: chat.id,
          userId: chat.userId,
          ...owner,
        });
    }
  },

  async unreadOf(tx: Tx, userId: number) {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${chats.userUnread}), 0)::int` })
      .from(chats)
      .where(eq(chats.userId, userId));
    return row?.n ?? 0;
  },

  /** Delivered to every listening node when the transaction commits (LISTEN/NOTIFY). */
  async notify(tx: Tx, payload: ChatNotice) {
    await tx.execute(sql`select pg_notify('chat', ${JSON.stringify(payload)})`);
  },
};

/**
 * What a transaction tells every node: `userId` is the buyer; `ownerId` (with `storeId`) the owner
 * of the conversation's store, told of messages and of reads on the store's side.
 */
export type ChatNotice =
  | { type: 'message'; chatId: number; userId: number; messageId: number; storeId?: number; ownerId?: number }
  | { type: 'read'; chatId: number; userId: number }
  | { type: 'store_read'; chatId: number; userId: number; storeId?: number; ownerId?: number };

/** Sent on the same channel by the order module when a buyer pays: told to the store's owner only. */
export interface StoreOrderNotice {
  type: 'store_order';
  userId: number;
  ownerId: number;
  storeId: number;
  orderId: number;
  orderNo: string;
  total: number;
  status: string;
}
