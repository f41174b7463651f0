import { z } from 'zod';
import { idField } from '../core/common.js';
import { pageQuery } from '../core/validation.js';
import { ORDER_STATUSES } from '../order/order.schemas.js';
import type { DealSocketEvent } from '../task/task.schemas.js';

/** Buyer–merchant and customer-service chat (spec §7 `chat/*`), live over the websocket. */

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_KINDS = ['store', 'service'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** Text, an uploaded image, or a card of a product (`goods`) or an order (`order`) the message is about. */
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'goods', 'order'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** A product card, drawn from the product's current row (not a copy taken when it was sent). */
export const chatGoodsCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** The lowest specification price now, in minor units. */
  price: z.number().int(),
  /** False once the product is off sale or its store no longer sells. */
  available: z.boolean(),
});
export type ChatGoodsCard = z.infer<typeof chatGoodsCard>;

/** An order card, drawn from the order's current row: its state moves on after the message. */
export const chatOrderCard = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** The first line's title and image; `lines` says how many lines the order has. */
  title: z.string(),
  image: z.string(),
  lines: z.number().int(),
  total: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});
export type ChatOrderCard = z.infer<typeof chatOrderCard>;

export const chatMessage = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  /** Who wrote it: the buyer, or the other side (the store or customer service). */
  from: z.enum(['user', 'peer']),
  type: z.enum(CHAT_MESSAGE_TYPES),
  /** The text or the image's path; empty for a card. */
  content: z.string(),
  /** The product of a `goods` message, else null. */
  goods: chatGoodsCard.nullable(),
  /** The order of an `order` message, else null. */
  order: chatOrderCard.nullable(),
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

const messageContent = z
  .string({ error: 'validation.messageRequired' })
  .trim()
  .min(1, { error: 'validation.messageRequired' })
  .max(CHAT_MESSAGE_MAX, { error: 'validation.tooLong' });

/**
 * The buyer's message: text or an uploaded image in `content`, or a card: `goodsId` (a product of
 * the conversation's store) for `goods`, `orderId` (the buyer's own order from that store) for `order`.
 */
export const sendMessageBody = z
  .strictObject({
    chatId: idField,
    type: z.enum(CHAT_MESSAGE_TYPES, { error: 'validation.invalidOption' }).default('text'),
    content: messageContent.optional(),
    goodsId: idField.optional(),
    orderId: idField.optional(),
  })
  .superRefine((b, ctx) => {
    const need = b.type === 'goods' ? 'goodsId' : b.type === 'order' ? 'orderId' : 'content';
    if (b[need] === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [need],
        message: need === 'content' ? 'validation.messageRequired' : 'validation.required',
      });
    for (const other of (['content', 'goodsId', 'orderId'] as const).filter((k) => k !== need))
      if (b[other] !== undefined)
        ctx.addIssue({ code: 'custom', path: [other], message: 'validation.invalid' });
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;

/** Staff answer with text or a stored image. */
export const staffSendMessageBody = z.strictObject({
  chatId: idField,
  type: z.enum(['text', 'image'], { error: 'validation.invalidOption' }).default('text'),
  content: messageContent,
});

export const readMsgBody = z.strictObject({ chatId: idField });
export const unreadData = z.object({ unread: z.number().int() });

/** What the server pushes on the websocket. */
export type ChatSocketEvent =
  | { type: 'message'; chat: ChatInfo; message: ChatMessage }
  | { type: 'read'; chatId: number; unread: number }
  /** To a store's owner: a message in one of the store's conversations, as the seller reads it. */
  | { type: 'store_message'; chat: ChatInfo; message: ChatMessage; unread: number }
  /** To a store's owner: a conversation read on the store's side; the store's unread total. */
  | { type: 'store_read'; chatId: number; unread: number }
  /** To a store's owner: a buyer paid an order of the store (the seller center's new-order notice). */
  | { type: 'store_order'; orderId: number; orderNo: string; total: number; status: string }
  /** To tabs watching a group-buy deal: its count or state changed (public, decision 54). */
  | DealSocketEvent
  | { type: 'ready' };

/**
 * The seller center's chats (`store/*` calls): the same shapes read from the store's side — a
 * conversation's `peer` is the buyer (nickname only), its `unread` what the buyer sent that the
 * store has not read, and a message's `from` is `user` when the store wrote it, `peer` when the
 * buyer did.
 */
export const sellerChatListBody = pageQuery;

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
