import { useTranslation } from 'react-i18next';
import { GiftOutline } from 'antd-mobile-icons';
import { formatMoney, type FirstOrderCouponData } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useFirstOrderCoupon } from '#web/features/voucher/api/vouchers';

/** Whether the coupon card shows: the coupon is on, and the reader is a visitor or can still use it. */
export function firstOrderCouponShown(data: FirstOrderCouponData | undefined): boolean {
  return !!data?.enabled && (data.state === null || data.state === 'available' || data.state === 'held');
}

/**
 * "Your $5 first-order coupon" while it is the buyer's (amount and minimum from the server's
 * configuration); held by an unpaid or running order, it names that order. Visitors see the offer.
 * Nothing when the coupon is off or the account has had its first order.
 */
export function FirstOrderCouponCard({ className = '' }: { className?: string }) {
  const { t } = useTranslation('voucher');
  const { data } = useFirstOrderCoupon();
  if (!data || !firstOrderCouponShown(data)) return null;
  const money = (minor: number) => isolateLtr(formatMoney(minor, currentLocale()));
  const amount = money(data.amount);
  return (
    <section
      className={`coupon-card ${className}`}
      data-testid="first-order-coupon"
      data-state={data.state ?? 'visitor'}
    >
      <div className="coupon-card__amount">
        <GiftOutline />
        <bdi dir="ltr">{formatMoney(data.amount, currentLocale())}</bdi>
      </div>
      <div className="coupon-card__text">
        <strong>{data.state === null ? t('coupon.offer', { amount }) : t('coupon.yours', { amount })}</strong>
        <span>
          {data.state === 'held' && data.orderNo
            ? t('coupon.held', { orderNo: isolateLtr(data.orderNo) })
            : data.minSpend > data.amount
              ? t('coupon.rule', { min: money(data.minSpend) })
              : t('coupon.ruleOver', { amount })}
        </span>
      </div>
    </section>
  );
}
