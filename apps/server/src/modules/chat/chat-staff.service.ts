import type { AdminChat, ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { toChatInfo, toMessage } from './chat.mapper.js';
import { chatRepository, type ChatView } from './chat.repository.js';

function toAdminChat(v: ChatView): AdminChat {
  return {
    ...toChatInfo(v),
    user: { id: v.chat.userId, email: v.email, nickname: v.nickname },
    unreadByStaff: v.chat.peerUnread,
  };
}

/** The console answering buyers: for customer service and, for now, for the stores. */
export function createChatStaffService(ctx: AppContext) {
  const { db } = ctx;

  async function chatOrFail(chatId: number) {
    const v = await chatRepository.one(db, chatId);
    if (!v) throw new AppError('CHAT_NOT_FOUND');
    return v;
  }

  return {
    async list(q: ApiInput<'admin/getChatList'>) {
      const { rows, total } = await chatRepository.staffPage(db, q);
      return listPage(rows.map(toAdminChat), total, q);
    },

    async messages(body: ApiInput<'admin/getMsgList'>) {
      await chatOrFail(body.chatId);
      const { rows, hasMore } = await chatRepository.messages(db, body.chatId, body.beforeId, body.pageSize);
      const cards = await chatRepository.cards(db, rows);
      return { list: rows.map((m) => toMessage(m, cards)), hasMore };
    },

    async send(body: ApiInput<'admin/sendMessage'>, call: StaffCall) {
      const v = await chatOrFail(body.chatId);
      // Staff answers may reuse any stored image path.
      if (body.type === 'image' && !body.content.startsWith('/media/'))
        throw new AppError('IMAGE_INVALID', {}, [
          { field: 'content', rule: 'uploaded_image', key: 'validation.image' },
        ]);
      const m = await db.transaction(async (tx) => {
        const row = await chatRepository.insertMessage(tx, v.chat, {
          fromUser: false,
          staffId: call.staff.id,
          type: body.type,
          content: body.content,
        });
        // Answering reads the conversation on the platform side.
        await chatRepository.markRead(tx, v.chat, 'peer');
        return row;
      });
      return toMessage(m);
    },

    async read(body: ApiInput<'admin/readMsg'>) {
      const v = await chatOrFail(body.chatId);
      await db.transaction((tx) => chatRepository.markRead(tx, v.chat, 'peer'));
      return { unread: 0 };
    },
  };
}

export type ChatStaffService = ReturnType<typeof createChatStaffService>;
