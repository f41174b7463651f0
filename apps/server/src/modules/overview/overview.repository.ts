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
