import { useEffect } from 'react';
import { useStore } from 'zustand';
import { chatSocket, startChatSocket } from '#web/features/chat/socket/chat-socket';
import type { SocketNotice, SocketStatus } from '#web/features/chat/socket/socket-client';

/**
 * Starts the tab's chat socket (once; it then follows sign-in and sign-out by itself) and
 * returns its status. Mount it anywhere that should be live; mounting it twice is harmless.
 */
export function useChatSocket(): SocketStatus {
  useEffect(() => startChatSocket(), []);
  return useStore(chatSocket.state, (s) => s.status);
}

/** Calls `listener` for every socket notice while the component is mounted. */
export function useChatNotices(listener: (notice: SocketNotice) => void): void {
  useEffect(() => chatSocket.subscribe(listener), [listener]);
}
