import { flatten, useGoodsList, type GoodsFilter } from '#web/features/catalog/api/catalog';
import { ProductGridList, ProductGridSkeleton } from './product-grid';

const BEST_SELLERS: GoodsFilter = { sort: 'sales' };

/** A few best sellers, so an empty screen (no results, empty list) still offers a way on. */
export function Trending({ title, count = 6 }: { title: string; count?: number }) {
  const query = useGoodsList(BEST_SELLERS);
  const items = flatten(query.data).slice(0, count);
  if (query.isError || (query.isSuccess && items.length === 0)) return null;
  return (
    <section className="shop-trending" data-testid="trending">
      <h2 className="shop-trending__title">{title}</h2>
      {query.isPending ? <ProductGridSkeleton count={2} /> : <ProductGridList items={items} />}
    </section>
  );
}
