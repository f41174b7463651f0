/** Where the chat screens lead; the drama app can pass its own. */
export interface ChatPaths {
  list: string;
  room: (chatId: number) => string;
  service: string;
  store: (storeId: number) => string;
  shop: string;
}

export const MALL_CHAT_PATHS: ChatPaths = {
  list: '/mall/messages',
  room: (chatId) => `/mall/chat/${chatId}`,
  service: '/mall/service',
  store: (storeId) => `/mall/store/${storeId}`,
  shop: '/mall',
};
