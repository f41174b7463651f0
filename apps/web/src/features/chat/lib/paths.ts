/** Where the chat screens lead; the drama app can pass its own. */
export interface ChatPaths {
  list: string;
  room: (chatId: number) => string;
  service: string;
  store: (storeId: number) => string;
  shop: string;
  /** A product card opens the product, an order card the order (where there is a page for it). */
  product: (goodsId: number) => string;
  order?: (orderId: number) => string;
}

/** A store conversation opened with a product or an order pinned above the input. */
export function storeChatPath(storeId: number, about?: { goodsId?: number; orderId?: number }): string {
  const query = about?.goodsId ? `?goods=${about.goodsId}` : about?.orderId ? `?order=${about.orderId}` : '';
  return `/mall/chat/store/${storeId}${query}`;
}

export const MALL_CHAT_PATHS: ChatPaths = {
  list: '/mall/messages',
  room: (chatId) => `/mall/chat/${chatId}`,
  service: '/mall/service',
  store: (storeId) => `/mall/store/${storeId}`,
  shop: '/mall',
  product: (goodsId) => `/mall/product/${goodsId}`,
  order: (orderId) => `/mall/orders/${orderId}`,
};
