import { z } from 'zod';
import { idField } from '../core/common.js';
import { pageQuery } from '../core/validation.js';

/** Buyer–merchant and customer-service chat (spec §7 `chat/*`), live over the websocket. */

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_KINDS = ['store', 'service'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const chatMessage = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  /** Who wrote it: the buyer, or the other side (the store or customer service). */
  from: z.enum(['user', 'peer']),
  type: z.enum(['text', 'image']),
  content: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatInfo = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_KINDS),
  peer: z.object({ id: z.number().int().nullable(), name: z.string(), avatar: z.string() }),
  lastMessage: chatMessage.nullable(),
  /** Messages from the other side this user has not read. */
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type ChatInfo = z.infer<typeof chatInfo>;

export const chatListBody = pageQuery;
export const chatOpenBody = z
  .strictObject({
    /** Open (or create) the conversation with this store. */
    storeId: idField.optional(),
    /** Open the conversation with customer service. */
    service: z.boolean({ error: 'validation.type' }).optional(),
    /** Or an existing conversation. */
    id: idField.optional(),
  })
  .refine((b) => [b.storeId, b.service || undefined, b.id].filter((v) => v !== undefined).length === 1, {
    path: ['storeId'],
    message: 'validation.chatTarget',
  });

export const msgListBody = z.strictObject({
  chatId: idField,
  /** Older than this message id (scrolling up). */
  beforeId: idField.optional(),
  pageSize: z.number({ error: 'validation.type' }).int().min(1).max(100).default(30),
});
export const msgListData = z.object({ list: z.array(chatMessage), hasMore: z.boolean() });

export const sendMessageBody = z.strictObject({
  chatId: idField,
  type: z.enum(['text', 'image'], { error: 'validation.invalidOption' }).default('text'),
  content: z
    .string({ error: 'validation.messageRequired' })
    .trim()
    .min(1, { error: 'validation.messageRequired' })
    .max(CHAT_MESSAGE_MAX, { error: 'validation.tooLong' }),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const readMsgBody = z.strictObject({ chatId: idField });
export const unreadData = z.object({ unread: z.number().int() });

/** What the server pushes on the websocket. */
export type ChatSocketEvent =
  | { type: 'message'; chat: ChatInfo; message: ChatMessage }
  | { type: 'read'; chatId: number; unread: number }
  | { type: 'ready' };

export const adminChatListBody = pageQuery.extend({
  kind: z.enum(CHAT_KINDS, { error: 'validation.invalidOption' }).optional(),
  storeId: idField.optional(),
});
export const adminChat = chatInfo.extend({
  user: z.object({ id: z.number().int(), email: z.string(), nickname: z.string() }),
  /** Messages from the buyer nobody on the platform side has read. */
  unreadByStaff: z.number().int(),
});
export type AdminChat = z.infer<typeof adminChat>;
