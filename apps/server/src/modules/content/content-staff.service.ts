import {
  APP_PLATFORMS,
  type AdminAppVersion,
  type AdminHelpArticle,
  type AdminVideoBanner,
  type AdminVipPlan,
  type FeedbackItem,
  type adminFeedbackListBody,
  type handleFeedbackBody,
  type saveAppVersionBody,
  type saveHelpBody,
  type saveVideoBannerBody,
  type saveVipPlanBody,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext, CallContext } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { auditRepository } from '#server/platform/audit/audit.repository.js';
import {
  contentAdminRepository as repo,
  type AppVersionRow,
  type HelpArticleRow,
  type VideoBannerRow,
  type VipPlanRow,
} from './content.repository.js';

type SaveVipPlan = z.output<typeof saveVipPlanBody>;
type SaveVideoBanner = z.output<typeof saveVideoBannerBody>;
type SaveHelp = z.output<typeof saveHelpBody>;
type FeedbackQuery = z.output<typeof adminFeedbackListBody>;
type HandleFeedback = z.output<typeof handleFeedbackBody>;
type SaveAppVersion = z.output<typeof saveAppVersionBody>;
type FeedbackRow = NonNullable<Awaited<ReturnType<typeof repo.findFeedback>>>;

/** The help text's length stands in for it in the audit log (the text itself can be 10,000 characters). */
const HELP_AUDIT_BODY_PREVIEW = 200;

function toPlan(plan: VipPlanRow, sold: number): AdminVipPlan {
  return { ...plan, sold };
}

function toBanner(row: VideoBannerRow): AdminVideoBanner {
  return { ...row };
}

function toHelp(row: HelpArticleRow): AdminHelpArticle {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
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
 * The console's drama content: VIP plans, home banners and activity cards, help articles, the
 * feedback inbox and the app version per platform. Every change is audited in its transaction.
 */
export function createContentAdminService(ctx: AppContext, deps: { appVersion: string }) {
  const { db } = ctx;

  function audit(
    tx: Tx,
    call: CallContext,
    entry: {
      action: string;
      targetType: string;
      targetId: number | string;
      detail?: Record<string, unknown>;
    },
  ) {
    return auditRepository.record(tx, { actorType: 'staff', actorId: call.staff!.id, ip: call.ip, ...entry });
  }

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
    // ---------- VIP plans ----------
    async vipPlans() {
      const rows = await repo.plans(db);
      return { list: rows.map((r) => toPlan(r.plan, r.sold)) };
    },

    /**
     * A plan's price and days apply to purchases from now on: members keep what they paid (each
     * purchase records its price) and their end dates (kept on the membership).
     */
    async saveVipPlan(body: SaveVipPlan, call: CallContext) {
      const { id, ...values } = body;
      return db.transaction(async (tx) => {
        const saved = id ? await repo.updatePlan(tx, id, values) : await repo.insertPlan(tx, values);
        if (!saved) {
          throw new AppError('VIP_PLAN_NOT_FOUND', {}, [
            { field: 'id', rule: 'exists', key: 'validation.invalidOption' },
          ]);
        }
        await audit(tx, call, {
          action: id ? 'vip_plan.changed' : 'vip_plan.created',
          targetType: 'vip_plan',
          targetId: saved.id,
          detail: values,
        });
        return toPlan(saved, await repo.planSold(tx, saved.id));
      });
    },

    // ---------- banners ----------
    async banners(body: { place?: VideoBannerRow['place'] }) {
      return { list: (await repo.banners(db, body.place)).map(toBanner) };
    },

    async saveBanner(body: SaveVideoBanner, call: CallContext) {
      const { id, ...values } = body;
      return db.transaction(async (tx) => {
        const saved = id ? await repo.updateBanner(tx, id, values) : await repo.insertBanner(tx, values);
        if (!saved) throw new AppError('BANNER_NOT_FOUND');
        await audit(tx, call, {
          action: id ? 'video_banner.changed' : 'video_banner.created',
          targetType: 'video_banner',
          targetId: saved.id,
          detail: values,
        });
        return toBanner(saved);
      });
    },

    async deleteBanner(body: { id: number }, call: CallContext) {
      return db.transaction(async (tx) => {
        const gone = await repo.deleteBanner(tx, body.id);
        if (!gone) throw new AppError('BANNER_NOT_FOUND');
        await audit(tx, call, {
          action: 'video_banner.deleted',
          targetType: 'video_banner',
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

    async saveHelp(body: SaveHelp, call: CallContext) {
      const { id, ...values } = body;
      return db.transaction(async (tx) => {
        const saved = id ? await repo.updateHelp(tx, id, values) : await repo.insertHelp(tx, values);
        if (!saved) throw new AppError('HELP_ARTICLE_NOT_FOUND');
        await audit(tx, call, {
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

    async deleteHelp(body: { id: number }, call: CallContext) {
      return db.transaction(async (tx) => {
        const gone = await repo.deleteHelp(tx, body.id);
        if (!gone) throw new AppError('HELP_ARTICLE_NOT_FOUND');
        await audit(tx, call, {
          action: 'help_article.deleted',
          targetType: 'help_article',
          targetId: gone.id,
          detail: { title: gone.title, bodyStart: gone.body.slice(0, HELP_AUDIT_BODY_PREVIEW) },
        });
        return { ok: true as const };
      });
    },

    // ---------- feedback ----------
    async feedbackList(q: FeedbackQuery) {
      const { rows, total, newCount } = await repo.feedbackPage(db, q);
      return { list: rows.map(toFeedback), total, page: q.page, pageSize: q.pageSize, newCount };
    },

    /**
     * Marks feedback handled by the caller. Handling it again keeps who handled it and when; a
     * different note given then replaces the note (audited too).
     */
    async handleFeedback(body: HandleFeedback, call: CallContext) {
      return db.transaction(async (tx) => {
        const current = await repo.lockFeedback(tx, body.id);
        if (!current) throw new AppError('FEEDBACK_NOT_FOUND');
        const note = body.note ?? '';
        if (current.status === 'new') {
          await repo.markHandled(tx, current.id, call.staff!.id, note);
          await audit(tx, call, {
            action: 'feedback.handled',
            targetType: 'feedback',
            targetId: current.id,
            detail: note ? { note } : {},
          });
        } else if (body.note !== undefined && note !== current.note) {
          await repo.setFeedbackNote(tx, current.id, note);
          await audit(tx, call, {
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

    async saveVersion(body: SaveAppVersion, call: CallContext) {
      return db.transaction(async (tx) => {
        const saved = await repo.upsertVersion(tx, body);
        await audit(tx, call, {
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

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
