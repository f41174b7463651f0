/** The chat section: conversations answered for the stores. What the app shell may use. */
export const chatsPage = () => import('./chats/components/chats-page');
