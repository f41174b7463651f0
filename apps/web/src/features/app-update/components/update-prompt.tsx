import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '#web/config/app';
import {
  downloadUpdate,
  postponeUpdate,
  reloadIntoUpdate,
  useUpdateState,
} from '#web/features/app-update/api/update-check';
import { toastText, useAutoUpdateCheck } from '#web/features/app-update/hooks/use-update-check';
import { isolateLtr } from '#web/lib/bidi';
import { showToast } from '#web/lib/toast';
import type { VersionOffer } from '#web/features/app-update/lib/rules';
import '#web/features/app-update/app-update.css';

/** What the prompt shows: a version the server announced, or (null) a new build waiting to take over. */
function UpdateCard({ offer }: { offer: VersionOffer | null }) {
  const { t } = useTranslation('content');
  const [downloading, setDownloading] = useState(false);

  const update = async () => {
    setDownloading(true);
    if (await downloadUpdate()) {
      await reloadIntoUpdate();
      return;
    }
    setDownloading(false);
    // Spec §8 (app update flow): the dialog stays, so the user can try again.
    showToast({
      icon: 'fail',
      content: toastText(t('update.downloadFailed')),
      position: 'center',
    });
  };

  const notes = offer?.notes.trim();
  const force = offer?.force ?? false;
  return (
    <div
      className="app-update"
      data-testid="update-dialog"
      data-force={force}
      data-kind={offer ? 'version' : 'reload'}
    >
      <div className="app-update__art" aria-hidden="true">
        <span className="app-update__ring" />
        <span className="app-update__icon">
          <UploadOutline />
        </span>
      </div>
      <div className="app-update__content">
        <h2 className="app-update__title" id="app-update-title">
          {offer ? t('update.title', { version: isolateLtr(offer.version) }) : t('update.readyTitle')}
        </h2>
        <p className="app-update__current">
          {offer ? t('update.current', { version: isolateLtr(APP_VERSION) }) : t('update.readyText')}
        </p>
        {notes ? (
          <div className="app-update__notes">
            <p className="app-update__notes-title">{t('update.whatsNew')}</p>
            <p className="app-update__notes-text" data-testid="update-notes" dir="auto">
              {notes}
            </p>
          </div>
        ) : null}
        {force ? <p className="app-update__force">{t('update.required')}</p> : null}
        <div className="app-update__actions">
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={downloading}
            loadingText={t('update.downloading')}
            disabled={downloading}
            onClick={() => void update()}
            data-testid="update-now"
          >
            {offer ? t('update.now') : t('update.reload')}
          </Button>
          {force ? null : (
            <Button
              block
              fill="none"
              shape="rounded"
              className="app-update__later"
              disabled={downloading}
              onClick={postponeUpdate}
              data-testid="update-later"
            >
              {t('update.later')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Mounted once in the app shell: checks for a newer web build and asks to update; a new build's
 * service worker waiting to take over asks to reload (never on its own: the user may be mid-form).
 * It ships in the entry chunk on purpose: after a deploy the old build's lazy chunks may be gone.
 * The browser's own modal dialog holds it (focus kept inside, Escape, the backdrop), so the entry
 * carries no animation library for it (issue 18 part 3); a forced update cannot be dismissed.
 */
export function AppUpdatePrompt() {
  useAutoUpdateCheck();
  const offer = useUpdateState((s) => s.offer);
  const ready = useUpdateState((s) => s.ready);
  const visible = offer !== null || ready;
  const dismissible = !offer?.force;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (visible && !d.open) d.showModal();
    else if (!visible && d.open) d.close();
  }, [visible]);
  return (
    <dialog
      ref={dialog}
      className="app-update__dialog"
      aria-labelledby="app-update-title"
      // Escape is refused when the update is required.
      onCancel={(e) => {
        if (!dismissible) e.preventDefault();
      }}
      // A tap on the backdrop reaches the dialog itself (the card fills it); a required update
      // cannot be put off (`postponeUpdate` keeps it).
      onClick={(e) => {
        if (e.target === e.currentTarget) postponeUpdate();
      }}
      // Closed by Escape, or by the browser itself when Escape comes again at once (a cancel the
      // page may not refuse): "Later" when that is allowed, else it opens again.
      onClose={() => {
        if (!visible) return;
        if (dismissible) postponeUpdate();
        else dialog.current?.showModal();
      }}
    >
      {visible ? <UpdateCard key={offer?.version ?? 'reload'} offer={offer} /> : null}
    </dialog>
  );
}
