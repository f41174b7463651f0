import { useTranslation } from 'react-i18next';
import type { MyStoreData } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { percentOf } from '#web/features/seller/center/lib';

/**
 * The store level table as staff configured it (DESIGN §2): the completed sales that reach each
 * level, its product limit and the margin allowed on warehouse products; the store's row marked.
 */
export function LevelTable({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('seller');
  const locale = currentLocale();
  return (
    <div className="seller-levels">
      <p className="seller-levels__intro">{t('center.levels.intro')}</p>
      <table className="seller-levels__table" data-testid="level-table">
        <thead>
          <tr>
            <th scope="col">{t('center.levels.level')}</th>
            <th scope="col">{t('center.levels.sales')}</th>
            <th scope="col">{t('center.levels.products')}</th>
            <th scope="col">{t('center.levels.margin')}</th>
          </tr>
        </thead>
        <tbody>
          {store.levels.map((row) => {
            const current = row.level === store.level;
            return (
              <tr
                key={row.level}
                className={current ? 'seller-levels__current' : undefined}
                aria-current={current ? 'true' : undefined}
                data-testid={`level-row-${row.level}`}
              >
                <th scope="row">
                  {t('center.levelBadge', { level: row.level })}
                  {current ? <span className="seller-levels__mark">{t('center.levels.current')}</span> : null}
                </th>
                <td>
                  <MoneyText minor={row.minSales} />
                </td>
                <td>
                  <bdi>{row.productLimit.toLocaleString(locale)}</bdi>
                </td>
                <td>
                  <bdi>{percentOf(row.marginBps, locale)}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="seller-levels__note">{t('center.levels.marginNote')}</p>
      <p className="seller-levels__note">{t('center.levels.productsNote')}</p>
    </div>
  );
}
