import type { ApiInput, ChatSocketEvent } from '@app/contract';
import type { AppContext, SellerCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { toSellerChat, toSellerMessage } from './chat.mapper.js';
import { chatRepository, type ChatNotice } from './chat.repository.js';

/** The seller center answering buyers as the store: only the caller's own store's conversations. */
export function createChatSellerService(ctx: AppContext) {
  const { db } = ctx;

  /** One of this store's conversations; another store's (or customer service's) is "not found". */
  async function storeChat(storeId: number, chatId: number) {
    const v = await chatRepository.one(db, chatId);
    if (!v || v.chat.storeId !== storeId) throw new AppError('CHAT_NOT_FOUND');
    return v;
  }

  return {
    /** What the owner's websockets get for a notice about one of the store's conversations. */
    async socketEvent(notice: ChatNotice): Promise<ChatSocketEvent | null> {
      if (notice.type === 'read' || !notice.storeId) return null;
      const unread = await chatRepository.storeUnread(db, notice.storeId);
      if (notice.type === 'store_read') return { type: 'store_read', chatId: notice.chatId, unread };
      const found = await chatRepository.noticed(db, notice.chatId, notice.messageId);
      if (!found) return null;
      return {
        type: 'store_message',
        chat: toSellerChat(found.view),
        message: toSellerMessage(found.message, found.cards),
        unread,
      };
    },

    async list(q: ApiInput<'store/getChatList'>, call: SellerCall) {
      const { rows, total } = await chatRepository.storePage(db, call.store.id, q);
      return listPage(rows.map(toSellerChat), total, q);
    },

    async info(body: ApiInput<'store/getChatInfo'>, call: SellerCall) {
      return toSellerChat(await storeChat(call.store.id, body.chatId));
    },

    async messages(body: ApiInput<'store/getMsgList'>, call: SellerCall) {
      await storeChat(call.store.id, body.chatId);
      const { rows, hasMore } = await chatRepository.messages(db, body.chatId, body.beforeId, body.pageSize);
      const cards = await chatRepository.cards(db, rows);
      return { list: rows.map((m) => toSellerMessage(m, cards)), hasMore };
    },

    async send(body: ApiInput<'store/sendMessage'>, call: SellerCall) {
      const v = await storeChat(call.store.id, body.chatId);
      // A seller sends only their own chat uploads.
      if (body.type === 'image' && !(await fileRepository.ownsUpload(db, call.user.id, body.content, 'chat')))
        throw new AppError('IMAGE_INVALID', {}, [
          { field: 'content', rule: 'uploaded_image', key: 'validation.image' },
        ]);
      const m = await db.transaction(async (tx) => {
        const row = await chatRepository.insertMessage(tx, v.chat, {
          fromUser: false,
          type: body.type,
          content: body.content,
        });
        // Answering reads the conversation on the store's side.
        await chatRepository.markRead(tx, v.chat, 'peer');
        return row;
      });
      return toSellerMessage(m);
    },

    async read(body: ApiInput<'store/readMsg'>, call: SellerCall) {
      const v = await storeChat(call.store.id, body.chatId);
      await db.transaction((tx) => chatRepository.markRead(tx, v.chat, 'peer'));
      return { unread: await chatRepository.storeUnread(db, call.store.id) };
    },

    async unread(call: SellerCall) {
      return { unread: await chatRepository.storeUnread(db, call.store.id) };
    },
  };
}

export type ChatSellerService = ReturnType<typeof createChatSellerService>;
