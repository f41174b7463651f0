import { useTranslation } from 'react-i18next';
import { formatStarCount } from '@app/contract';

/** "Lv.5": the store level badge. */
export function LevelBadge({ level }: { level: number }) {
  const { t } = useTranslation('catalog');
  return <span className="shop-level">{t('store.level', { level })}</span>;
}

/** Followers, sales and rating of a store, side by side. */
export function StoreStats({
  followers,
  sales,
  rating,
  goodsCount,
  tone = 'dark',
}: {
  followers: number;
  sales: number;
  rating?: number;
  goodsCount?: number;
  tone?: 'dark' | 'light';
}) {
  const { t } = useTranslation('catalog');
  const cells = [
    { key: 'followers', value: formatStarCount(followers), label: t('store.followers') },
    { key: 'sales', value: formatStarCount(sales), label: t('store.sales') },
    ...(goodsCount !== undefined
      ? [{ key: 'products', value: formatStarCount(goodsCount), label: t('store.products') }]
      : []),
    ...(rating !== undefined
      ? [{ key: 'rating', value: rating > 0 ? rating.toFixed(1) : '–', label: t('store.rating') }]
      : []),
  ];
  return (
    <dl className={`shop-stats shop-stats--${tone}`}>
      {cells.map((c) => (
        <div key={c.key} className="shop-stats__cell" data-testid={`store-${c.key}`}>
          <dd>{c.value}</dd>
          <dt>{c.label}</dt>
        </div>
      ))}
    </dl>
  );
}
