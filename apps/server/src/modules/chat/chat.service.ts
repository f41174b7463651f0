import type { AdminChat, ChatInfo, ChatMessage, ChatSocketEvent } from '@app/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext, CallContext } from '#server/context.js';
import { chats } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { catalogRepository } from '#server/modules/catalog/catalog.repository.js';
import { storeCanSell } from '#server/modules/catalog/index.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { chatRepository, type ChatNotice, type ChatView, type MessageRow } from './chat.repository.js';

type Page = { page: number; pageSize: number };

export function toMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    chatId: m.chatId,
    from: m.fromUser ? 'user' : 'peer',
    type: m.type,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
  };
}

export function toChatInfo(v: ChatView): ChatInfo {
  return {
    id: v.chat.id,
    kind: v.chat.kind,
    peer:
      v.chat.kind === 'store'
        ? { id: v.chat.storeId, name: v.storeName ?? '', avatar: v.storeLogo ?? '' }
        : // Clients show their own localized name for customer service.
          { id: null, name: 'Customer service', avatar: '' },
    lastMessage: v.last?.id ? toMessage(v.last) : null,
    unread: v.chat.userUnread,
    updatedAt: v.chat.updatedAt.toISOString(),
  };
}

function toAdminChat(v: ChatView): AdminChat {
  return {
    ...toChatInfo(v),
    user: { id: v.chat.userId, email: v.email, nickname: v.nickname },
    unreadByStaff: v.chat.peerUnread,
  };
}

/** Buyer–merchant and customer-service conversations; the console answers for the stores for now. */
export function createChatService(ctx: AppContext) {
  const { db } = ctx;

  async function ownChat(userId: number, chatId: number) {
    const v = await chatRepository.one(db, chatId);
    if (!v || v.chat.userId !== userId) throw new AppError('CHAT_NOT_FOUND');
    return v;
  }

  async function checkImage(userId: number | null, type: 'text' | 'image', content: string) {
    if (type !== 'image') return;
    // Staff answers may reuse any stored image path; buyers only their own chat uploads.
    const ok =
      userId === null
        ? content.startsWith('/media/')
        : await fileRepository.ownsUpload(db, userId, content, 'chat');
    if (!ok)
      throw new AppError('IMAGE_INVALID', {}, [
        { field: 'content', rule: 'uploaded_image', key: 'validation.image' },
      ]);
  }

  return {
    /** What a websocket gets for a notice from any node. */
    async socketEvent(notice: ChatNotice): Promise<ChatSocketEvent | null> {
      if (notice.type === 'read') {
        return {
          type: 'read',
          chatId: notice.chatId,
          unread: await chatRepository.unreadOf(db, notice.userId),
        };
      }
      const v = await chatRepository.one(db, notice.chatId);
      const [m] = (await chatRepository.messages(db, notice.chatId, notice.messageId + 1, 1)).rows;
      if (!v || !m || m.id !== notice.messageId) return null;
      return { type: 'message', chat: toChatInfo(v), message: toMessage(m) };
    },

    async list(q: Page, call: CallContext) {
      const { rows, total } = await chatRepository.view(
        db,
        eq(chats.userId, call.user!.id),
        { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
        [desc(chats.updatedAt), desc(chats.id)],
      );
      return listPage(rows.map(toChatInfo), total, q);
    },

    async open(body: { storeId?: number; service?: boolean; id?: number }, call: CallContext) {
      const userId = call.user!.id;
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

    async messages(body: { chatId: number; beforeId?: number; pageSize: number }, call: CallContext | null) {
      if (call?.user) await ownChat(call.user.id, body.chatId);
      else if (!(await chatRepository.one(db, body.chatId))) throw new AppError('CHAT_NOT_FOUND');
      const { rows, hasMore } = await chatRepository.messages(db, body.chatId, body.beforeId, body.pageSize);
      return { list: rows.map(toMessage), hasMore };
    },

    async send(body: { chatId: number; type: 'text' | 'image'; content: string }, call: CallContext) {
      const userId = call.user!.id;
      const v = await ownChat(userId, body.chatId);
      if (v.chat.kind === 'store') {
        const store = await catalogRepository.findStore(db, v.chat.storeId!);
        if (!store || !storeCanSell(store.status)) throw new AppError('MERCHANT_UNREACHABLE');
      }
      await checkImage(userId, body.type, body.content);
      const m = await db.transaction((tx) =>
        chatRepository.insertMessage(tx, v.chat, { fromUser: true, type: body.type, content: body.content }),
      );
      return toMessage(m);
    },

    async read(body: { chatId: number }, call: CallContext) {
      const v = await ownChat(call.user!.id, body.chatId);
      await db.transaction((tx) => chatRepository.markRead(tx, v.chat, 'user'));
      return { unread: await chatRepository.unreadOf(db, call.user!.id) };
    },

    async unread(call: CallContext) {
      return { unread: await chatRepository.unreadOf(db, call.user!.id) };
    },

    // ---------- console ----------
    async adminList(q: Page & { kind?: 'store' | 'service'; storeId?: number }) {
      const where = and(
        q.kind ? eq(chats.kind, q.kind) : undefined,
        q.storeId ? eq(chats.storeId, q.storeId) : undefined,
        // A conversation exists once the buyer opened it; list those with messages.
        sql`${chats.lastMessageId} is not null`,
      );
      const { rows, total } = await chatRepository.view(
        db,
        where,
        { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
        [desc(gt(chats.peerUnread, 0)), desc(chats.updatedAt)],
      );
      return listPage(rows.map(toAdminChat), total, q);
    },

    async adminSend(body: { chatId: number; type: 'text' | 'image'; content: string }, call: CallContext) {
      const v = await chatRepository.one(db, body.chatId);
      if (!v) throw new AppError('CHAT_NOT_FOUND');
      await checkImage(null, body.type, body.content);
      const m = await db.transaction(async (tx) => {
        const row = await chatRepository.insertMessage(tx, v.chat, {
          fromUser: false,
          staffId: call.staff!.id,
          type: body.type,
          content: body.content,
        });
        // Answering reads the conversation on the platform side.
        await chatRepository.markRead(tx, v.chat, 'peer');
        return row;
      });
      return toMessage(m);
    },

    async adminRead(body: { chatId: number }) {
      const v = await chatRepository.one(db, body.chatId);
      if (!v) throw new AppError('CHAT_NOT_FOUND');
      await db.transaction((tx) => chatRepository.markRead(tx, v.chat, 'peer'));
      return { unread: 0 };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
