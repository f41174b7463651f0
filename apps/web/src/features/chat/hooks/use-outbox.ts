import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, upload } from '#web/lib/request';
import { newestMessageId, sendMessage, type ChatSide } from '#web/features/chat/api/chat';

/** A message of this tab on its way: shown at once, replaced by the real one when the server has it. */
export interface PendingMessage {
  key: string;
  type: 'text' | 'image';
  /** The text, or the uploaded image's path once the upload is done. */
  content: string;
  /** The picked image, kept until it is uploaded (a retry uploads it again). */
  file?: File;
  /** A local preview of the picked image. */
  preview?: string;
  status: 'sending' | 'failed';
  createdAt: string;
  /** The newest message id of the conversation when this one was written. */
  afterId: number;
}

let sequence = 0;

/**
 * Optimistic sending for one conversation: each message shows as "sending", disappears into the
 * real list once sent, or stays as "failed" with a retry. `unreachable` turns true when the server
 * says the merchant cannot be contacted.
 */
export function useOutbox(chatId: number | undefined, side: ChatSide = 'buyer') {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [unreachable, setUnreachable] = useState(false);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, patch: Partial<PendingMessage>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const deliver = useCallback(
    async (message: PendingMessage) => {
      if (chatId === undefined) return;
      update(message.key, { status: 'sending' });
      try {
        let content = message.content;
        if (message.type === 'image' && !content) {
          content = (await upload(message.file!, 'chat', message.file!.name)).url;
          update(message.key, { content });
        }
        await sendMessage(chatId, message.type, content, side);
        setPending((list) => list.filter((p) => p.key !== message.key));
        if (message.preview) {
          URL.revokeObjectURL(message.preview);
          previews.current.delete(message.preview);
        }
      } catch (error) {
        if (error instanceof ApiError && error.error === 'MERCHANT_UNREACHABLE') setUnreachable(true);
        update(message.key, { status: 'failed' });
      }
    },
    [chatId, side],
  );

  const enqueue = (message: Omit<PendingMessage, 'key' | 'status' | 'createdAt' | 'afterId'>) => {
    const item: PendingMessage = {
      ...message,
      key: `local-${++sequence}`,
      status: 'sending',
      createdAt: new Date().toISOString(),
      afterId: chatId === undefined ? 0 : newestMessageId(chatId, side),
    };
    setPending((list) => [...list, item]);
    void deliver(item);
  };

  return {
    pending,
    unreachable,
    sendText: (text: string) => enqueue({ type: 'text', content: text }),
    sendImage: (file: File) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      enqueue({ type: 'image', content: '', file, preview });
    },
    /** Content that is only blanks goes to the server as typed, which answers that it is required. */
    sendBlank: async (text: string) => {
      if (chatId === undefined) return;
      try {
        await sendMessage(chatId, 'text', text, side);
      } catch {
        // The request helper has shown the server's message.
      }
    },
    discard: (key: string) => {
      const message = pending.find((p) => p.key === key);
      if (message?.preview) {
        URL.revokeObjectURL(message.preview);
        previews.current.delete(message.preview);
      }
      setPending((list) => list.filter((p) => p.key !== key));
    },
    retry: (key: string) => {
      const message = pending.find((p) => p.key === key);
      if (message && message.status === 'failed') void deliver(message);
    },
  };
}
