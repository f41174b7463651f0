import type { ChatPaths } from '#web/features/chat';

/**
 * Where the seller center's chat screens lead: its own list and rooms; a product card opens the
 * product's page. The buyer-side entries (customer service, shopping) are not offered there.
 */
export const SELLER_CHAT_PATHS: ChatPaths = {
  list: '/seller/chats',
  room: (chatId) => `/seller/chats/${chatId}`,
  service: '/seller/chats',
  store: () => '/seller/chats',
  shop: '/seller/chats',
  product: (goodsId) => `/mall/product/${goodsId}`,
  // No order link until the seller's order pages exist: the card shows the order where it is.
};
