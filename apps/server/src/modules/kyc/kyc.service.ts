import { AUTH_UPLOAD_PATH, pickLocale, type ApiInput, type UserAuth } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { translate } from '#server/lib/i18n.js';
import { audit } from '#server/platform/audit/index.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { toUserAuth } from './kyc.mapper.js';
import { kycRepository } from './kyc.repository.js';

export type AuthEvent = 'submitted' | 'passed' | 'rejected';

/**
 * Tells the owner of every change of their real-name record (DESIGN §9: a change of identity
 * details mails the owner). A mail that cannot be sent is logged: the change already happened.
 */
export function createAuthMail(ctx: Pick<AppContext, 'mailer'>, log?: FastifyBaseLogger) {
  return async (to: { email: string; locale: string }, event: AuthEvent, reason?: string | null) => {
    const locale = pickLocale(to.locale);
    await ctx.mailer
      .send({
        to: to.email,
        subject: translate(locale, `mail.kyc.${event}.subject`),
        text: translate(locale, `mail.kyc.${event}.body`, { reason: reason ?? '' }),
        kind: 'notice',
      })
      .catch((err: unknown) => log?.error({ err, event }, 'real-name notice not delivered'));
  };
}

/**
 * The storage key of `url` when it is the caller's own upload into the private `auth` folder (ID
 * photos, licences: the real-name form and the loan application), else undefined.
 */
export async function ownPrivateUpload(
  ctx: Pick<AppContext, 'db' | 'privateFiles'>,
  userId: number,
  url: string,
): Promise<string | undefined> {
  const key = ctx.privateFiles.keyOf(url);
  if (!key) return undefined;
  const owned = await fileRepository.ownsUpload(ctx.db, userId, url.split('?')[0]!, AUTH_UPLOAD_PATH);
  return owned ? key : undefined;
}

/** The owner's face of real-name authentication (spec §7: `user/getUserAuth`, `user/saveAuth`). */
export function createKycService(ctx: AppContext, deps: { log?: FastifyBaseLogger } = {}) {
  const { db, privateFiles } = ctx;
  const mail = createAuthMail(ctx, deps.log);

  /** The form's image must be the caller's own upload into the private `auth` folder. */
  async function ownImage(userId: number, field: string, url: string): Promise<string> {
    const key = await ownPrivateUpload(ctx, userId, url);
    if (!key) throw fieldError(field, 'validation.upload', 'own_upload');
    return key;
  }

  return {
    async getUserAuth(call: UserCall): Promise<UserAuth> {
      return toUserAuth(await kycRepository.ofUser(db, call.user.id), privateFiles);
    },

    async saveAuth(body: ApiInput<'user/saveAuth'>, call: UserCall): Promise<UserAuth> {
      const { user } = call;
      const company = body.type === 'company';
      // Each image is checked, so every field that fails is named at once.
      const checked = await Promise.allSettled([
        ownImage(user.id, 'idFront', body.idFront),
        ownImage(user.id, 'idBack', body.idBack),
        company ? ownImage(user.id, 'licence', body.licence!) : Promise.resolve(null),
      ]);
      const failed = checked.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []));
      if (failed.length) {
        throw new AppError(
          'VALIDATION_FAILED',
          {},
          failed.flatMap((e) => e.fields ?? []),
        );
      }
      const [idFront, idBack, licence] = checked.map((r) => (r.status === 'fulfilled' ? r.value : null));
      const row = await db.transaction(async (tx) => {
        const current = await kycRepository.lockOfUser(tx, user.id);
        if (current?.status === 'reviewing') throw new AppError('AUTH_UNDER_REVIEW');
        if (current?.status === 'passed') throw new AppError('AUTH_ALREADY_PASSED');
        const saved = await kycRepository.submit(tx, {
          userId: user.id,
          type: body.type,
          realName: body.realName,
          idNumber: body.idNumber.toUpperCase(),
          idFront: idFront!,
          idBack: idBack!,
          companyName: company ? body.companyName! : null,
          documentNumber: company ? body.documentNumber! : null,
          licence: company ? licence : null,
        });
        await audit.user(tx, call, {
          action: current ? 'kyc.resubmitted' : 'kyc.submitted',
          targetType: 'user_auth',
          targetId: saved.id,
          detail: { type: body.type },
        });
        return saved;
      });
      await mail(user, 'submitted');
      return toUserAuth(row, privateFiles);
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;
