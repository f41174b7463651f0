import { discountPercent, formatMoney } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#web/features/catalog/hooks/use-locale';

type Size = 'sm' | 'md' | 'lg';

export { isolateLtr } from '#web/lib/bidi';

/** A price in the brand colour; money is only ever formatted by formatMoney (left-to-right in every language). */
export function Price({
  minor,
  size = 'md',
  className = '',
}: {
  minor: number;
  size?: Size;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <bdi dir="ltr" className={`shop-price shop-price--${size} ${className}`.trim()} data-testid="price">
      {formatMoney(minor, locale)}
    </bdi>
  );
}

/** The struck list price, shown only when the discount rule (spec §9) gives a percent. */
export function OriginalPrice({ price, originalPrice }: { price: number; originalPrice: number }) {
  const locale = useLocale();
  if (!discountPercent(price, originalPrice)) return null;
  return (
    <s className="shop-original">
      <bdi dir="ltr">{formatMoney(originalPrice, locale)}</bdi>
    </s>
  );
}

/** "-20%" when spec §9's discount percent is not blank. */
export function DiscountBadge({
  price,
  originalPrice,
  className = '',
}: {
  price: number;
  originalPrice: number;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const percent = discountPercent(price, originalPrice);
  if (!percent) return null;
  return (
    <span dir="ltr" className={`shop-discount ${className}`.trim()} data-testid="discount">
      {t('price.discount', { percent })}
    </span>
  );
}
