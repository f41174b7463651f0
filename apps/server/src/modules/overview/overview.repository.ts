import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';

/** A queue's waiting count, its oldest request and how many wait since before `staleBefore`. */
export interface QueueFigures {
  pending: number;
  oldestAt: Date | null;
  stale: number;
}

/**
 * The overview's reads: counts and sums over other domains' tables, never a write. A read model
 * (decision 0021): one snapshot of aggregates instead of a count call through every module.
 * Days are UTC days.
 */
export const overviewRepository = {
  /** The reads below see one consistent moment. */
  async readOnlySnapshot(tx: Tx) {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
  },

  /** Orders placed per UTC day since `from` (any state, cancelled too). */
  async ordersPlacedByDay(tx: Tx, from: Date) {
    const { rows } = await tx.execute<{ day: string; placed: number }>(sql`
      select to_char((created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, count(*)::int as placed
        from orders where created_at >= ${from} group by 1`);
    return rows;
  },

  /** Orders paid per UTC day since `from` and their totals (minor units, before any refund). */
  async ordersPaidByDay(tx: Tx, from: Date) {
    const { rows } = await tx.execute<{ day: string; paid: number; sales: number }>(sql`
      select to_char((paid_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, count(*)::int as paid,
             coalesce(sum(total), 0)::bigint as sales
        from orders where paid_at >= ${from} group by 1`);
    return rows;
  },

  /** Sign-ups per UTC day since `from`, and all users. */
  async signupsByDay(tx: Tx, from: Date) {
    const { rows } = await tx.execute<{ day: string; signups: number }>(sql`
      select to_char((created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, count(*)::int as signups
        from users where created_at >= ${from} group by 1`);
    return rows;
  },

  async userCount(tx: Tx) {
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    return rows[0]!.n;
  },

  // ---------- one store's dashboard (the seller center) ----------

  /** What waits for a store's seller. */
  async storeTodo(tx: Tx, storeId: number) {
    const { rows } = await tx.execute<{
      to_purchase: number;
      to_ship: number;
      refunds: number;
      out_of_stock: number;
      rejected: number;
    }>(sql`
      select
        (select count(*)::int from orders where store_id = ${storeId} and status = 'to_purchase') as to_purchase,
        (select count(*)::int from orders where store_id = ${storeId} and status = 'pending') as to_ship,
        (select count(*)::int from orders where store_id = ${storeId} and status = 'refunding'
           and refund_seller_reason is null) as refunds,
        (select count(*)::int from goods g where g.store_id = ${storeId} and g.on_sale and g.deleted_at is null
           and not exists (select 1 from goods_skus k where k.goods_id = g.id and k.stock > 0)) as out_of_stock,
        (select count(*)::int from goods g where g.store_id = ${storeId} and g.review = 'rejected'
           and g.deleted_at is null) as rejected`);
    return rows[0]!;
  },

  /** A store's orders paid per UTC day since `from`: count, totals and distinct buyers. */
  async storePaidByDay(tx: Tx, storeId: number, from: Date) {
    const { rows } = await tx.execute<{ day: string; orders: number; sales: number; buyers: number }>(sql`
      select to_char((paid_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, count(*)::int as orders,
             coalesce(sum(total), 0)::bigint as sales, count(distinct user_id)::int as buyers
        from orders where store_id = ${storeId} and paid_at >= ${from} group by 1`);
    return rows.map((r) => ({ ...r, sales: Number(r.sales) }));
  },

  /**
   * A store's visitors and page views per UTC day since `from`, and how many of those visitors
   * (signed in: `u:<id>`) paid an order of the store the same day.
   */
  async storeVisitsByDay(tx: Tx, storeId: number, from: string) {
    const { rows } = await tx.execute<{
      day: string;
      visitors: number;
      views: number;
      converted: number;
    }>(sql`
      select to_char(v.day, 'YYYY-MM-DD') as day, count(*)::int as visitors,
             coalesce(sum(v.views), 0)::int as views,
             (count(*) filter (where v.visitor like 'u:%' and exists (
               select 1 from orders o where o.store_id = v.store_id
                  and o.user_id = substring(v.visitor from 3)::bigint
                  and o.paid_at >= v.day::timestamp at time zone 'utc'
                  and o.paid_at < (v.day + 1)::timestamp at time zone 'utc')))::int as converted
        from store_visits v where v.store_id = ${storeId} and v.day >= ${from}::date group by v.day`);
    return rows;
  },

  async storeOrdersByStatus(tx: Tx, storeId: number) {
    const { rows } = await tx.execute<{ status: string; n: number }>(sql`
      select status, count(*)::int as n from orders where store_id = ${storeId} group by status`);
    return rows;
  },

  /**
   * The store's money since `from`, from the ledger: what completed orders released to the seller
   * (after commission) and what the seller paid the warehouse for purchases.
   */
  async storeMoney(tx: Tx, storeId: number, from: Date) {
    // Each order's two transfers are found by their ids (`order:<id>:release`, `order:<id>:purchase`,
    // unique-indexed), so the read stays on the store's orders, whatever the size of the ledger.
    const { rows } = await tx.execute<{ income: string; purchases: string }>(sql`
      select
        coalesce(sum(t.amount) filter (where t.transfer_id = 'order:' || o.id || ':release'), 0)::bigint as income,
        coalesce(sum(t.amount) filter (where t.transfer_id = 'order:' || o.id || ':purchase'), 0)::bigint as purchases
        from orders o
        join ledger_transfers t
          on t.transfer_id in ('order:' || o.id || ':release', 'order:' || o.id || ':purchase')
       where o.store_id = ${storeId} and t.created_at >= ${from}`);
    return { income: Number(rows[0]!.income), purchases: Number(rows[0]!.purchases) };
  },

  /** The store's best sellers by units sold, with their stock. */
  async storeTopProducts(tx: Tx, storeId: number, limit: number) {
    const { rows } = await tx.execute<{
      id: number;
      title: string;
      images: string[];
      sold: number;
      stock: number;
    }>(sql`
      select g.id::int as id, g.title, g.images, g.sold,
             coalesce((select sum(k.stock) from goods_skus k where k.goods_id = g.id), 0)::int as stock
        from goods g where g.store_id = ${storeId} and g.deleted_at is null
       order by g.sold desc, g.id limit ${limit}`);
    return rows;
  },

  /** The store's products per category, with the category's names. */
  async storeCategories(tx: Tx, storeId: number) {
    const { rows } = await tx.execute<{
      id: number;
      name: string;
      names: Partial<Record<string, string>>;
      products: number;
    }>(sql`
      select c.id::int as id, c.name, c.names, count(g.id)::int as products
        from goods g join categories c on c.id = g.category_id
       where g.store_id = ${storeId} and g.deleted_at is null
       group by c.id order by products desc, c.id`);
    return rows;
  },

  /** The store's health over the orders paid since `from`. */
  async storeHealth(tx: Tx, storeId: number, from: Date, onTimeHours: number) {
    const { rows } = await tx.execute<{
      shipped: number;
      on_time: number;
      paid: number;
      cancelled: number;
      refunded: number;
    }>(sql`
      select
        count(*) filter (where shipped_at is not null)::int as shipped,
        count(*) filter (where shipped_at is not null
          and shipped_at <= paid_at + make_interval(hours => ${onTimeHours}))::int as on_time,
        count(*)::int as paid,
        count(*) filter (where status = 'cancelled')::int as cancelled,
        count(*) filter (where status = 'refunded')::int as refunded
        from orders where store_id = ${storeId} and paid_at >= ${from}`);
    return rows[0]!;
  },

  /** Crypto deposits waiting for review. */
  async depositQueue(tx: Tx, staleBefore: Date) {
    return queue(tx, sql`select created_at as at from deposits where status = 'reviewing'`, staleBefore);
  },

  /** Withdrawals waiting for review. */
  async withdrawalQueue(tx: Tx, staleBefore: Date) {
    return queue(tx, sql`select created_at as at from withdrawals where status = 'reviewing'`, staleBefore);
  },

  /** Bank top-ups waiting for staff to confirm the money arrived. */
  async rechargeQueue(tx: Tx, staleBefore: Date) {
    return queue(tx, sql`select created_at as at from recharges where status = 'requesting'`, staleBefore);
  },

  /** Refund requests waiting for a decision, timed from the buyer's newest request. */
  async refundQueue(tx: Tx, staleBefore: Date) {
    return queue(
      tx,
      sql`select coalesce(
                 (select max(e.created_at) from order_events e
                   where e.order_id = o.id and e.type = 'refund_requested'),
                 o.paid_at, o.created_at) as at
            from orders o where o.status = 'refunding'`,
      staleBefore,
    );
  },

  /** Feedback nobody has handled yet. */
  async feedbackQueue(tx: Tx, staleBefore: Date) {
    return queue(tx, sql`select created_at as at from feedback where status = 'new'`, staleBefore);
  },

  /** Episodes by transcode state, and uploads still arriving. */
  async transcode(tx: Tx) {
    const { rows } = await tx.execute<{
      pending: number;
      processing: number;
      failed: number;
      ready: number;
      uploading: number;
    }>(sql`
      select count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status = 'processing')::int as processing,
             count(*) filter (where status = 'failed')::int as failed,
             count(*) filter (where status = 'ready')::int as ready,
             (select count(*)::int from video_uploads where status = 'uploading') as uploading
        from video_items`);
    return rows[0]!;
  },

  /** The newest check of the books a staff member made (recorded in the audit log by `admin/verifyLedger`). */
  async lastLedgerCheck(tx: Tx) {
    const { rows } = await tx.execute<{ at: Date; detail: { ok?: boolean; problems?: number } | null }>(sql`
      select created_at as at, detail from audit_log
       where action = 'ledger.verified' order by id desc limit 1`);
    const row = rows[0];
    if (!row) return null;
    return {
      at: new Date(row.at),
      ok: row.detail?.ok === true,
      problems: Number(row.detail?.problems ?? 0),
    };
  },
};

async function queue(tx: Tx, waiting: ReturnType<typeof sql>, staleBefore: Date): Promise<QueueFigures> {
  const { rows } = await tx.execute<{ pending: number; oldest: Date | string | null; stale: number }>(sql`
    select count(*)::int as pending, min(q.at) as oldest,
           count(*) filter (where q.at < ${staleBefore})::int as stale
      from (${waiting}) q`);
  const row = rows[0]!;
  return { pending: row.pending, oldestAt: row.oldest ? new Date(row.oldest) : null, stale: row.stale };
}
