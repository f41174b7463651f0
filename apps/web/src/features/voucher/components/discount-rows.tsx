import { useTranslation } from 'react-i18next';
import type { OrderDiscount } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { isolateText } from '#web/lib/bidi';
import { i18n } from '#web/lib/i18n';

type Discount = Pick<OrderDiscount, 'source' | 'amount' | 'store'> & { status?: OrderDiscount['status'] };

/**
 * Who takes what off an order: the platform's first-order coupon, the store's voucher (decision 44),
 * a voucher the buyer won in the lottery, a goods prize's whole price (decision 55), or what a group
 * deal takes off the product's price (decision 54).
 */
export function discountLabel(d: Discount) {
  switch (d.source) {
    case 'coupon':
      return i18n.t('discount.coupon', { ns: 'voucher' });
    case 'prizeVoucher':
      return i18n.t('discount.prizeVoucher', { ns: 'lottery' });
    case 'prizeGoods':
      return i18n.t('discount.prizeGoods', { ns: 'lottery' });
    case 'groupDeal':
      return i18n.t('discount.groupDeal', { ns: 'task' });
    default:
      return i18n.t('discount.voucher', { ns: 'voucher', store: isolateText(d.store ?? '') });
  }
}

/**
 * An order's discounts as rows of a `detail-rows` list (`<div><dt><dd>`), each a minus amount; a
 * released one (the order was cancelled or refunded) says it went back.
 */
export function DiscountRows({
  discounts,
  className = 'detail-row',
}: {
  discounts: Discount[];
  className?: string;
}) {
  const { t } = useTranslation('voucher');
  return (
    <>
      {discounts.map((d) => (
        <div key={d.source} className={`${className} discount-row`} data-testid={`discount-${d.source}`}>
          <dt>
            {discountLabel(d)}
            {d.status === 'released' && <span className="discount-row__note">{t('discount.released')}</span>}
          </dt>
          <dd className="discount-row__amount">
            <span aria-hidden="true">−</span>
            <MoneyText minor={d.amount} />
          </dd>
        </div>
      ))}
    </>
  );
}
