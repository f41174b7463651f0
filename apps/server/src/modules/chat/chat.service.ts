import type { ApiInput, ChatSocketEvent } from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { catalogRepository, storeCanSell } from '#server/modules/catalog/index.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { toChatInfo, toMessage } from './chat.mapper.js';
import { chatRepository, type ChatNotice } from './chat.repository.js';

/** The buyer's conversations with merchants and customer service (the console answers for stores for now). */
export function createChatService(ctx: AppContext) {
  const { db } = ctx;

  async function ownChat(userId: number, chatId: number) {
    const v = await chatRepository.one(db, chatId);
    if (!v || v.chat.userId !== userId) throw new AppError('CHAT_NOT_FOUND');
    return v;
  }

  async function checkImage(userId: number, type: string, content: string) {
    if (type !== 'image') return;
    // Buyers send only their own chat uploads.
    if (!(await fileRepository.ownsUpload(db, userId, content, 'chat')))
      throw new AppError('IMAGE_INVALID', {}, [
        { field: 'content', rule: 'uploaded_image', key: 'validation.image' },
      ]);
  }

  /** A card must be about this conversation's store: its product, or the buyer's own order from it. */
  async function checkCard(userId: number, storeId: number | null, body: ApiInput<'chat/sendMessage'>) {
    if (body.type === 'goods') {
      const g = await catalogRepository.findGoods(db, body.goodsId!);
      if (!g || storeId === null || g.storeId !== storeId)
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'goodsId', rule: 'store_goods', key: 'validation.chatGoods' },
        ]);
    }
    if (body.type === 'order') {
      const o = await chatRepository.orderParties(db, body.orderId!);
      if (!o || o.userId !== userId || storeId === null || o.storeId !== storeId)
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'orderId', rule: 'own_store_order', key: 'validation.chatOrder' },
        ]);
    }
  }

  async function withCards(rows: Parameters<typeof chatRepository.cards>[1]) {
    const cards = await chatRepository.cards(db, rows);
    return rows.map((m) => toMessage(m, cards));
  }

  return {
    /** What a websocket gets for a notice from any node. */
    async socketEvent(notice: ChatNotice): Promise<ChatSocketEvent | null> {
      // Reads on the store's side concern the store's owner only (chat-seller.service.ts).
      if (notice.type === 'store_read') return null;
      if (notice.type === 'read') {
        return {
          type: 'read',
          chatId: notice.chatId,
          unread: await chatRepository.unreadOf(db, notice.userId),
        };
      }
      const found = await chatRepository.noticed(db, notice.chatId, notice.messageId);
      if (!found) return null;
      return {
        type: 'message',
        chat: toChatInfo(found.view),
        message: toMessage(found.message, found.cards),
      };
    },

    async list(q: ApiInput<'chat/getChatList'>, call: UserCall) {
      const { rows, total } = await chatRepository.userPage(db, call.user.id, q);
      return listPage(rows.map(toChatInfo), total, q);
    },

    async open(body: ApiInput<'chat/getChatInfo'>, call: UserCall) {
      const userId = call.user.id;
      if (body.id) return toChatInfo(await ownChat(userId, body.id));
      if (body.storeId) {
        const store = await catalogRepository.findStore(db, body.storeId);
        if (!store) throw new AppError('STORE_NOT_FOUND');
        if (!storeCanSell(store.status) || store.ownerId === userId)
          throw new AppError('MERCHANT_UNREACHABLE');
        const chat = await chatRepository.findOrCreate(db, userId, 'store', store.id);
        return toChatInfo((await chatRepository.one(db, chat.id))!);
      }
      const chat = await chatRepository.findOrCreate(db, userId, 'service', null);
      return toChatInfo((await chatRepository.one(db, chat.id))!);
    },

    async messages(body: ApiInput<'chat/getMsgList'>, call: UserCall) {
      await ownChat(call.user.id, body.chatId);
      const { rows, hasMore } = await chatRepository.messages(db, body.chatId, body.beforeId, body.pageSize);
      return { list: await withCards(rows), hasMore };
    },

    async send(body: ApiInput<'chat/sendMessage'>, call: UserCall) {
      const userId = call.user.id;
      const v = await ownChat(userId, body.chatId);
      if (v.chat.kind === 'store') {
        const store = await catalogRepository.findStore(db, v.chat.storeId!);
        if (!store || !storeCanSell(store.status)) throw new AppError('MERCHANT_UNREACHABLE');
      }
      await checkImage(userId, body.type, body.content ?? '');
      await checkCard(userId, v.chat.storeId, body);
      const m = await db.transaction((tx) =>
        chatRepository.insertMessage(tx, v.chat, {
          fromUser: true,
          type: body.type,
          content: body.content ?? '',
          goodsId: body.type === 'goods' ? body.goodsId : undefined,
          orderId: body.type === 'order' ? body.orderId : undefined,
        }),
      );
      return (await withCards([m]))[0]!;
    },

    async read(body: ApiInput<'chat/readMsg'>, call: UserCall) {
      const v = await ownChat(call.user.id, body.chatId);
      await db.transaction((tx) => chatRepository.markRead(tx, v.chat, 'user'));
      return { unread: await chatRepository.unreadOf(db, call.user.id) };
    },

    async unread(call: UserCall) {
      return { unread: await chatRepository.unreadOf(db, call.user.id) };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
