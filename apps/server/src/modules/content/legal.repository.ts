import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  legalDrafts,
  legalVersions,
  staff,
  userConsents,
  type LegalTextsColumn,
} from '#server/db/schema/index.js';

export type LegalKindColumn = (typeof legalVersions.$inferSelect)['kind'];
export type LegalVersionRow = typeof legalVersions.$inferSelect & { publishedByEmail: string };
export type LegalDraftRow = typeof legalDrafts.$inferSelect & { updatedByEmail: string };

const versionColumns = {
  id: legalVersions.id,
  kind: legalVersions.kind,
  version: legalVersions.version,
  texts: legalVersions.texts,
  publishedBy: legalVersions.publishedBy,
  publishedAt: legalVersions.publishedAt,
  publishedByEmail: staff.email,
};

/** All SQL of the legal pages: published versions, the console's drafts and the users' consents. */
export const legalRepository = {
  /** The newest published version of a kind. */
  async current(tx: Tx, kind: LegalKindColumn): Promise<LegalVersionRow | undefined> {
    const [row] = await tx
      .select(versionColumns)
      .from(legalVersions)
      .innerJoin(staff, eq(staff.id, legalVersions.publishedBy))
      .where(eq(legalVersions.kind, kind))
      .orderBy(desc(legalVersions.version))
      .limit(1);
    return row;
  },

  /** Every published version of a kind, newest first. */
  async versions(tx: Tx, kind: LegalKindColumn): Promise<LegalVersionRow[]> {
    return tx
      .select(versionColumns)
      .from(legalVersions)
      .innerJoin(staff, eq(staff.id, legalVersions.publishedBy))
      .where(eq(legalVersions.kind, kind))
      .orderBy(desc(legalVersions.version));
  },

  /** The newest version number of each kind that has one. */
  async currentNumbers(tx: Tx): Promise<Map<LegalKindColumn, number>> {
    const rows = await tx
      .selectDistinctOn([legalVersions.kind], { kind: legalVersions.kind, version: legalVersions.version })
      .from(legalVersions)
      .orderBy(legalVersions.kind, desc(legalVersions.version));
    return new Map(rows.map((r) => [r.kind, r.version]));
  },

  /** Inserts the next version of a kind (under lockKind; the unique index is the last guard). */
  async publish(tx: Tx, kind: LegalKindColumn, texts: LegalTextsColumn, staffId: number) {
    const [last] = await tx
      .select({ version: legalVersions.version })
      .from(legalVersions)
      .where(eq(legalVersions.kind, kind))
      .orderBy(desc(legalVersions.version))
      .limit(1);
    const [row] = await tx
      .insert(legalVersions)
      .values({ kind, version: (last?.version ?? 0) + 1, texts, publishedBy: staffId })
      .returning();
    return row!;
  },

  async draft(tx: Tx, kind: LegalKindColumn): Promise<LegalDraftRow | undefined> {
    const [row] = await tx
      .select({
        kind: legalDrafts.kind,
        texts: legalDrafts.texts,
        updatedBy: legalDrafts.updatedBy,
        updatedAt: legalDrafts.updatedAt,
        updatedByEmail: staff.email,
      })
      .from(legalDrafts)
      .innerJoin(staff, eq(staff.id, legalDrafts.updatedBy))
      .where(eq(legalDrafts.kind, kind));
    return row;
  },

  async drafts(tx: Tx): Promise<LegalDraftRow[]> {
    return tx
      .select({
        kind: legalDrafts.kind,
        texts: legalDrafts.texts,
        updatedBy: legalDrafts.updatedBy,
        updatedAt: legalDrafts.updatedAt,
        updatedByEmail: staff.email,
      })
      .from(legalDrafts)
      .innerJoin(staff, eq(staff.id, legalDrafts.updatedBy));
  },

  /** Serialises publications and draft saves of one kind until the transaction ends. */
  async lockKind(tx: Tx, kind: LegalKindColumn) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${kind}`}))`);
  },

  async saveDraft(tx: Tx, kind: LegalKindColumn, texts: LegalTextsColumn, staffId: number) {
    await tx
      .insert(legalDrafts)
      .values({ kind, texts, updatedBy: staffId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: legalDrafts.kind,
        set: { texts, updatedBy: staffId, updatedAt: new Date() },
      });
  },

  async deleteDraft(tx: Tx, kind: LegalKindColumn) {
    await tx.delete(legalDrafts).where(eq(legalDrafts.kind, kind));
  },

  async recordConsents(
    tx: Tx,
    userId: number,
    accepted: { kind: LegalKindColumn; version: number }[],
    ip: string | null,
  ) {
    if (!accepted.length) return;
    await tx
      .insert(userConsents)
      .values(accepted.map((a) => ({ userId, kind: a.kind, version: a.version, ip })))
      .onConflictDoNothing();
  },

  async consents(tx: Tx, userId: number, kinds?: LegalKindColumn[]) {
    return tx
      .select()
      .from(userConsents)
      .where(and(eq(userConsents.userId, userId), kinds ? inArray(userConsents.kind, kinds) : undefined))
      .orderBy(userConsents.kind, desc(userConsents.version));
  },
};
