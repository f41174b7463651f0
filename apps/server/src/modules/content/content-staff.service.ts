import {
  APP_PLATFORMS,
  type AdminAppVersion,
  type AdminHelpArticle,
  type AdminBanner,
  type ApiInput,
  type FeedbackItem,
  keptTranslations,
} from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { audit } from '#server/platform/audit/index.js';
import {
  contentRepository as repo,
  type AppVersionRow,
  type HelpArticleRow,
  type BannerRow,
} from './content.repository.js';
import { createLegalStaffService } from './legal-staff.service.js';

type FeedbackRow = NonNullable<Awaited<ReturnType<typeof repo.findFeedback>>>;

/** The help text's length stands in for it in the audit log (the text itself can be 10,000 characters). */
const HELP_AUDIT_BODY_PREVIEW = 200;

function toBanner(row: BannerRow): AdminBanner {
  return { ...row, translations: row.translations as AdminBanner['translations'] };
}

function toHelp(row: HelpArticleRow): AdminHelpArticle {
  return {
    ...row,
    translations: row.translations as AdminHelpArticle['translations'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toFeedback(row: FeedbackRow): FeedbackItem {
  const f = row.feedback;
  return {
    id: f.id,
    contact: f.contact,
    description: f.description,
    createdAt: f.createdAt.toISOString(),
    user: { id: f.userId, email: row.email },
    status: f.status,
    note: f.note,
    handledAt: f.handledAt?.toISOString() ?? null,
    handledBy: f.handledBy ? { id: f.handledBy, email: row.handlerEmail ?? '' } : null,
  };
}

/**
 * The console's content: home banners and activity cards, help articles, the feedback inbox and the
 * app version per platform. Every change is audited in its transaction.
 */
export function createContentStaffService(ctx: AppContext, deps: { appVersion: string }) {
  const { db } = ctx;

  function toVersion(
    platform: (typeof APP_PLATFORMS)[number],
    row: AppVersionRow | undefined,
  ): AdminAppVersion {
    // Unset platforms answer what `home/getVersion` answers: the server's own version.
    return {
      platform,
      version: row?.version ?? deps.appVersion,
      url: row?.url ?? '/',
      notes: row?.notes ?? '',
      force: row?.force ?? false,
      configured: !!row,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    /** The legal pages' drafts and versions. */
    legal: createLegalStaffService(ctx),

    // ---------- banners ----------
    async banners(body: ApiInput<'admin/getBannerList'>) {
      return { list: (await repo.banners(db, body.place)).map(toBanner) };
    },

    async saveBanner(body: ApiInput<'admin/saveBanner'>, call: StaffCall) {
      const { id, translations, ...rest } = body;
      // Left out on a change, the stored translations stay as they are.
      const values = translations ? { ...rest, translations: keptTranslations(translations) } : rest;
      return db.transaction(async (tx) => {
        const saved = id ? await repo.updateBanner(tx, id, values) : await repo.insertBanner(tx, values);
        if (!saved) throw new AppError('BANNER_NOT_FOUND');
        await audit.staff(tx, call, {
          action: id ? 'banner.changed' : 'banner.created',
          targetType: 'banner',
          targetId: saved.id,
          detail: values,
        });
        return toBanner(saved);
      });
    },

    async deleteBanner(body: ApiInput<'admin/deleteBanner'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const gone = await repo.deleteBanner(tx, body.id);
        if (!gone) throw new AppError('BANNER_NOT_FOUND');
        await audit.staff(tx, call, {
          action: 'banner.deleted',
          targetType: 'banner',
          targetId: gone.id,
          detail: { place: gone.place, title: gone.title, image: gone.image, link: gone.link },
        });
        return { ok: true as const };
      });
    },

    // ---------- help articles ----------
    async helpList() {
      return { list: (await repo.helpArticles(db)).map(toHelp) };
    },

    async saveHelp(body: ApiInput<'admin/saveHelp'>, call: StaffCall) {
      const { id, translations, ...rest } = body;
      // Left out on a change, the stored translations stay as they are.
      const values = translations ? { ...rest, translations: keptTranslations(translations) } : rest;
      return db.transaction(async (tx) => {
        const saved = id ? await repo.updateHelp(tx, id, values) : await repo.insertHelp(tx, values);
        if (!saved) throw new AppError('HELP_ARTICLE_NOT_FOUND');
        await audit.staff(tx, call, {
          action: id ? 'help_article.changed' : 'help_article.created',
          targetType: 'help_article',
          targetId: saved.id,
          detail: {
            title: values.title,
            sort: values.sort,
            published: values.published,
            bodyLength: values.body.length,
            bodyStart: values.body.slice(0, HELP_AUDIT_BODY_PREVIEW),
          },
        });
        return toHelp(saved);
      });
    },

    async deleteHelp(body: ApiInput<'admin/deleteHelp'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const gone = await repo.deleteHelp(tx, body.id);
        if (!gone) throw new AppError('HELP_ARTICLE_NOT_FOUND');
        await audit.staff(tx, call, {
          action: 'help_article.deleted',
          targetType: 'help_article',
          targetId: gone.id,
          detail: { title: gone.title, bodyStart: gone.body.slice(0, HELP_AUDIT_BODY_PREVIEW) },
        });
        return { ok: true as const };
      });
    },

    // ---------- feedback ----------
    async feedbackList(q: ApiInput<'admin/getFeedbackList'>) {
      const { rows, total, newCount } = await repo.feedbackPage(db, q);
      return { list: rows.map(toFeedback), total, page: q.page, pageSize: q.pageSize, newCount };
    },

    /**
     * Marks feedback handled by the caller. Handling it again keeps who handled it and when; a
     * different note given then replaces the note (audited too).
     */
    async handleFeedback(body: ApiInput<'admin/handleFeedback'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const current = await repo.lockFeedback(tx, body.id);
        if (!current) throw new AppError('FEEDBACK_NOT_FOUND');
        const note = body.note ?? '';
        if (current.status === 'new') {
          await repo.markHandled(tx, current.id, call.staff.id, note);
          await audit.staff(tx, call, {
            action: 'feedback.handled',
            targetType: 'feedback',
            targetId: current.id,
            detail: note ? { note } : {},
          });
        } else if (body.note !== undefined && note !== current.note) {
          await repo.setFeedbackNote(tx, current.id, note);
          await audit.staff(tx, call, {
            action: 'feedback.noted',
            targetType: 'feedback',
            targetId: current.id,
            detail: { note, previous: current.note },
          });
        }
        return toFeedback((await repo.findFeedback(tx, current.id))!);
      });
    },

    // ---------- app versions ----------
    async versions() {
      const rows = await repo.versions(db);
      return {
        list: APP_PLATFORMS.map((p) =>
          toVersion(
            p,
            rows.find((r) => r.platform === p),
          ),
        ),
      };
    },

    async saveVersion(body: ApiInput<'admin/saveAppVersion'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const saved = await repo.upsertVersion(tx, body);
        await audit.staff(tx, call, {
          action: 'app_version.changed',
          targetType: 'app_version',
          targetId: body.platform,
          detail: { version: body.version, url: body.url, notes: body.notes, force: body.force },
        });
        return toVersion(body.platform, saved);
      });
    },
  };
}

export type ContentStaffService = ReturnType<typeof createContentStaffService>;
