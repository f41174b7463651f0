import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { likePattern } from '#server/db/paginate.js';
import {
  loanEarlyRepayments,
  loanEntries,
  loanProducts,
  loans,
  staff,
  stores,
  userAuths,
  users,
} from '#server/db/schema/index.js';

export type LoanProductRow = typeof loanProducts.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
export type LoanEntryRow = typeof loanEntries.$inferSelect;
export type EarlyRow = typeof loanEarlyRepayments.$inferSelect;
type ProductValues = Omit<typeof loanProducts.$inferInsert, 'id' | 'createdAt'>;
type LoanValues = Omit<typeof loans.$inferInsert, 'id' | 'loanNo'>;
type EntryValues = Omit<typeof loanEntries.$inferInsert, 'id'>;

/** Whether an insert broke the one-open-loan-per-borrower index (SQLSTATE 23505 on `loans_one_open`). */
export function isOpenLoanConflict(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' && e.constraint === 'loans_one_open') return true;
  }
  return false;
}

const staffLoanCols = {
  loan: loans,
  user: { id: users.id, email: users.email, nickname: users.nickname },
  store: { id: stores.id, name: stores.name, level: stores.level },
  reviewer: staff.name,
  authName: userAuths.realName,
  authIdNumber: userAuths.idNumber,
  authStatus: userAuths.status,
};

