import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminChat,
  adminChatListBody,
  chatInfo,
  chatListBody,
  chatMessage,
  chatOpenBody,
  msgListBody,
  msgListData,
  readMsgBody,
  sendMessageBody,
  sellerChatListBody,
  staffSendMessageBody,
  unreadData,
} from './chat.schemas.js';

/** Buyers' chats with stores and customer service; the console answers for them. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'chat/getChatList': endpoint({
    auth: 'user',
    body: chatListBody,
    data: listOf(chatInfo),
    summary: 'The user’s conversations, latest first',
    tag: 'chat',
  }),
  'chat/getChatInfo': endpoint({
    auth: 'user',
    body: chatOpenBody,
    data: chatInfo,
    summary: 'Open the conversation with a store or customer service (created on first use)',
    tag: 'chat',
  }),
  'chat/getMsgList': endpoint({
    auth: 'user',
    body: msgListBody,
    data: msgListData,
    summary: 'Messages of a conversation, oldest first, paged backwards',
    tag: 'chat',
  }),
  'chat/sendMessage': endpoint({
    auth: 'user',
    body: sendMessageBody,
    data: chatMessage,
    summary:
      'Send text, an uploaded image, a product of the store or one of the buyer’s orders from it; delivered live to every open tab',
    tag: 'chat',
    rateLimit: 120,
  }),
  'chat/readMsg': endpoint({
    auth: 'user',
    body: readMsgBody,
    data: unreadData,
    summary: 'Mark a conversation read',
    tag: 'chat',
  }),
  'chat/getUnreadCount': endpoint({
    auth: 'user',
    body: emptyBody,
    data: unreadData,
    summary: 'Unread messages over all conversations',
    tag: 'chat',
  }),
} as const satisfies Record<string, Endpoint>;

/** The seller center: the owner answers buyers as the store, read from the store's side. */
export const seller = {
  'store/getChatList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: sellerChatListBody,
    data: listOf(chatInfo),
    summary: 'The store’s conversations with buyers, unread first, then the latest',
    tag: 'chat',
  }),
  'store/getChatInfo': endpoint({
    auth: 'seller',
    readOnly: true,
    body: readMsgBody,
    data: chatInfo,
    summary: 'One of the store’s conversations, read from the store’s side',
    tag: 'chat',
  }),
  'store/getMsgList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: msgListBody,
    data: msgListData,
    summary: 'Messages of one of the store’s conversations (`from: user` is the store)',
    tag: 'chat',
  }),
  'store/sendMessage': endpoint({
    auth: 'seller',
    body: staffSendMessageBody,
    data: chatMessage,
    summary: 'Answer a buyer as the store: text, or an image the seller uploaded',
    tag: 'chat',
  }),
  'store/readMsg': endpoint({
    auth: 'seller',
    readOnly: true,
    body: readMsgBody,
    data: unreadData,
    summary: 'Mark a conversation read on the store’s side; answers the store’s unread total',
    tag: 'chat',
  }),
  'store/getChatUnread': endpoint({
    auth: 'seller',
    readOnly: true,
    body: emptyBody,
    data: unreadData,
    summary: 'Messages from buyers the store has not read, over all its conversations',
    tag: 'chat',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getChatList': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: adminChatListBody,
    data: listOf(adminChat),
    summary: 'Conversations with stores and customer service, unanswered first',
    tag: 'chat',
  }),
  'admin/getMsgList': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: msgListBody,
    data: msgListData,
    summary: 'Messages of a conversation',
    tag: 'chat',
  }),
  'admin/sendMessage': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: staffSendMessageBody,
    data: chatMessage,
    summary: 'Answer as the store or customer service',
    tag: 'chat',
  }),
  'admin/readMsg': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: readMsgBody,
    data: unreadData,
    summary: 'Mark a conversation read on the platform side',
    tag: 'chat',
  }),
} as const satisfies Record<string, Endpoint>;
