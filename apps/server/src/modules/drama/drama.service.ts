import type { ApiInput, RecordLine, VideoCard } from '@app/contract';
import { randomUUID } from 'node:crypto';
import {
  kept,
  keptInOne,
  type AppContext,
  type CallContext,
  type UserCall,
  type UserRow,
} from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { sha256 } from '#server/lib/tokens.js';
import { ttlCache } from '#server/lib/ttl-cache.js';
import type { MediaSigner } from '#server/modules/media/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import { recordVipWatch } from '#server/modules/profit/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { dramaRepository, type VideoItemRow, type VideoRow } from './drama.repository.js';
import { isFree, planPriceAt, vipStateOf } from './drama.rules.js';

const DAY_MS = 86_400_000;

/** A drama as the lists answer it (the campaigns' pages use it too). */
export function toCard(v: VideoRow, episodes: number): VideoCard {
  return {
    id: v.id,
    title: v.title,
    cover: v.cover,
    description: v.description,
    tags: v.tags,
    episodes,
    freeEpisodes: v.freeEpisodes,
    stars: v.stars,
    collects: v.collects,
    views: v.views,
    featured: v.featured,
    updatedAt: v.updatedAt.toISOString(),
  };
}

/** The viewer's dramas, episodes and access; unlocks and VIP paid from the wallet through the ledger. */
export function createDramaService(
  ctx: Pick<AppContext, 'db' | 'readDb' | 'config'>,
  deps: { throttle: SigninThrottle; signer: MediaSigner },
) {
  // The public lists and a drama's episodes may come from a read replica; what a viewer unlocked,
  // marked or watched (their own writes) is read on the primary.
  const { db, readDb: reads, config } = ctx;
  // Drama lists are public and hot: shared briefly like the catalog's (decision 14).
  const listCache = ttlCache<Awaited<ReturnType<typeof dramaRepository.page>>>(config.CATALOG_CACHE_MS);
  // A drama and its episodes as everyone sees them, shared the same way; what a viewer unlocked is
  // read per call on the primary.
  const dramaCache = ttlCache<{
    video: Awaited<ReturnType<typeof videoOrFail>>;
    items: Awaited<ReturnType<typeof dramaRepository.items>>;
  }>(config.CATALOG_CACHE_MS);
  // An episode with its drama as an unlock last read it on the primary, shared briefly: the
  // one-call unlock has the database check it again (decision 69).
  const episodeCache = ttlCache<Awaited<ReturnType<typeof dramaRepository.itemWithVideo>>>(
    config.CATALOG_CACHE_MS,
  );
  const publicDrama = (id: number) =>
    dramaCache.get(String(id), async () => ({
      video: await videoOrFail(reads, id),
      items: await dramaRepository.items(reads, id),
    }));

  async function vipOf(tx: Tx, userId: number | undefined) {
    return vipStateOf(
      userId ? (await dramaRepository.membership(tx, userId))?.endsAt : undefined,
      clock.now().getTime(),
    );
  }

  async function videoOrFail(tx: Tx, id: number) {
    const v = await dramaRepository.find(tx, id);
    if (!v) throw new AppError('VIDEO_NOT_FOUND');
    return v;
  }

  /** The episode when it exists in a published drama and the viewer may play it (free, unlocked, VIP); else null. */
  async function playableItem(userId: number | undefined, itemId: number) {
    const found = await dramaRepository.itemWithVideo(db, itemId);
    if (!found?.video) return null;
    const { item, video: v } = found;
    if (isFree(v, item)) return item;
    if (!userId) return null;
    if ((await vipOf(db, userId)).status === 'active') return item;
    return (await dramaRepository.unlockedIds(db, userId, v.id)).has(itemId) ? item : null;
  }

  /** What a viewer's purchase moves: from their wallet to their content-revenue shard. */
  function chargedAccounts(user: UserRow) {
    return {
      debit: ledger.ref.user(user.id),
      credit: ledger.ref.platform(accountCodes.contentShard(user.id)),
    };
  }

  /** Pays `amount` from the viewer's wallet to content revenue under a caller-chosen transfer id. */
  async function charge(
    tx: Tx,
    user: UserRow,
    transferId: string,
    amount: number,
    reference: { type: string; id: number },
    line: RecordLine,
    memo: string,
  ) {
    const { debit, credit } = chargedAccounts(user);
    return ledger.transfer(tx, {
      transferId,
      debitAccountId: debit,
      creditAccountId: credit,
      amount,
      kind: 'payment',
      reference,
      line,
      memo,
    });
  }

  return {
    /** Drops the cached drama lists and dramas (the console edited a drama or an episode). */
    clearLists: () => {
      listCache.clear();
      dramaCache.clear();
      episodeCache.clear();
    },

    async list(q: ApiInput<'video/getVideoList'>) {
      const { rows, total } = await listCache.get(JSON.stringify(q), () => dramaRepository.page(reads, q));
      return listPage(
        rows.map((r) => toCard(r.video, r.episodes)),
        total,
        q,
      );
    },

    async detail(id: number, call: CallContext) {
      const { video: v, items } = await publicDrama(id);
      const userId = call.user?.id;
      const unlocked = userId ? await dramaRepository.unlockedIds(db, userId, id) : new Set<number>();
      const locked = items.filter((i) => !isFree(v, i) && !unlocked.has(i.id));
      const marks = userId
        ? await dramaRepository.marksOf(db, userId, id)
        : { starred: false, collected: false };
      return {
        ...toCard(v, items.length),
        ...marks,
        unlockAllPrice: locked.reduce((n, i) => n + i.price, 0),
        vip: await vipOf(db, userId),
        resume: userId ? await dramaRepository.resumeOf(db, userId, id) : null,
      };
    },

    async items(videoId: number, call: CallContext) {
      const { video: v, items } = await publicDrama(videoId);
      const userId = call.user?.id;
      const unlocked = userId ? await dramaRepository.unlockedIds(db, userId, videoId) : new Set<number>();
      const vip = (await vipOf(db, userId)).status === 'active';
      return {
        list: items.map((i) => {
          const free = isFree(v, i);
          const playable = free || vip || unlocked.has(i.id);
          return {
            id: i.id,
            videoId: i.videoId,
            index: i.index,
            title: i.title,
            durationSeconds: i.durationSeconds,
            free,
            price: free ? 0 : i.price,
            playable,
            unlocked: unlocked.has(i.id),
            playUrl: playable && i.status === 'ready' ? deps.signer.url(i.id, 'master.m3u8') : null,
          };
        }),
      };
    },

    async star(body: ApiInput<'video/addStar'>, call: UserCall) {
      await videoOrFail(db, body.id);
      const stars = await db.transaction((tx) =>
        dramaRepository.setMark(tx, 'star', call.user.id, body.id, !body.cancel),
      );
      return { starred: !body.cancel, stars };
    },

    async collect(body: ApiInput<'video/addCollect'>, call: UserCall) {
      await videoOrFail(db, body.id);
      const collects = await db.transaction((tx) =>
        dramaRepository.setMark(tx, 'collect', call.user.id, body.id, !body.cancel),
      );
      return { collected: !body.cancel, collects };
    },

    async marked(
      kind: 'star' | 'collect',
      q: ApiInput<'user/getUserStarList' | 'user/getUserVideoList'>,
      call: UserCall,
    ) {
      const { rows, total } = await dramaRepository.markedPage(db, kind, call.user.id, q);
      return listPage(
        rows.map((r) => toCard(r.video, r.episodes)),
        total,
        q,
      );
    },

    /** Progress is kept only for episodes the viewer may play. */
    async saveHistory(body: ApiInput<'video/addHistory'>, call: UserCall) {
      const item = await playableItem(call.user.id, body.itemId);
      if (!item) throw new AppError('EPISODE_NOT_FOUND');
      await db.transaction(async (tx) => {
        // VIP watch time splits the day's VIP revenue between dramas (issue 15): counted from the
        // viewer's previous report, one report of a viewer at a time.
        if ((await vipOf(tx, call.user.id)).status === 'active') {
          await dramaRepository.lockViewer(tx, call.user.id);
          await recordVipWatch(tx, {
            userId: call.user.id,
            item,
            positionSeconds: body.positionSeconds,
            now: clock.now(),
            timeZone: config.REVENUE_SHARE_TZ,
          });
        }
        await dramaRepository.saveHistory(tx, call.user.id, item, body.positionSeconds);
      });
      return { ok: true as const };
    },

    async history(q: ApiInput<'user/getUserHistoryList'>, call: UserCall) {
      const { rows, total } = await dramaRepository.historyPage(db, call.user.id, q);
      return listPage(
        rows.map((r) => ({
          video: toCard(r.video, r.episodes),
          itemId: r.history.itemId,
          index: r.index,
          positionSeconds: r.history.positionSeconds,
          watchedAt: r.history.watchedAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async vipCfg(call: CallContext) {
      const plans = await dramaRepository.plans(db);
      return {
        plans: plans.map((p) => {
          const now = planPriceAt(p);
          return {
            id: p.id,
            period: p.period,
            days: p.days,
            price: now.price,
            listPrice: now.listPrice,
            saleEndsAt: now.saleEndsAt?.toISOString() ?? null,
          };
        }),
        vip: await vipOf(db, call.user?.id),
        tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
      };
    },

    /**
     * Renewal extends from the current end when still active, else from now. The price charged is
     * the one in force when the payment is made (a sale's price inside its window).
     */
    async payVip(body: ApiInput<'user_wallet/payVip'>, call: UserCall) {
      const { user } = call;
      const plan = await dramaRepository.findPlan(db, body.planId);
      if (!plan)
        throw new AppError('VIP_PLAN_NOT_FOUND', {}, [
          { field: 'planId', rule: 'exists', key: 'validation.invalidOption' },
        ]);
      const asked = planPriceAt(plan);
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        user,
        body.tradePassword,
        asked.price,
        call.ip,
      );
      return db.transaction(async (tx) => {
        await dramaRepository.lockViewer(tx, user.id);
        const transferId = `vip:u${user.id}:${call.idempotencyKey ?? randomUUID()}`;
        // A retry whose first answer was lost (same Idempotency-Key): answer what it bought, once.
        const earlier = await dramaRepository.findVipOrderByTransfer(tx, transferId);
        if (earlier) {
          const current = (await dramaRepository.membership(tx, user.id))?.endsAt;
          return kept(tx, call, {
            vip: vipStateOf(current),
            paid: earlier.price,
            listPrice: earlier.listPrice ?? earlier.price,
          });
        }
        // The price in force when the payment arrived, the one the trade-password rule was checked for.
        const { price, listPrice } = asked;
        const current = (await dramaRepository.membership(tx, user.id))?.endsAt;
        const now = clock.now();
        const startsAt = current && current > now ? current : now;
        const endsAt = new Date(startsAt.getTime() + plan.days * DAY_MS);
        await dramaRepository.setMembership(tx, user.id, endsAt);
        await dramaRepository.insertVipOrder(tx, {
          userId: user.id,
          planId: plan.id,
          price,
          listPrice,
          startsAt,
          endsAt,
          transferId,
        });
        // The charge last (issue 18), as for an unlock: not enough balance rolls all of it back.
        await charge(
          tx,
          user,
          transferId,
          price,
          { type: 'vip_plan', id: plan.id },
          { kind: 'vipPlan', period: plan.period },
          `VIP ${plan.period}`,
        );
        return kept(tx, call, { vip: vipStateOf(endsAt, now.getTime()), paid: price, listPrice });
      });
    },

    async payUnlockOne(body: ApiInput<'user_wallet/payUnlockOne'>, call: UserCall) {
      const { user } = call;
      /** The unlock of `item` in `v`: its transfer, record line and answer. */
      const unlockOf = ({ item, video: v }: { item: VideoItemRow; video: VideoRow }) => ({
        // One transfer id per viewer and episode: it can be paid once, whatever the client does.
        unlock: {
          userId: user.id,
          itemId: item.id,
          videoId: v.id,
          price: item.price,
          transferId: `unlock:u${user.id}:i${item.id}`,
        },
        line: { kind: 'episodeUnlock', drama: v.title, episode: item.index } satisfies RecordLine,
        memo: `${v.title} #${item.index}`,
        answer: { unlocked: [item.id], paid: item.price },
      });
      // The usual unlock in one statement (decision 69), from the episode as this process saw it a
      // moment ago: the statement checks it is still published, paid and at that price, so the
      // price charged, and whether the trade password was needed for it, are the database's now.
      // Anything else (a changed episode, unlocked before, a first charge to an account, not enough
      // balance, a key answered before) takes the way below, which reads afresh and answers each case.
      const seen = await episodeCache.get(String(body.itemId), () =>
        dramaRepository.itemWithVideo(db, body.itemId),
      );
      if (
        seen?.video &&
        !isFree(seen.video, seen.item) &&
        seen.item.price <= config.PAY_TRADE_PASSWORD_OVER_MINOR
      ) {
        const { unlock, line, memo, answer } = unlockOf({ item: seen.item, video: seen.video });
        const accounts = chargedAccounts(user);
        const inOne = await keptInOne(call, answer, (row) =>
          dramaRepository.unlockInOne(
            db,
            unlock,
            {
              debitCode: accounts.debit.code,
              creditCode: accounts.credit.code,
              memo,
              line,
            },
            row,
          ),
        );
        if (inOne) return inOne;
      }
      const found = await dramaRepository.itemWithVideo(db, body.itemId);
      if (!found) throw new AppError('EPISODE_NOT_FOUND');
      const { item, video: v } = found;
      if (!v) throw new AppError('VIDEO_NOT_FOUND');
      if (isFree(v, item)) throw new AppError('EPISODE_FREE');
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        user,
        body.tradePassword,
        item.price,
        call.ip,
      );
      const { unlock, line, memo, answer } = unlockOf({ item, video: v });
      return db.transaction(async (tx) => {
        // The viewer's purchase lock, then the unlock row, in one statement: one row per viewer and
        // episode, so an episode already unlocked inserts nothing and nothing is charged (the
        // transaction ends here).
        if (!(await dramaRepository.insertUnlockOnce(tx, unlock)))
          throw new AppError('EPISODE_ALREADY_UNLOCKED');
        // The charge last (issue 18): the content-revenue shard it credits is locked only until the
        // commit that follows, not across the other statements.
        await charge(
          tx,
          user,
          unlock.transferId,
          item.price,
          { type: 'video_item', id: item.id },
          line,
          memo,
        );
        return kept(tx, call, answer);
      });
    },

    async payUnlockAll(body: ApiInput<'user_wallet/payUnlockAll'>, call: UserCall) {
      const { user } = call;
      const v = await videoOrFail(db, body.videoId);
      const lockedNow = async (tx: Tx) => {
        const unlocked = await dramaRepository.unlockedIds(tx, user.id, v.id);
        return (await dramaRepository.items(tx, v.id)).filter((i) => !isFree(v, i) && !unlocked.has(i.id));
      };
      const preview = await lockedNow(db);
      const total = preview.reduce((n, i) => n + i.price, 0);
      if (!preview.length) throw new AppError('NOTHING_TO_UNLOCK');
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        user,
        body.tradePassword,
        total,
        call.ip,
      );
      return db.transaction(async (tx) => {
        await dramaRepository.lockViewer(tx, user.id);
        const locked = await lockedNow(tx);
        if (!locked.length) throw new AppError('NOTHING_TO_UNLOCK');
        const amount = locked.reduce((n, i) => n + i.price, 0);
        const ids = locked.map((i) => i.id);
        // The same set of episodes gives the same transfer id: paid once.
        const transferId = `unlockall:u${user.id}:v${v.id}:${sha256(ids.join(',')).slice(0, 24)}`;
        await charge(
          tx,
          user,
          transferId,
          amount,
          { type: 'video', id: v.id },
          { kind: 'dramaUnlockAll', drama: v.title },
          `${v.title} (all)`,
        );
        await dramaRepository.insertUnlocks(
          tx,
          locked.map((i) => ({ userId: user.id, itemId: i.id, videoId: v.id, price: i.price, transferId })),
        );
        return kept(tx, call, { unlocked: ids, paid: amount });
      });
    },
  };
}

export type DramaService = ReturnType<typeof createDramaService>;