/** The only SQL of merchant loans: products, loans, their records and early repayment requests. */
export const loanRepository = {
  // ---------- products ----------
  activeProducts(tx: Tx) {
    return tx
      .select()
      .from(loanProducts)
      .where(eq(loanProducts.active, true))
      .orderBy(asc(loanProducts.sort), asc(loanProducts.id));
  },

  async allProducts(tx: Tx) {
    const counts = tx
      .select({ productId: loans.productId, n: sql<number>`count(*)::int`.as('n') })
      .from(loans)
      .groupBy(loans.productId)
      .as('counts');
    return tx
      .select({ product: loanProducts, loans: sql<number>`coalesce(${counts.n}, 0)` })
      .from(loanProducts)
      .leftJoin(counts, eq(counts.productId, loanProducts.id))
      .orderBy(asc(loanProducts.sort), asc(loanProducts.id));
  },

  async findProduct(tx: Tx, id: number) {
    const [row] = await tx.select().from(loanProducts).where(eq(loanProducts.id, id));
    return row;
  },

  async insertProduct(tx: Tx, values: ProductValues) {
    const [row] = await tx.insert(loanProducts).values(values).returning();
    return row!;
  },

  async updateProduct(tx: Tx, id: number, values: Partial<ProductValues>) {
    const [row] = await tx
      .update(loanProducts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(loanProducts.id, id))
      .returning();
    return row;
  },

  async productLoanCount(tx: Tx, id: number) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(loans)
      .where(eq(loans.productId, id));
    return row?.n ?? 0;
  },

  // ---------- loans ----------
  /** Inserts an application; its number is made from its id (`LN00000042`). */
  async insertLoan(tx: Tx, values: LoanValues) {
    const [{ id } = { id: 0 }] = (
      await tx.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('loans', 'id')) as id`)
    ).rows.map((r) => ({ id: Number(r.id) }));
    const [row] = await tx
      .insert(loans)
      .values({ ...values, id, loanNo: `LN${String(id).padStart(8, '0')}` })
      .returning();
    return row!;
  },

  async lockLoan(tx: Tx, id: number) {
    const [row] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
    return row;
  },

  async findUserLoan(tx: Tx, userId: number, id: number) {
    const [row] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, id), eq(loans.userId, userId)));
    return row;
  },

  async lockUserLoan(tx: Tx, userId: number, id: number) {
    const [row] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, id), eq(loans.userId, userId)))
      .for('update');
    return row;
  },

  async openLoanOf(tx: Tx, userId: number) {
    const [row] = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.userId, userId), inArray(loans.status, ['applying', 'repaying'])))
      .limit(1);
    return row?.id ?? null;
  },

  async userPage(tx: Tx, userId: number, q: { page: number; pageSize: number; status?: LoanRow['status'] }) {
    const where = and(eq(loans.userId, userId), q.status ? eq(loans.status, q.status) : undefined);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(loans)
        .where(where)
        .orderBy(desc(loans.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(loans)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async updateLoan(tx: Tx, id: number, values: Partial<LoanValues>) {
    const [row] = await tx.update(loans).set(values).where(eq(loans.id, id)).returning();
    return row!;
  },

  async staffPage(
    tx: Tx,
    q: {
      page: number;
      pageSize: number;
      status?: LoanRow['status'];
      earlyRequested?: boolean;
      keyword?: string;
    },
  ) {
    const filters: (SQL | undefined)[] = [q.status ? eq(loans.status, q.status) : undefined];
    if (q.earlyRequested) {
      filters.push(
        sql`exists (select 1 from ${loanEarlyRepayments} e where e.loan_id = ${loans.id} and e.status = 'requested')`,
      );
    }
    if (q.keyword) {
      const like = likePattern(q.keyword);
      filters.push(or(ilike(loans.loanNo, like), ilike(users.email, like), ilike(users.nickname, like)));
    }
    const where = and(...filters);
    // Applications waiting for review first, then the newest.
    const [rows, [total]] = await Promise.all([
      staffSelect(tx)
        .where(where)
        .orderBy(sql`case when ${loans.status} = 'applying' then 0 else 1 end`, desc(loans.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(loans)
        .innerJoin(users, eq(users.id, loans.userId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async staffOne(tx: Tx, id: number) {
    const [row] = await staffSelect(tx).where(eq(loans.id, id));
    return row;
  },

  /** Loans being repaid whose days up to `today` (in their own zone) are not all looked at yet. */
  async idsForJob(tx: Tx, today: string) {
    const rows = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(eq(loans.status, 'repaying'), or(isNull(loans.accruedThrough), lt(loans.accruedThrough, today))),
      )
      .orderBy(asc(loans.id));
    return rows.map((r) => r.id);
  },

  // ---------- records ----------
  /** Adds a record; a daily charge already posted for the day answers undefined (posted once). */
  async addEntry(tx: Tx, values: EntryValues) {
    const [row] = await tx.insert(loanEntries).values(values).onConflictDoNothing().returning();
    return row;
  },

  entriesOf(tx: Tx, loanId: number) {
    return tx
      .select()
      .from(loanEntries)
      .where(eq(loanEntries.loanId, loanId))
      .orderBy(asc(loanEntries.createdAt), asc(loanEntries.id));
  },

  // ---------- early repayments ----------
  async insertEarly(tx: Tx, values: Omit<typeof loanEarlyRepayments.$inferInsert, 'id'>) {
    const [row] = await tx.insert(loanEarlyRepayments).values(values).returning();
    return row!;
  },

  async waitingEarly(tx: Tx, loanId: number) {
    const [row] = await tx
      .select()
      .from(loanEarlyRepayments)
      .where(and(eq(loanEarlyRepayments.loanId, loanId), eq(loanEarlyRepayments.status, 'requested')))
      .for('update');
    return row;
  },

  async updateEarly(tx: Tx, id: number, values: Partial<typeof loanEarlyRepayments.$inferInsert>) {
    const [row] = await tx
      .update(loanEarlyRepayments)
      .set(values)
      .where(eq(loanEarlyRepayments.id, id))
      .returning();
    return row!;
  },

  /** The latest early repayment request of each loan. */
  async latestEarly(tx: Tx, loanIds: number[]): Promise<Map<number, EarlyRow>> {
    if (!loanIds.length) return new Map();
    const rows = await tx
      .selectDistinctOn([loanEarlyRepayments.loanId])
      .from(loanEarlyRepayments)
      .where(inArray(loanEarlyRepayments.loanId, loanIds))
      .orderBy(loanEarlyRepayments.loanId, desc(loanEarlyRepayments.id));
    return new Map(rows.map((r) => [r.loanId, r]));
  },
};

function staffSelect(tx: Tx) {
  return tx
    .select(staffLoanCols)
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .innerJoin(stores, eq(stores.id, loans.storeId))
    .leftJoin(staff, eq(staff.id, loans.reviewerId))
    .leftJoin(userAuths, eq(userAuths.userId, loans.userId));
}
export type StaffLoanRow = NonNullable<Awaited<ReturnType<typeof loanRepository.staffOne>>>;
