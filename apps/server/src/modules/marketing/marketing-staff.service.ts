import type { AdminApplicationRecord, ApiInput } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { audit } from '#server/platform/audit/index.js';
import { toAdminApplication } from './marketing.mapper.js';
import { marketingRepository } from './marketing.repository.js';
import { createApplicationMail } from './marketing.service.js';

/** The console's queue of creator and partner applications. */
export function createMarketingStaffService(ctx: AppContext, deps: { log?: FastifyBaseLogger } = {}) {
  const { db } = ctx;
  const mail = createApplicationMail(ctx, deps.log);
  return {
    async list(body: ApiInput<'admin/getApplicationList'>) {
      const { rows, total } = await marketingRepository.list(db, body);
      return { list: rows.map(toAdminApplication), total, page: body.page, pageSize: body.pageSize };
    },

    async review(
      body: ApiInput<'admin/reviewApplication'>,
      call: StaffCall,
    ): Promise<AdminApplicationRecord> {
      const reviewed = await db.transaction(async (tx) => {
        const row = await marketingRepository.lockById(tx, body.id);
        if (!row) throw new AppError('APPLICATION_NOT_FOUND');
        if (row.status !== 'reviewing') throw new AppError('REVIEW_ALREADY_DONE');
        // A staff member never decides an application sent with their own email.
        if (row.email === call.staff.email.toLowerCase()) throw new AppError('REVIEW_OWN_REQUEST');
        const status = body.action === 'approve' ? ('approved' as const) : ('rejected' as const);
        const reason = status === 'rejected' ? body.reason! : null;
        const saved = await marketingRepository.review(tx, row.id, {
          status,
          reason,
          reviewerId: call.staff.id,
        });
        await audit.staff(tx, call, {
          action: `application.${status}`,
          targetType: 'marketing_application',
          targetId: row.id,
          detail: { kind: row.kind, email: row.email, ...(reason ? { reason } : {}) },
        });
        return saved;
      });
      await mail(reviewed, reviewed.status === 'approved' ? 'approved' : 'rejected', reviewed.reason);
      return toAdminApplication((await marketingRepository.oneForStaff(db, body.id))!);
    },
  };
}
export type MarketingStaffService = ReturnType<typeof createMarketingStaffService>;
