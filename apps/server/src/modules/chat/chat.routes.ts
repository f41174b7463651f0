import type { Handlers } from '#server/plugins/api.js';
import type { ChatService } from './chat.service.js';

export function chatHandlers(chat: ChatService): Handlers {
  return {
    'chat/getChatList': (body, call) => chat.list(body, call),
    'chat/getChatInfo': (body, call) => chat.open(body, call),
    'chat/getMsgList': (body, call) => chat.messages(body, call),
    'chat/sendMessage': (body, call) => chat.send(body, call),
    'chat/readMsg': (body, call) => chat.read(body, call),
    'chat/getUnreadCount': (_body, call) => chat.unread(call),
    'admin/getChatList': (body) => chat.adminList(body),
    'admin/getMsgList': (body) => chat.messages(body, null),
    'admin/sendMessage': (body, call) => chat.adminSend(body, call),
    'admin/readMsg': (body) => chat.adminRead(body),
  };
}
