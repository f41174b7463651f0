import { useContext, useState } from 'react';
import { ShopbagOutline } from 'antd-mobile-icons';
import { imageUrl, type ChatInfo } from '@app/contract';
import { ChatSideContext } from '#web/features/chat/api/chat';

/** A headset: customer service's own mark (antd-mobile-icons has none). */
export function HeadsetIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <rect x="3" y="12.5" width="4.5" height="7" rx="2" fill="currentColor" />
      <rect x="16.5" y="12.5" width="4.5" height="7" rx="2" fill="currentColor" />
      <path
        d="M19 19.5c0 1.4-1.6 2.5-4 2.5h-2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The store's logo (a shop mark when it has none or it fails), or the headset for customer service;
 * in the seller center the other side is a buyer: their picture, or their initial.
 */
export function ChatAvatar({ chat, size = 48 }: { chat: Pick<ChatInfo, 'kind' | 'peer'>; size?: number }) {
  const [failed, setFailed] = useState(false);
  const buyer = useContext(ChatSideContext) === 'store';
  const style = { width: size, height: size, fontSize: Math.round(size * 0.5) };
  if (chat.kind === 'service') {
    return (
      <span className="chat-avatar chat-avatar--service" style={style}>
        <HeadsetIcon />
      </span>
    );
  }
  const src = imageUrl(chat.peer.avatar, '');
  return (
    <span className="chat-avatar" style={style}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : buyer ? (
        <span className="chat-avatar__initial">{[...chat.peer.name.trim()][0]?.toUpperCase() ?? '?'}</span>
      ) : (
        <ShopbagOutline />
      )}
    </span>
  );
}

/** The empty message center's picture: two speech bubbles in the brand's tints. */
export function EmptyChatsArt() {
  return (
    <svg className="chat-empty__art" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
      <circle cx="80" cy="62" r="52" fill="#fff1ee" />
      <path
        d="M34 34h62a12 12 0 0 1 12 12v28a12 12 0 0 1-12 12H58l-14 12v-12h-10a12 12 0 0 1-12-12V46a12 12 0 0 1 12-12z"
        fill="#fc573f"
      />
      <circle cx="48" cy="60" r="5" fill="#fff" />
      <circle cx="65" cy="60" r="5" fill="#fff" />
      <circle cx="82" cy="60" r="5" fill="#fff" />
      <path
        d="M118 56h10a10 10 0 0 1 10 10v22a10 10 0 0 1-10 10h-6v10l-12-10H98a10 10 0 0 1-10-10v-2h8a20 20 0 0 0 20-20z"
        fill="#ffb7a9"
      />
    </svg>
  );
}
