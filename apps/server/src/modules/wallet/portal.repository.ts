import { PORTAL_REGIONS, type PortalRegion } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { portals, staff } from '#server/db/schema/index.js';

type PortalRow = typeof portals.$inferSelect;

/** In the order of PORTAL_REGIONS, the order the portal page lists them. */
const byRegion = <T extends { region: string }>(rows: T[]) =>
  rows.sort(
    (a, b) =>
      PORTAL_REGIONS.indexOf(a.region as PortalRegion) - PORTAL_REGIONS.indexOf(b.region as PortalRegion),
  );

/** The regional portals' display currencies and rates (decision 0028). */
export const portalRepository = {
  async list(tx: Tx): Promise<PortalRow[]> {
    return byRegion(await tx.select().from(portals));
  },
  async listWithStaff(tx: Tx) {
    const rows = await tx
      .select({ portal: portals, updatedBy: staff.name })
      .from(portals)
      .leftJoin(staff, eq(staff.id, portals.updatedBy));
    return byRegion(rows.map((r) => ({ ...r.portal, updatedByName: r.updatedBy })));
  },
  async findForUpdate(tx: Tx, region: PortalRegion): Promise<PortalRow | undefined> {
    const [row] = await tx.select().from(portals).where(eq(portals.region, region)).for('update');
    return row;
  },
  async save(tx: Tx, row: { region: PortalRegion; currency: string; rateMicros: number; updatedBy: number }) {
    const values = { ...row, rateSetAt: new Date() };
    const [saved] = await tx
      .insert(portals)
      .values(values)
      .onConflictDoUpdate({ target: portals.region, set: values })
      .returning();
    return saved!;
  },
};
