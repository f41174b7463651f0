import {
  LEGAL_KINDS,
  LOCALES,
  isTranslated,
  type AdminLegalDocument,
  type ApiInput,
  type LegalKind,
  type LegalTexts,
  type LegalVersionSummary,
  type Locale,
} from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import type { LegalTextsColumn } from '#server/db/schema/index.js';
import { audit } from '#server/platform/audit/index.js';
import { legalRepository as repo, type LegalDraftRow, type LegalVersionRow } from './legal.repository.js';

/** The languages with their own text, in the contract's order. */
function localesOf(texts: LegalTextsColumn): Locale[] {
  return LOCALES.filter((l) => isTranslated(texts[l]));
}

/** Only complete languages are kept: an empty one is "not translated yet", not an empty page. */
function completeTexts(texts: LegalTexts): LegalTextsColumn {
  const out: LegalTextsColumn = {};
  for (const locale of LOCALES) {
    const text = texts[locale];
    if (text && isTranslated(text)) out[locale] = { title: text.title, body: text.body };
  }
  return out;
}

function toVersion(row: LegalVersionRow): LegalVersionSummary {
  return {
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: { id: row.publishedBy, email: row.publishedByEmail },
    locales: localesOf(row.texts),
  };
}

function summary(kind: LegalKind, current: LegalVersionRow | undefined, draft: LegalDraftRow | undefined) {
  return {
    kind,
    current: current ? toVersion(current) : null,
    draftUpdatedAt: draft?.updatedAt.toISOString() ?? null,
    draftUpdatedBy: draft ? { id: draft.updatedBy, email: draft.updatedByEmail } : null,
    draftLocales: localesOf(draft?.texts ?? current?.texts ?? {}),
  };
}

/** The console's legal pages: a draft per page in every language, published as immutable versions (audited). */
export function createLegalStaffService(ctx: AppContext) {
  const { db } = ctx;

  async function document(tx: Tx, kind: LegalKind): Promise<AdminLegalDocument> {
    const [versions, draft] = await Promise.all([repo.versions(tx, kind), repo.draft(tx, kind)]);
    const current = versions[0];
    return {
      ...summary(kind, current, draft),
      texts: { ...(draft?.texts ?? current?.texts ?? {}) } as AdminLegalDocument['texts'],
      versions: versions.map(toVersion),
    };
  }

  return {
    async list() {
      const drafts = new Map((await repo.drafts(db)).map((d) => [d.kind, d]));
      const list = [];
      for (const kind of LEGAL_KINDS)
        list.push(summary(kind, await repo.current(db, kind), drafts.get(kind)));
      return { list };
    },

    document: (body: ApiInput<'admin/getLegalDocument'>) => document(db, body.kind),

    async saveDraft(body: ApiInput<'admin/saveLegalDraft'>, call: StaffCall) {
      const texts = completeTexts(body.texts);
      return db.transaction(async (tx) => {
        await repo.lockKind(tx, body.kind);
        await repo.saveDraft(tx, body.kind, texts, call.staff.id);
        await audit.staff(tx, call, {
          action: 'legal.draft_saved',
          targetType: 'legal',
          targetId: body.kind,
          detail: { locales: localesOf(texts) },
        });
        return document(tx, body.kind);
      });
    },

    async publish(body: ApiInput<'admin/publishLegal'>, call: StaffCall) {
      const texts = completeTexts(body.texts);
      return db.transaction(async (tx) => {
        await repo.lockKind(tx, body.kind);
        const row = await repo.publish(tx, body.kind, texts, call.staff.id);
        // The draft became this version; the next edit starts from it.
        await repo.deleteDraft(tx, body.kind);
        await audit.staff(tx, call, {
          action: 'legal.published',
          targetType: 'legal',
          targetId: body.kind,
          detail: { version: row.version, locales: localesOf(texts) },
        });
        return document(tx, body.kind);
      });
    },
  };
}

export type LegalStaffService = ReturnType<typeof createLegalStaffService>;
