import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@app/contract';
import { useCategories } from '#web/features/catalog/api/catalog';
import { resolveCategory } from '#web/features/catalog/lib/categories';
import { parseSort } from '#web/features/catalog/lib/list-params';
import { CategoryIcon } from './category-icon';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SearchEntry } from './search-entry';
import { SortBar } from './sort-bar';
import { EmptyState, ErrorState } from './states';

function RailSkeleton() {
  return (
    <div className="shop-rail">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="shop-rail__item">
          <span className="shop-shimmer shop-shimmer--label" />
        </div>
      ))}
    </div>
  );
}

/** Categories tab: a rail of top-level categories, the chosen one's children and its products. */
export function CategoryScreen() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const rawId = Number(params.get('c'));
  const sort = parseSort(params.get('sort'));
  const { top, child } = useMemo(
    () => resolveCategory(categories.data ?? [], Number.isInteger(rawId) && rawId > 0 ? rawId : null),
    [categories.data, rawId],
  );

  const select = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('c', String(id));
    setParams(next, { replace: true });
    window.scrollTo({ top: 0 });
  };
  const setSort = (value: GoodsSort) => {
    const next = new URLSearchParams(params);
    if (value === 'recommended') next.delete('sort');
    else next.set('sort', value);
    setParams(next, { replace: true });
  };

  const selectedId = child?.id ?? top?.id;
  return (
    <div className="shop-category">
      <header className="shop-topbar shop-topbar--plain">
        <SearchEntry tone="grey" />
      </header>
      {categories.isError ? (
        <ErrorState onRetry={() => void categories.refetch()} />
      ) : categories.data && !top ? (
        <EmptyState
          icon={<AppstoreOutline />}
          title={t('category.emptyTitle')}
          text={t('category.emptyText')}
        />
      ) : (
        <div className="shop-category__body">
          {categories.data ? (
            <nav className="shop-rail" data-testid="category-rail">
              {categories.data.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={c.id === top?.id ? 'shop-rail__item is-active' : 'shop-rail__item'}
                  aria-current={c.id === top?.id ? 'true' : undefined}
                  onClick={() => select(c.id)}
                >
                  {c.name}
                </button>
              ))}
            </nav>
          ) : (
            <RailSkeleton />
          )}
          <div className="shop-category__main">
            {top && (
              <>
                <h1 className="shop-category__title" dir="auto">
                  {top.name}
                </h1>
                {top.children.length > 0 && (
                  <div className="shop-subcats" data-testid="subcategories">
                    <button
                      type="button"
                      className={child ? 'shop-subcat' : 'shop-subcat is-active'}
                      onClick={() => select(top.id)}
                    >
                      <span className="shop-cat-icon shop-cat-icon--all" style={{ width: 44, height: 44 }}>
                        <AppstoreOutline />
                      </span>
                      <span>{t('category.all')}</span>
                    </button>
                    {top.children.map((c) => (
                      <button
                        key={c.id}
                        type="button"
                        className={c.id === child?.id ? 'shop-subcat is-active' : 'shop-subcat'}
                        onClick={() => select(c.id)}
                      >
                        <CategoryIcon id={c.id} name={c.name} icon={c.icon} size={44} />
                        <span dir="auto">{c.name}</span>
                      </button>
                    ))}
                  </div>
                )}
              </>
            )}
            <SortBar value={sort} onChange={setSort} sticky />
            {selectedId !== undefined ? (
              <ProductGrid
                key={`${selectedId}-${sort}`}
                filter={{ categoryId: selectedId, sort }}
                empty={
                  <EmptyState compact title={t('category.noProducts')} text={t('category.noProductsText')} />
                }
              />
            ) : (
              <ProductGridSkeleton count={4} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
