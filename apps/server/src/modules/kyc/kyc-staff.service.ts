import type { AdminAuthRecord, ApiInput } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { audit } from '#server/platform/audit/index.js';
import { userRepository } from '#server/modules/account/index.js';
import { toAdminAuth } from './kyc.mapper.js';
import { kycRepository } from './kyc.repository.js';
import { createAuthMail } from './kyc.service.js';

/** The console's real-name queue (seller applications show their store beside the form). */
export function createKycStaffService(ctx: AppContext, deps: { log?: FastifyBaseLogger } = {}) {
  const { db, privateFiles } = ctx;
  const mail = createAuthMail(ctx, deps.log);
  return {
    async list(body: ApiInput<'admin/getAuthList'>) {
      const { rows, total } = await kycRepository.list(db, body);
      return {
        list: rows.map((r) => toAdminAuth(r, privateFiles)),
        total,
        page: body.page,
        pageSize: body.pageSize,
      };
    },

    async review(body: ApiInput<'admin/reviewAuth'>, call: StaffCall): Promise<AdminAuthRecord> {
      const { owner, reviewed } = await db.transaction(async (tx) => {
        const row = await kycRepository.lockById(tx, body.id);
        if (!row) throw new AppError('AUTH_NOT_FOUND');
        if (row.status !== 'reviewing') throw new AppError('REVIEW_ALREADY_DONE');
        const owner = (await userRepository.findById(tx, row.userId))!;
        // A staff member who is also this user (same email) never passes their own identity.
        if (owner.email === call.staff.email.toLowerCase()) throw new AppError('REVIEW_OWN_REQUEST');
        const status = body.action === 'approve' ? ('passed' as const) : ('rejected' as const);
        const reason = status === 'rejected' ? body.reason! : null;
        await kycRepository.review(tx, row.id, { status, reason, reviewerId: call.staff.id });
        await audit.staff(tx, call, {
          action: `kyc.${status}`,
          targetType: 'user_auth',
          targetId: row.id,
          detail: { userId: row.userId, ...(reason ? { reason } : {}) },
        });
        return { owner, reviewed: { status, reason } };
      });
      await mail(owner, reviewed.status, reviewed.reason);
      return toAdminAuth((await kycRepository.oneForStaff(db, body.id))!, privateFiles);
    },
  };
}
export type KycStaffService = ReturnType<typeof createKycStaffService>;
