import type { ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { audit } from '#server/platform/audit/index.js';
import { promotionRepository as repo } from './promotion.repository.js';

/** The console's points rate and promotion rules (issue 14 part 8), audited with a reason. */
export function createPromotionStaffService(ctx: AppContext) {
  const { db } = ctx;
  return {
    settings() {
      return repo.settings(db);
    },

    async save(body: ApiInput<'admin/savePromotionSettings'>, call: StaffCall) {
      const { reason, ...value } = body;
      return db.transaction(async (tx) => {
        const before = await repo.settings(tx);
        await repo.saveSettings(tx, value, clock.now());
        await audit.staff(tx, call, {
          action: 'promotion_settings.changed',
          targetType: 'platform_settings',
          targetId: 'promotion',
          reason,
          detail: { before, after: value },
        });
        return value;
      });
    },
  };
}
export type PromotionStaffService = ReturnType<typeof createPromotionStaffService>;
