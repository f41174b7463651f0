import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney, type WonPrize } from '@app/contract';
import { AddressPicker } from '#web/features/address';
import { isolateLtr, isolateText } from '#web/lib/bidi';
import { currentLocale } from '#web/lib/i18n';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { useClaimPrize } from '#web/features/lottery/api/lottery';
import { LOTTERY_PATHS } from '#web/features/lottery/lib/paths';

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * What a won voucher or goods prize is now (decision 55): the voucher's state and expiry, the goods'
 * picture, its order (linked) or the way to claim it with an address.
 */
export function WonPrizeDetail({ prize, onLeave }: { prize: NonNullable<WonPrize>; onLeave?: () => void }) {
  const { t } = useTranslation('lottery');
  const locale = currentLocale();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const attempt = useSubmitAttempt();
  const claim = useClaimPrize(attempt);
  const go = (path: string) => {
    onLeave?.();
    void navigate(path);
  };

  if (prize.voucher) {
    const v = prize.voucher;
    const order = v.orderNo ? isolateLtr(v.orderNo) : '';
    return (
      <div className="lottery-won" data-testid="lottery-won-voucher">
        <span className={`lottery-state lottery-state--${v.state}`}>
          {t(`won.voucher.state.${v.state}`, { orderNo: order })}
        </span>
        {v.state === 'available' ? (
          <p className="lottery-muted">
            {t('won.voucher.use', {
              date: isolateText(day(v.expiresAt, locale)),
              minSpend: isolateLtr(formatMoney(v.minSpend, locale)),
            })}
          </p>
        ) : null}
      </div>
    );
  }
  if (!prize.goods) return null;
  const g = prize.goods;
  const pick = (addressId: number) => {
    setPicking(false);
    claim.mutate(
      { id: g.id, addressId },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: t('won.goods.claimed') }),
        onError: toastError,
      },
    );
  };
  return (
    <div className="lottery-won lottery-won--goods" data-testid="lottery-won-goods">
      {g.image ? <img className="lottery-won__image" src={g.image} alt="" /> : null}
      <div className="lottery-won__body">
        {g.state === 'ordered' && g.orderId ? (
          <>
            <p className="lottery-muted">
              {t('won.goods.ordered', { orderNo: isolateLtr(g.orderNo ?? '') })}
            </p>
            <Button
              size="mini"
              fill="outline"
              onClick={() => go(LOTTERY_PATHS.order(g.orderId!))}
              data-testid="lottery-won-order"
            >
              {t('won.goods.view')}
            </Button>
          </>
        ) : (
          <>
            <p className="lottery-muted">{t('won.goods.toClaim')}</p>
            <Button
              size="mini"
              color="primary"
              loading={claim.isPending}
              onClick={() => setPicking(true)}
              data-testid="lottery-claim"
            >
              {t('won.goods.claim')}
            </Button>
            <AddressPicker
              visible={picking}
              value={null}
              onClose={() => setPicking(false)}
              onPick={pick}
              onAdd={() => {
                setPicking(false);
                go(LOTTERY_PATHS.addAddress);
              }}
              onManage={() => {
                setPicking(false);
                go(LOTTERY_PATHS.addresses);
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
