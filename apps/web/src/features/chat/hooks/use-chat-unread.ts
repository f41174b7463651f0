import { useUnreadQuery } from '#web/features/chat/api/chat';
import { useChatSocket } from './use-chat-socket';

/** Unread messages over every conversation, live: for badges (personal center, `/vip/message`). */
export function useChatUnread(): number {
  useChatSocket();
  return useUnreadQuery().data ?? 0;
}
