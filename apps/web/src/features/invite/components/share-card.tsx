import { Suspense, lazy, useRef } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { DownlandOutline, FileOutline, SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '@app/contract';
import { copyText, saveCanvas } from '#web/lib/clipboard';
import { absolute } from '#web/features/invite/lib/format';

const QrCode = lazy(() => import('./qr-code'));

/** My code, link and QR code, to copy, save or hand to the system's share sheet. */
export function ShareCard({ info, face }: { info: InviteInfo; face: 'mall' | 'tv' }) {
  const { t } = useTranslation('invite');
  const canvas = useRef<HTMLCanvasElement>(null);
  const link = absolute(info.links[face]);

  const copy = async (text: string) => {
    const ok = await copyText(text);
    Toast.show(
      ok ? { icon: 'success', content: t('share.copied') } : { icon: 'fail', content: t('share.copyFailed') },
    );
  };
  const save = async () => {
    try {
      await saveCanvas(canvas.current, `invite-${info.code}.png`);
      Toast.show({ icon: 'success', content: t('share.imageSaved') });
    } catch {
      Toast.show({ icon: 'fail', content: t('share.saveFailed') });
    }
  };
  const text = t('share.shareText', { code: info.code });
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('share.title'), text, url: link });
        return;
      } catch (err) {
        // Closing the share sheet is not a failure.
        if ((err as Error).name === 'AbortError') return;
      }
    }
    await copy(`${text} ${link}`);
  };

  return (
    <section className={`invite-card invite-card--${face}`} data-testid="invite-share">
      <h2 className="invite-card__title">{t('share.title')}</h2>
      <p className="invite-card__subtitle">{t('share.subtitle')}</p>
      <div className="invite-card__qr" data-testid="invite-qr">
        <Suspense fallback={<DotLoading color="primary" />}>
          <QrCode value={link} canvasRef={canvas} />
        </Suspense>
      </div>
      <div className="invite-card__row">
        <span className="invite-card__label">{t('share.code')}</span>
        <bdi dir="ltr" className="invite-card__code mono" data-testid="invite-code">
          {info.code}
        </bdi>
        <Button size="mini" fill="none" onClick={() => void copy(info.code)} aria-label={t('share.copyCode')}>
          <FileOutline />
        </Button>
      </div>
      <div className="invite-card__row">
        <span className="invite-card__label">{t('share.link')}</span>
        <bdi dir="ltr" className="invite-card__link mono" data-testid="invite-link">
          {link}
        </bdi>
        <Button size="mini" fill="none" onClick={() => void copy(link)} aria-label={t('share.copyLink')}>
          <FileOutline />
        </Button>
      </div>
      <div className="invite-card__buttons">
        <Button color="primary" shape="rounded" onClick={() => void share()}>
          <SendOutline /> {t('share.share')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void save()}>
          <DownlandOutline /> {t('share.saveQr')}
        </Button>
      </div>
      {face === 'mall' ? (
        <button
          type="button"
          className="invite-card__seller text-link"
          onClick={() => void copy(absolute(info.links.seller))}
        >
          {t('share.copySellerLink')}
        </button>
      ) : null}
    </section>
  );
}
