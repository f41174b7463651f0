import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '#web/config/app';
import {
  checkForUpdate,
  checkForUpdateManually,
  startServiceWorker,
  updateStore,
  useUpdateState,
} from '#web/features/app-update/api/update-check';
import { isolateLtr } from '#web/lib/bidi';
import { whenIdle } from '#web/lib/idle';
import { clearToast, showToast } from '#web/lib/toast';
import { isCheckDue } from '#web/features/app-update/lib/rules';

let started = false;

export const toastText = (text: string) => <span className="app-update-toast">{text}</span>;

/**
 * Starts the service worker and checks for a newer web build once when the app starts (after the
 * first paint), and again when the tab comes back to the front at least 30 minutes after the last check.
 */
export function useAutoUpdateCheck(): void {
  useEffect(() => {
    if (!started) {
      started = true;
      startServiceWorker();
      whenIdle(() => void checkForUpdate());
    }
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (isCheckDue(updateStore.getState().lastCheckedAt, Date.now())) void checkForUpdate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}

/** The settings row: "Check for updates", with a badge when a newer version is waiting. */
export function useUpdateMenuEntry() {
  const { t } = useTranslation('content');
  const [checking, setChecking] = useState(false);
  const waiting = useUpdateState((s) => s.available !== null);

  const onClick = async () => {
    if (checking) return;
    setChecking(true);
    showToast({ icon: 'loading', content: toastText(t('update.checking')), duration: 0 });
    try {
      const result = await checkForUpdateManually();
      if (result.updateAvailable) clearToast();
      else {
        showToast({
          icon: 'success',
          content: toastText(t('update.upToDate', { version: isolateLtr(APP_VERSION) })),
        });
      }
    } catch {
      showToast({ icon: 'fail', content: toastText(t('update.checkFailed')) });
    } finally {
      setChecking(false);
    }
  };

  return {
    title: t('update.check'),
    extra: waiting ? (
      <span className="app-update-badge" data-testid="update-badge">
        {t('update.badge')}
      </span>
    ) : undefined,
    onClick: () => void onClick(),
  };
}
