import { type ApiInput } from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { ledger } from '#server/modules/ledger/index.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { advRepository as repo } from './adv.repository.js';
import { toAdvPlacement, toAdvSlot } from './adv.mapper.js';
import { payAdPlacement } from './pay-adv.flow.js';
import { snapUpAd } from './snap-up-ad.flow.js';
import { countAdEvents } from './count-ad-events.flow.js';

/** Ads shown in the feed at most at once, and on one end card. */
const FEED_ADS = 6;
const END_CARD_ADS = 1;
/** Upload folder of ad creatives. */
const AD_UPLOAD_FOLDER = 'adv';

/** The advertiser's slots and placements, and the viewers' sponsored cards (issue 15 part 4). */
export function createAdvService(ctx: Pick<AppContext, 'db' | 'config'>, deps: { throttle: SigninThrottle }) {
  const { db, config } = ctx;

  /** An image given for the creative must be the caller's own upload into the ad folder. */
  async function checkImage(userId: number, image: string | undefined, kept?: string | null) {
    if (!image || image === kept) return;
    if (!(await fileRepository.ownsUpload(db, userId, image, AD_UPLOAD_FOLDER))) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { field: 'image', rule: 'uploaded_image', key: 'validation.adImage' },
      ]);
    }
  }

  async function placementOut(id: number) {
    const row = (await repo.onePlacement(db, id))!;
    const perDay = (await repo.eventsPerDay(db, [id])).get(id) ?? [];
    return toAdvPlacement(row.p, row.drama, perDay, clock.now().getTime());
  }

  return {
    async slotList(q: ApiInput<'video_adv/getVideoAdvList'>, call: UserCall) {
      const { rows, total } = await repo.slots(db, q, clock.now());
      const mine = await repo.livePlacementsOf(
        db,
        call.user.id,
        rows.map((r) => r.slot.id),
      );
      const now = clock.now().getTime();
      return listPage(
        rows.map((r) =>
          toAdvSlot(
            r.slot,
            r.drama,
            mine.find((m) => m.slotId === r.slot.id),
            now,
          ),
        ),
        total,
        q,
      );
    },

    async myList(q: ApiInput<'video_adv/getMyAdvList'>, call: UserCall) {
      const { rows, total } = await repo.placementsOf(db, call.user.id, q);
      const perDay = await repo.eventsPerDay(
        db,
        rows.map((r) => r.p.id),
      );
      const now = clock.now().getTime();
      return listPage(
        rows.map((r) => toAdvPlacement(r.p, r.drama, perDay.get(r.p.id) ?? [], now)),
        total,
        q,
      );
    },

    async snapUp(body: ApiInput<'video_adv/snapUp'>, call: UserCall) {
      const slot = await repo.findSlot(db, body.slotId);
      if (!slot) {
        throw new AppError('AD_SLOT_NOT_FOUND', {}, [
          { field: 'slotId', rule: 'exists', key: 'validation.invalidOption' },
        ]);
      }
      await checkImage(call.user.id, body.image);
      const placement = await snapUpAd(db, {
        slot,
        userId: call.user.id,
        now: clock.now(),
        creative: { headline: body.headline, image: body.image, link: body.link },
      });
      return placementOut(placement.id);
    },

    async pay(body: ApiInput<'video_adv/payAdv'>, call: UserCall) {
      const found = await repo.onePlacement(db, body.id);
      // Another user's placement reads as not found.
      if (!found || found.p.userId !== call.user.id) throw new AppError('AD_PLACEMENT_NOT_FOUND');
      await checkImage(call.user.id, body.image, found.p.image);
      if (found.p.status === 'reserved') {
        // Before the payment's transaction, so a wrong password counts towards the lock-out.
        await checkPaymentPassword(
          deps.throttle,
          config.PAY_TRADE_PASSWORD_OVER_MINOR,
          call.user,
          body.tradePassword,
          found.p.price,
          call.ip,
        );
      }
      const balance = await db.transaction(async (tx) => {
        await payAdPlacement(tx, {
          userId: call.user.id,
          placementId: body.id,
          now: clock.now(),
          creative: { headline: body.headline, image: body.image, link: body.link },
        });
        return ledger.available(tx, call.user.id);
      });
      return { placement: await placementOut(body.id), balance };
    },

    async ads(body: ApiInput<'video_adv/getAds'>) {
      if (!config.FEATURE_REVENUE_SHARE) return { list: [] };
      if (body.place === 'endCard' && !body.videoId) return { list: [] };
      const rows = await repo.running(db, clock.now(), {
        videoId: body.place === 'endCard' ? body.videoId : undefined,
        limit: body.place === 'endCard' ? END_CARD_ADS : FEED_ADS,
      });
      return {
        list: rows
          .filter((r) => r.headline && r.image && r.link)
          .map((r) => ({
            placementId: r.id,
            videoId: r.videoId,
            headline: r.headline!,
            image: r.image!,
            link: r.link!,
          })),
      };
    },

    async countEvents(body: ApiInput<'video_adv/countAdEvents'>) {
      return countAdEvents(db, body, clock.now(), config.REVENUE_SHARE_TZ);
    },
  };
}
export type AdvService = ReturnType<typeof createAdvService>;
