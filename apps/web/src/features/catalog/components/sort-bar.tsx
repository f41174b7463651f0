import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@app/contract';

const PLAIN: GoodsSort[] = ['recommended', 'sales', 'newest'];

/** Sort tabs; "Price" toggles between low-to-high and high-to-low. */
export function SortBar({
  value,
  onChange,
  extra,
  sticky = false,
}: {
  value: GoodsSort;
  onChange: (sort: GoodsSort) => void;
  extra?: ReactNode;
  sticky?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const priceActive = value === 'price_asc' || value === 'price_desc';
  return (
    <div className={sticky ? 'shop-sortbar shop-sortbar--sticky' : 'shop-sortbar'} role="tablist">
      {PLAIN.map((sort) => (
        <button
          key={sort}
          type="button"
          role="tab"
          aria-selected={value === sort}
          className={value === sort ? 'shop-sortbar__item is-active' : 'shop-sortbar__item'}
          onClick={() => onChange(sort)}
          data-testid={`sort-${sort}`}
        >
          {t(`sort.${sort}`)}
        </button>
      ))}
      <button
        type="button"
        role="tab"
        aria-selected={priceActive}
        className={priceActive ? 'shop-sortbar__item is-active' : 'shop-sortbar__item'}
        onClick={() => onChange(value === 'price_asc' ? 'price_desc' : 'price_asc')}
        data-testid="sort-price"
        aria-label={priceActive ? t(`sort.${value}`) : t('sort.price')}
      >
        {t('sort.price')}
        <span className="shop-sortbar__arrows" aria-hidden="true">
          <span className={value === 'price_asc' ? 'is-on' : ''}>▲</span>
          <span className={value === 'price_desc' ? 'is-on' : ''}>▼</span>
        </span>
      </button>
      {extra}
    </div>
  );
}
