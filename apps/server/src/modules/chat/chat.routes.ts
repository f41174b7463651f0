import type { Handlers } from '#server/context.js';
import type { ChatStaffService } from './chat-staff.service.js';
import type { ChatService } from './chat.service.js';

/** The chat's endpoints: the buyer's conversations and the console's answers. */
export function chatHandlers(chat: ChatService, staff: ChatStaffService): Handlers {
  return {
    'chat/getChatList': (body, call) => chat.list(body, call),
    'chat/getChatInfo': (body, call) => chat.open(body, call),
    'chat/getMsgList': (body, call) => chat.messages(body, call),
    'chat/sendMessage': (body, call) => chat.send(body, call),
    'chat/readMsg': (body, call) => chat.read(body, call),
    'chat/getUnreadCount': (_body, call) => chat.unread(call),
    'admin/getChatList': (body) => staff.list(body),
    'admin/getMsgList': (body) => staff.messages(body),
    'admin/sendMessage': (body, call) => staff.send(body, call),
    'admin/readMsg': (body) => staff.read(body),
  };
}
