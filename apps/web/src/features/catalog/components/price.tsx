import { discountPercent } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { DualPrice } from '#web/features/wallet';

type Size = 'sm' | 'md' | 'lg';

export { isolateLtr } from '#web/lib/bidi';

/**
 * A price in the brand colour, in the portal's display currency with the wallet amount beside it
 * when the portal has one (decision 0028); money is only ever formatted by formatMoney, left-to-right.
 */
export function Price({
  minor,
  size = 'md',
  className = '',
}: {
  minor: number;
  size?: Size;
  className?: string;
}) {
  return (
    <DualPrice
      minor={minor}
      className={`shop-price shop-price--${size} ${className}`.trim()}
      testId="price"
    />
  );
}

/** The struck list price, shown only when the discount rule (spec §9) gives a percent. */
export function OriginalPrice({ price, originalPrice }: { price: number; originalPrice: number }) {
  if (!discountPercent(price, originalPrice)) return null;
  return <DualPrice minor={originalPrice} className="shop-original" strike />;
}

/**
 * "-20%" when spec §9's discount percent is not blank; a running promotion gives its own percent
 * (the price is the list price less it, rounded to the cent, decision 41).
 */
export function DiscountBadge({
  price,
  originalPrice,
  promotionPercent,
  className = '',
}: {
  price: number;
  originalPrice: number;
  promotionPercent?: number;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const percent = promotionPercent ? String(promotionPercent) : discountPercent(price, originalPrice);
  if (!percent) return null;
  // `auto`: "-20%" stays left to right in every page; Arabic's "خصم 20%" reads right to left.
  return (
    <span dir="auto" className={`shop-discount ${className}`.trim()} data-testid="discount">
      {t('price.discount', { percent })}
    </span>
  );
}
