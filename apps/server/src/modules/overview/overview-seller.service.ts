import {
  SHIP_ON_TIME_HOURS,
  STORE_HEALTH_DAYS,
  nameInReaderLanguage,
  type SellerDashboard,
} from '@app/contract';
import type { AppContext, SellerCall } from '#server/context.js';
import { overviewRepository as repo } from './overview.repository.js';
import { lastUtcDays } from './utc-days.js';

const rate = (hits: number, of: number) => ({ hits, of, rate: of > 0 ? hits / of : null });
const TOP_PRODUCTS = 5;

/** The seller center's dashboard: one consistent read of the store's recorded rows. */
export function createOverviewSellerService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async dashboard(call: SellerCall): Promise<SellerDashboard> {
      const storeId = call.store.id;
      const { from, days } = lastUtcDays(STORE_HEALTH_DAYS);
      return db.transaction(async (tx) => {
        await repo.readOnlySnapshot(tx);
        const todo = await repo.storeTodo(tx, storeId);
        const paid = new Map((await repo.storePaidByDay(tx, storeId, from)).map((r) => [r.day, r]));
        const visits = new Map((await repo.storeVisitsByDay(tx, storeId, days[0]!)).map((r) => [r.day, r]));
        const series = days.map((day) => {
          const r = paid.get(day);
          const v = visits.get(day);
          return {
            day,
            orders: r?.orders ?? 0,
            sales: r?.sales ?? 0,
            buyers: r?.buyers ?? 0,
            visitors: v?.visitors ?? 0,
            views: v?.views ?? 0,
            converted: v?.converted ?? 0,
          };
        });
        const byStatus = await repo.storeOrdersByStatus(tx, storeId);
        const money = await repo.storeMoney(tx, storeId, from);
        const top = await repo.storeTopProducts(tx, storeId, TOP_PRODUCTS);
        const categories = await repo.storeCategories(tx, storeId);
        const health = await repo.storeHealth(tx, storeId, from, SHIP_ON_TIME_HOURS);
        return {
          todo: {
            toPurchase: todo.to_purchase,
            toShip: todo.to_ship,
            refunds: todo.refunds,
            outOfStock: todo.out_of_stock,
            rejected: todo.rejected,
          },
          today: series.at(-1)!,
          yesterday: series.at(-2)!,
          series,
          ordersByStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
          money,
          topProducts: top.map((g) => ({
            id: g.id,
            title: g.title,
            image: g.images[0] ?? '',
            sold: g.sold,
            stock: g.stock,
          })),
          categories: categories.map((c) => ({
            id: c.id,
            name: nameInReaderLanguage(c.names, c.name, call.locale),
            products: c.products,
          })),
          health: {
            shipOnTime: rate(health.on_time, health.shipped),
            cancellation: rate(health.cancelled, health.paid),
            refund: rate(health.refunded, health.paid),
          },
        };
      });
    },
  };
}

export type OverviewSellerService = ReturnType<typeof createOverviewSellerService>;
