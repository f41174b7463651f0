import {
  DEFAULT_LOCALE,
  SIGNUP_LEGAL_KINDS,
  inReaderLanguage,
  type ApiInput,
  type LegalDocumentData,
} from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { legalRepository as repo } from './legal.repository.js';

/** The versions a sign-up form showed (optional: without them the current ones are recorded). */
export type ShownLegalVersions = ApiInput<'user/signup'>['legalVersions'];

/** Records, in the sign-up's transaction, the current versions of the agreements the new user accepted. */
export async function acceptAgreementsAtSignup(
  tx: Tx,
  userId: number,
  shown: ShownLegalVersions,
  call: Pick<CallContext, 'ip'>,
) {
  const current = await repo.currentNumbers(tx);
  const accepted = SIGNUP_LEGAL_KINDS.flatMap((kind) => {
    const version = current.get(kind);
    return version === undefined ? [] : [{ kind, version }];
  });
  // A newer version was published while the form was open: the user agreed to text they have not seen.
  if (shown && accepted.some((a) => shown[a.kind as keyof typeof shown] !== a.version)) {
    throw new AppError('LEGAL_VERSION_STALE');
  }
  await repo.recordConsents(tx, userId, accepted, call.ip);
}

/** The legal pages as readers see them, and what a user accepted. Public reads. */
export function createLegalService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async document(body: ApiInput<'legal/getDocument'>, call: CallContext): Promise<LegalDocumentData> {
      const row = await repo.current(db, body.kind);
      if (!row) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
      const shown = inReaderLanguage(row.texts[call.locale], row.texts[DEFAULT_LOCALE]!, call.locale);
      return {
        kind: row.kind,
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        locale: shown.locale,
        fallback: shown.fallback,
        title: shown.text.title,
        body: shown.text.body,
      };
    },

    async myConsents(call: UserCall) {
      const [rows, current] = await Promise.all([repo.consents(db, call.user.id), repo.currentNumbers(db)]);
      return {
        list: rows.map((r) => ({
          kind: r.kind,
          version: r.version,
          acceptedAt: r.acceptedAt.toISOString(),
          currentVersion: current.get(r.kind) ?? null,
        })),
      };
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
