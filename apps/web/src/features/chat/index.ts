export { MessageCenter } from './components/message-center';
export { ChatRoom } from './components/chat-room';
export { useChatSocket } from './hooks/use-chat-socket';
export { useChatUnread } from './hooks/use-chat-unread';
export { badgeCount } from './lib/conversations';
export { MALL_CHAT_PATHS, storeChatPath, type ChatPaths } from './lib/paths';
export type { ChatTarget } from './api/chat';
export type { SocketStatus } from './socket/socket-client';
export { startChatSocket } from './socket/chat-socket';
