import { useEffect, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { chatSocket } from '#web/features/chat/socket/chat-socket';

const FIRST_CONNECT_GRACE_MS = 1_500;

/**
 * "Connecting…" while the live connection is down. The first connection gets a short grace period
 * so that opening a screen does not flash the banner.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('chat');
  const { status, attempt } = useStore(chatSocket.state);
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (status !== 'connecting' || (attempt === 0 && !graceOver)) return null;
  return (
    <div className="chat-connection" role="status" data-testid="chat-connecting">
      <DotLoading color="currentColor" />
      <span>{t('chat.connection.connecting')}</span>
    </div>
  );
}
