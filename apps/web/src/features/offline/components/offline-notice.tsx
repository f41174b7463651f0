import { useEffect, useRef, useState } from 'react';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useOnline } from '#web/features/offline/hooks/use-online';
import '#web/features/offline/offline.css';

/** How long "Back online" stays before the notice goes. */
const BACK_ONLINE_MS = 2500;

/** A Wi-Fi sign struck through (antd-mobile-icons has none). */
function NoConnectionIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M2 8.5a15 15 0 0 1 5.2-3.2M11 4.1a15 15 0 0 1 11 4.4M5 12a10 10 0 0 1 4.5-2.6M15.3 9.6A10 10 0 0 1 19 12M8.5 15.5a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" fill="currentColor" stroke="none" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

/**
 * Mounted once in the app shell (decision 0061): while the device is offline, a notice that says so
 * and that the page continues by itself; the pages keep what they show (their requests wait for the
 * connection, TanStack Query's network mode), and "Back online" shows briefly when it returns.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const [back, setBack] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBack(false);
      return undefined;
    }
    if (!wasOffline.current) return undefined;
    wasOffline.current = false;
    setBack(true);
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const shown = !online || back;
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {shown ? (
        <div
          className={online ? 'offline-notice__card offline-notice__card--back' : 'offline-notice__card'}
          data-testid="offline-notice"
          data-state={online ? 'online' : 'offline'}
        >
          <span className="offline-notice__icon" aria-hidden="true">
            {online ? <CheckCircleFill /> : <NoConnectionIcon />}
          </span>
          <span className="offline-notice__body">
            <span className="offline-notice__title">{t(online ? 'offline.back' : 'offline.title')}</span>
            {online ? null : <span className="offline-notice__text">{t('offline.text')}</span>}
          </span>
        </div>
      ) : null}
    </div>
  );
}
