import { keptTranslations, type ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { audit } from '#server/platform/audit/index.js';
import { toAdminPlan } from './traffic.mapper.js';
import { trafficRepository as repo } from './traffic.repository.js';

/** The console's traffic plan catalogue (audited with a reason). */
export function createTrafficStaffService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    async planList() {
      const [plans, sold] = await Promise.all([repo.plans(db, { activeOnly: false }), repo.soldPerPlan(db)]);
      return { list: plans.map((p) => toAdminPlan(p, sold.get(p.id))) };
    },

    /** Price and days apply to purchases from now on: bought packages keep what they paid and their dates. */
    async savePlan(body: ApiInput<'admin/saveTrafficPlan'>, call: StaffCall) {
      const { id, reason, translations, ...rest } = body;
      // Only languages with text are kept; left out, the stored translations stay.
      const values = { ...rest, ...(translations ? { translations: keptTranslations(translations) } : {}) };
      return db.transaction(async (tx) => {
        const saved = id
          ? await repo.updatePlan(tx, id, values)
          : await repo.insertPlan(tx, { translations: {}, ...values });
        if (!saved) {
          throw new AppError('TRAFFIC_PLAN_NOT_FOUND', {}, [
            { field: 'id', rule: 'exists', key: 'validation.invalidOption' },
          ]);
        }
        await audit.staff(tx, call, {
          action: id ? 'traffic_plan.changed' : 'traffic_plan.created',
          targetType: 'traffic_plan',
          targetId: saved.id,
          reason,
          detail: values,
        });
        return toAdminPlan(saved, (await repo.soldPerPlan(tx)).get(saved.id));
      });
    },
  };
}
export type TrafficStaffService = ReturnType<typeof createTrafficStaffService>;
