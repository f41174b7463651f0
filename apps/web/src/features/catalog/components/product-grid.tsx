import type { ReactNode } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { flatten, useGoodsList, type GoodsFilter } from '#web/features/catalog/api/catalog';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ErrorState, ListFooter } from './states';
import type { GoodsCard } from '@app/contract';

export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="shop-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function ProductGridList({ items }: { items: GoodsCard[] }) {
  return (
    <div className="shop-grid" data-testid="product-grid">
      {items.map((g) => (
        <ProductCard key={g.id} goods={g} />
      ))}
    </div>
  );
}

/** A two-column product grid that loads the next page as the reader nears its end. */
export function ProductGrid({ filter, empty }: { filter: GoodsFilter; empty: ReactNode }) {
  const query = useGoodsList(filter);
  if (query.isPending) return <ProductGridSkeleton count={6} />;
  if (query.isError) return <ErrorState compact onRetry={() => void query.refetch()} />;
  const items = flatten(query.data);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ProductGridList items={items} />
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
      >
        {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} />}
      </InfiniteScroll>
    </>
  );
}
