import { Suspense, lazy, useRef } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { DownlandOutline, FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { CurrencyInfo } from '@app/contract';
import { copyText, saveCanvas } from '#web/lib/clipboard';

const QrCode = lazy(() => import('./qr-code'));

/** The platform's address on the chosen network, as a QR code and as text to copy. */
export function DepositAddress({ currency }: { currency: CurrencyInfo }) {
  const { t } = useTranslation('wallet');
  const canvas = useRef<HTMLCanvasElement>(null);

  const copy = async () => {
    const ok = await copyText(currency.depositAddress);
    Toast.show(
      ok
        ? { icon: 'success', content: t('wallet.copied') }
        : { icon: 'fail', content: t('wallet.copyFailed') },
    );
  };

  const save = async () => {
    try {
      await saveCanvas(canvas.current, `${currency.currency}-${currency.network}-address.png`);
      Toast.show({ icon: 'success', content: t('wallet.imageSaved') });
    } catch {
      Toast.show({ icon: 'fail', content: t('wallet.saveImageFailed') });
    }
  };

  return (
    <div className="deposit-address">
      <div className="deposit-address__qr" data-testid="deposit-qr">
        <Suspense fallback={<DotLoading color="primary" />}>
          <QrCode value={currency.depositAddress} canvasRef={canvas} />
        </Suspense>
      </div>
      <div className="deposit-address__text mono" data-testid="deposit-address">
        {currency.depositAddress}
      </div>
      <div className="deposit-address__buttons">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void copy()}>
          <FileOutline /> {t('wallet.copyAddress')}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void save()}>
          <DownlandOutline /> {t('wallet.saveQr')}
        </Button>
      </div>
    </div>
  );
}
