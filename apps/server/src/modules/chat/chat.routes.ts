import type { Handlers } from '#server/context.js';
import type { ChatSellerService } from './chat-seller.service.js';
import type { ChatStaffService } from './chat-staff.service.js';
import type { ChatService } from './chat.service.js';

/** The chat's endpoints: the buyer's conversations, the store's answers and the console's. */
export function chatHandlers(
  chat: ChatService,
  seller: ChatSellerService,
  staff: ChatStaffService,
): Handlers {
  return {
    'chat/getChatList': (body, call) => chat.list(body, call),
    'chat/getChatInfo': (body, call) => chat.open(body, call),
    'chat/getMsgList': (body, call) => chat.messages(body, call),
    'chat/sendMessage': (body, call) => chat.send(body, call),
    'chat/readMsg': (body, call) => chat.read(body, call),
    'chat/getUnreadCount': (_body, call) => chat.unread(call),
    'store/getChatList': (body, call) => seller.list(body, call),
    'store/getChatInfo': (body, call) => seller.info(body, call),
    'store/getMsgList': (body, call) => seller.messages(body, call),
    'store/sendMessage': (body, call) => seller.send(body, call),
    'store/readMsg': (body, call) => seller.read(body, call),
    'store/getChatUnread': (_body, call) => seller.unread(call),
    'admin/getChatList': (body) => staff.list(body),
    'admin/getMsgList': (body) => staff.messages(body),
    'admin/sendMessage': (body, call) => staff.send(body, call),
    'admin/readMsg': (body) => staff.read(body),
  };
}
