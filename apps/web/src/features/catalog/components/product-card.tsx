import { Link } from 'react-router';
import { StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatStarCount, imageUrl, type GoodsCard } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { DiscountBadge, OriginalPrice, Price } from './price';
import '#web/features/catalog/catalog.css';

export function productPath(id: number): string {
  return `/mall/product/${id}`;
}

/** "4.9k sold": compact from a thousand on (spec §9's k rule). */
export function useSoldText(): (sold: number) => string {
  const { t } = useTranslation('catalog');
  return (sold) => t('card.sold', { value: formatStarCount(sold) });
}

/** A product tile: square picture, two-line title, price, tags and rating. */
export function ProductCard({ goods, compact = false }: { goods: GoodsCard; compact?: boolean }) {
  const { t } = useTranslation('catalog');
  const soldText = useSoldText();
  return (
    <Link
      to={productPath(goods.id)}
      className={compact ? 'shop-card shop-card--compact' : 'shop-card'}
      data-testid="product-card"
    >
      <div className="shop-card__media">
        <img
          src={imageUrl(goods.image, MEDIA_HOST)}
          alt=""
          loading="lazy"
          decoding="async"
          width={300}
          height={300}
        />
        <DiscountBadge
          price={goods.price}
          originalPrice={goods.originalPrice}
          promotionPercent={goods.promotion?.discountPercent}
          className="shop-card__discount"
        />
      </div>
      <div className="shop-card__body">
        <p className="shop-card__title">
          {goods.sponsored && <span className="shop-tag shop-tag--ad">{t('card.sponsored')}</span>}
          <bdi>{goods.title}</bdi>
        </p>
        {!compact && goods.freeShipping && (
          <div className="shop-card__tags">
            <span className="shop-tag shop-tag--ship">{t('card.freeShipping')}</span>
          </div>
        )}
        <div className="shop-card__price">
          <Price minor={goods.price} size={compact ? 'sm' : 'md'} />
          {!compact && <OriginalPrice price={goods.price} originalPrice={goods.originalPrice} />}
        </div>
        <div className="shop-card__meta">
          {goods.rating > 0 && (
            <span className="shop-card__rating">
              <StarFill /> {goods.rating.toFixed(1)}
            </span>
          )}
          <span>{soldText(goods.sold)}</span>
        </div>
      </div>
    </Link>
  );
}

export function ProductCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div
      className={
        compact ? 'shop-card shop-card--compact shop-card--skeleton' : 'shop-card shop-card--skeleton'
      }
    >
      <div className="shop-card__media shop-shimmer" />
      <div className="shop-card__body">
        <div className="shop-shimmer shop-shimmer--line" />
        <div className="shop-shimmer shop-shimmer--line shop-shimmer--short" />
        <div className="shop-shimmer shop-shimmer--price" />
      </div>
    </div>
  );
}
