import {
  REVENUE_RANGE_MAX_DAYS,
  VIDEO_UPLOAD_CHUNK_BYTES,
  type AdminVideo,
  type AdminVideoItem,
  type AdminVipPlan,
  type ApiInput,
  type EpisodeCounts,
  type VideoRevenueData,
  type VideoRevenueRow,
  type VideoUpload,
} from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { isUniqueViolation, type Tx } from '#server/db/client.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { audit, saveAudited } from '#server/platform/audit/index.js';
import {
  dramaRepository as repo,
  type VideoItemRow,
  type VideoRow,
  type VideoUploadRow,
  type VipPlanRow,
} from './drama.repository.js';
import { isFree } from './drama.rules.js';

const DAY_MS = 86_400_000;

export function toAdminVideo(v: VideoRow, episodes: EpisodeCounts): AdminVideo {
  return {
    id: v.id,
    title: v.title,
    cover: v.cover,
    description: v.description,
    tags: v.tags,
    featured: v.featured,
    rankWeight: v.rankWeight,
    published: v.published,
    freeEpisodes: v.freeEpisodes,
    episodes,
    stars: v.stars,
    collects: v.collects,
    views: v.views,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

export function toUpload(u: VideoUploadRow): VideoUpload {
  return {
    uploadId: u.id,
    itemId: u.itemId,
    fileName: u.fileName,
    size: u.size,
    received: u.received,
    status: u.status,
    failure: u.failure,
    chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
    updatedAt: u.updatedAt.toISOString(),
  };
}

function toAdminItem(v: VideoRow, i: VideoItemRow, upload: VideoUploadRow | undefined): AdminVideoItem {
  return {
    id: i.id,
    videoId: i.videoId,
    index: i.index,
    title: i.title,
    price: i.price,
    // The same rule as the viewer's side.
    free: isFree(v, i),
    status: i.status,
    // The transcoder's message names files by their full path: staff need only the file name.
    failure: i.failure?.replace(/(?:\/[^\s/]+)+\/(?=[^\s/]+)/g, '') ?? null,
    durationSeconds: i.durationSeconds,
    hasSource: Boolean(i.source),
    createdAt: i.createdAt.toISOString(),
    upload: upload ? toUpload(upload) : null,
  };
}

const indexTaken = (index: number) =>
  new AppError('VALIDATION_FAILED', {}, [
    { field: 'index', rule: 'unique', key: 'validation.episodeIndexTaken', params: { index } },
  ]);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function toPlan(plan: VipPlanRow, sold: number): AdminVipPlan {
  return {
    ...plan,
    sold,
    discountStartsAt: plan.discountStartsAt?.toISOString() ?? null,
    discountEndsAt: plan.discountEndsAt?.toISOString() ?? null,
  };
}

/** The sale fields of a save: absent keeps what is stored, null clears, a value sets. */
function saleValues(body: ApiInput<'admin/saveVipPlan'>) {
  const at = (v: string | null | undefined) =>
    v === undefined ? undefined : v === null ? null : new Date(v);
  return {
    discountPrice: body.discountPrice,
    discountStartsAt: at(body.discountStartsAt),
    discountEndsAt: at(body.discountEndsAt),
  };
}

/**
 * The console's dramas, episodes and VIP plans (audited), and the revenue they earned. Public drama
 * lists are cached per process for `CATALOG_CACHE_MS` (2 s by default): a change shows there within
 * it, or at once on this process through `onListsChanged`.
 */
export function createDramaStaffService(ctx: AppContext, deps: { onListsChanged: () => void }) {
  const { db } = ctx;

  async function videoOrFail(tx: Tx, id: number) {
    const v = await repo.findVideo(tx, id);
    if (!v) throw new AppError('VIDEO_NOT_FOUND');
    return v;
  }

  async function adminVideo(tx: Tx, v: VideoRow) {
    return toAdminVideo(v, (await repo.episodeCounts(tx, [v.id])).get(v.id)!);
  }

  async function adminItem(tx: Tx, item: VideoItemRow) {
    const v = await videoOrFail(tx, item.videoId);
    const [upload] = await repo.activeUploads(tx, [item.id]);
    return toAdminItem(v, item, upload);
  }

  return {
    // ---------- VIP plans ----------
    async vipPlans() {
      const rows = await repo.plansWithSold(db);
      return { list: rows.map((r) => toPlan(r.plan, r.sold)) };
    },

    /**
     * A plan's price and days apply to purchases from now on: members keep what they paid (each
     * purchase records its price) and their end dates (kept on the membership).
     */
    async saveVipPlan(body: ApiInput<'admin/saveVipPlan'>, call: StaffCall) {
      const { id, discountPrice: _p, discountStartsAt: _s, discountEndsAt: _e, ...plain } = body;
      const sale = Object.fromEntries(Object.entries(saleValues(body)).filter(([, v]) => v !== undefined));
      const values = { ...plain, ...sale };
      return db.transaction(async (tx) => {
        const saved = id ? await repo.updatePlan(tx, id, values) : await repo.insertPlan(tx, values);
        // A kept sale must stay below a changed list price (the contract checks a sale sent with it).
        if (saved?.discountPrice != null && saved.discountPrice >= saved.price)
          throw fieldError('discountPrice', 'validation.saleBelowList');
        if (!saved) {
          throw new AppError('VIP_PLAN_NOT_FOUND', {}, [
            { field: 'id', rule: 'exists', key: 'validation.invalidOption' },
          ]);
        }
        await audit.staff(tx, call, {
          action: id ? 'vip_plan.changed' : 'vip_plan.created',
          targetType: 'vip_plan',
          targetId: saved.id,
          detail: values,
        });
        return toPlan(saved, await repo.planSold(tx, saved.id));
      });
    },

    // ---------- dramas and episodes ----------
    async videoList(q: ApiInput<'admin/getVideoList'>) {
      const { rows, total } = await repo.staffVideoPage(db, q);
      const counts = await repo.episodeCounts(
        db,
        rows.map((r) => r.id),
      );
      return listPage(
        rows.map((v) => toAdminVideo(v, counts.get(v.id)!)),
        total,
        q,
      );
    },

    async saveVideo(body: ApiInput<'admin/saveVideo'>, call: StaffCall) {
      const { id, ...fields } = body;
      const values = { ...fields, updatedAt: new Date() };
      const saved = await saveAudited(db, call, {
        entity: 'video',
        id,
        values,
        insert: (tx) => repo.insertVideo(tx, values),
        update: (tx, videoId) => repo.updateVideo(tx, videoId, values),
        notFound: 'VIDEO_NOT_FOUND',
      });
      deps.onListsChanged();
      return adminVideo(db, saved);
    },

    async itemList(videoId: number) {
      const v = await videoOrFail(db, videoId);
      const items = await repo.items(db, videoId);
      const uploads = await repo.activeUploads(
        db,
        items.map((i) => i.id),
      );
      return {
        video: await adminVideo(db, v),
        list: items.map((i) =>
          toAdminItem(
            v,
            i,
            uploads.find((u) => u.itemId === i.id),
          ),
        ),
      };
    },

    async saveItem(body: ApiInput<'admin/saveVideoItem'>, call: StaffCall) {
      const { id, ...values } = body;
      await videoOrFail(db, values.videoId);
      if (await repo.indexTaken(db, values.videoId, values.index, id)) throw indexTaken(values.index);
      try {
        const saved = await saveAudited(db, call, {
          entity: 'video_item',
          id,
          values,
          insert: (tx) => repo.insertItem(tx, values),
          update: async (tx, itemId) => {
            const current = await repo.findItem(tx, itemId);
            // An episode stays in its drama: another drama's id is "not found" here.
            if (!current || current.videoId !== values.videoId) return undefined;
            return repo.updateItem(tx, itemId, {
              index: values.index,
              title: values.title,
              price: values.price,
            });
          },
          notFound: 'EPISODE_NOT_FOUND',
        });
        deps.onListsChanged();
        return adminItem(db, saved);
      } catch (err) {
        if (isUniqueViolation(err)) throw indexTaken(values.index);
        throw err;
      }
    },

    /** A failed episode goes back into the transcode queue; one waiting or transcoding is left as it is. */
    async retranscode(id: number, call: StaffCall) {
      const item = await db.transaction(async (tx) => {
        const current = await repo.findItem(tx, id, { lock: true });
        if (!current) throw new AppError('EPISODE_NOT_FOUND');
        if (!current.source) throw new AppError('EPISODE_NO_SOURCE');
        if ((await repo.activeUploads(tx, [id])).length) throw new AppError('EPISODE_BUSY');
        if (current.status !== 'failed') return current;
        const queued = await repo.queueItem(tx, id);
        await audit.staff(tx, call, {
          action: 'video_item.retranscode',
          targetType: 'video_item',
          targetId: id,
          detail: { failure: current.failure, source: current.source },
        });
        return queued!;
      });
      return adminItem(db, item);
    },

    // ---------- revenue ----------
    async revenue(q: ApiInput<'admin/getVideoRevenue'>): Promise<VideoRevenueData> {
      const to = q.to ?? isoDay(Date.now());
      const from = q.from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS);
      if (from > to) throw fieldError('from', 'validation.dateRange');
      if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > REVENUE_RANGE_MAX_DAYS) {
        throw fieldError('from', 'validation.rangeTooLong');
      }
      const { unlockRows, vipRows } = await repo.revenue(db, { from, to, videoId: q.videoId });
      const rows = new Map<string, VideoRevenueRow>();
      const row = (day: string, videoId: number) => {
        const key = `${day}|${videoId}`;
        let r = rows.get(key);
        if (!r) {
          r = {
            day,
            videoId: videoId || null,
            title: null,
            unlockRevenue: 0,
            unlocks: 0,
            vipRevenue: 0,
            vipPurchases: 0,
            total: 0,
          };
          rows.set(key, r);
        }
        return r;
      };
      for (const u of unlockRows) {
        const r = row(u.day, u.videoId);
        r.unlocks += u.n;
        r.unlockRevenue += u.amount;
      }
      for (const v of vipRows) {
        const r = row(v.day, 0);
        r.vipPurchases += v.n;
        r.vipRevenue += v.amount;
      }
      const titles = await repo.titles(
        db,
        [...rows.values()].map((r) => r.videoId).filter((id): id is number => id !== null),
      );
      const list = [...rows.values()].map((r) => ({
        ...r,
        title: r.videoId ? (titles.get(r.videoId) ?? null) : null,
        total: r.unlockRevenue + r.vipRevenue,
      }));
      // Newest day first; within a day the biggest earner first, VIP last.
      list.sort(
        (a, b) =>
          b.day.localeCompare(a.day) ||
          Number(a.videoId === null) - Number(b.videoId === null) ||
          b.total - a.total ||
          (a.videoId ?? 0) - (b.videoId ?? 0),
      );
      const totals = list.reduce(
        (t, r) => ({
          unlockRevenue: t.unlockRevenue + r.unlockRevenue,
          unlocks: t.unlocks + r.unlocks,
          vipRevenue: t.vipRevenue + r.vipRevenue,
          vipPurchases: t.vipPurchases + r.vipPurchases,
          total: t.total + r.total,
        }),
        { unlockRevenue: 0, unlocks: 0, vipRevenue: 0, vipPurchases: 0, total: 0 },
      );
      return { from, to, list, totals };
    },
  };
}

export type DramaStaffService = ReturnType<typeof createDramaStaffService>;
