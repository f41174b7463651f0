import {
  PRICE_RAISE_DAYS,
  PROMOTION_DURATIONS,
  PROMOTION_DURATION_DAYS,
  PROMOTION_SCHEDULE_DAYS_MAX,
  pointsStep,
  type ApiInput,
  type PointsData,
  type PromotionItem,
  type PromotionTerms,
} from '@app/contract';
import type { AppContext, SellerCall } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { accountCodes, ledger, ledgerRepository, recordLineOf } from '#server/modules/ledger/index.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import { audit } from '#server/platform/audit/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { addPromotions, renewPromotions } from './add-promotion.flow.js';
import { buyPoints } from './buy-points.flow.js';
import { promotionRepository as repo } from './promotion.repository.js';
import { discountedPrice, stateAt } from './promotion.rules.js';

/** The seller center's points and promotion center (decision 41), scoped by the caller's store. */
export function createPromotionSellerService(
  ctx: AppContext,
  deps: {
    throttle: SigninThrottle;
    /** A promotion was saved: the catalog's snapshot of promotion windows is read again. */
    onPromotionsChanged?: () => void;
  },
) {
  const { db, config } = ctx;

  return {
    async points(call: SellerCall): Promise<PointsData> {
      const [settings, balance, walletBalance] = await Promise.all([
        repo.settings(db),
        ledger.storePoints(db, call.store.id),
        ledger.available(db, call.user.id),
      ]);
      return {
        balance,
        pointsPerUnit: settings.pointsPerUnit,
        step: pointsStep(settings.pointsPerUnit),
        costPerProductDay: settings.costPerProductDay,
        maxDiscountPercent: settings.maxDiscountPercent,
        walletBalance,
        tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
        hasTradePassword: call.user.tradePasswordHash !== null,
      };
    },

    async buy(body: ApiInput<'store/buyPoints'>, call: SellerCall) {
      const settings = await repo.settings(db);
      const step = pointsStep(settings.pointsPerUnit);
      if (body.points % step !== 0) {
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'points', rule: 'step', key: 'validation.pointsStep', params: { step } },
        ]);
      }
      const amount = (body.points * 100) / settings.pointsPerUnit;
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        call.user,
        body.tradePassword,
        amount,
        call.ip,
      );
      return db.transaction(async (tx) => {
        const { purchase, balance } = await buyPoints(tx, {
          storeId: call.store.id,
          ownerId: call.user.id,
          points: body.points,
          pointsPerUnit: settings.pointsPerUnit,
        });
        await audit.user(tx, call, {
          action: 'points.bought',
          targetType: 'store',
          targetId: call.store.id,
          detail: { purchaseId: purchase.id, points: purchase.points, amount: purchase.amount },
        });
        return { purchaseId: purchase.id, points: purchase.points, amount: purchase.amount, balance };
      });
    },

    async records(q: ApiInput<'store/getPointsRecordList'>, call: SellerCall) {
      const account = await ledgerRepository.findAccountByCode(db, accountCodes.storePoints(call.store.id));
      if (!account) return listPage([], 0, q);
      const { rows, total } = await ledgerRepository.listTransfers(db, { ...q, accountIds: [account.id] });
      return listPage(
        rows.map(({ transfer: t }) => ({
          id: t.id,
          points: t.creditAccountId === account.id ? t.amount : -t.amount,
          line: recordLineOf(t),
          createdAt: t.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async terms(call: SellerCall): Promise<PromotionTerms> {
      const [settings, balance] = await Promise.all([
        repo.settings(db),
        ledger.storePoints(db, call.store.id),
      ]);
      return {
        balance,
        costPerProductDay: settings.costPerProductDay,
        maxDiscountPercent: settings.maxDiscountPercent,
        priceRaiseDays: PRICE_RAISE_DAYS,
        scheduleDaysMax: PROMOTION_SCHEDULE_DAYS_MAX,
        durations: PROMOTION_DURATIONS.map((duration) => ({
          duration,
          days: PROMOTION_DURATION_DAYS[duration],
        })),
      };
    },

    async list(q: ApiInput<'store/getPromotionList'>, call: SellerCall) {
      const at = clock.now();
      const [rows, counts] = await Promise.all([
        repo.page(db, call.store.id, q.tab, at, q),
        repo.counts(db, call.store.id, at),
      ]);
      const list: PromotionItem[] = rows.map(({ promotion: p, title, image, price }) => ({
        id: p.id,
        goodsId: p.goodsId,
        title,
        image,
        price,
        promotedPrice: discountedPrice(price, p.discountPercent),
        discountPercent: p.discountPercent,
        effect: p.effect,
        duration: p.duration,
        state: stateAt(p, at),
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt.toISOString(),
        pointsSpent: p.pointsSpent,
        renewals: p.renewals,
        renewedAt: p.renewedAt?.toISOString() ?? null,
        createdAt: p.createdAt.toISOString(),
      }));
      return { ...listPage(list, counts[q.tab], q), counts };
    },

    async add(body: ApiInput<'store/addPromotion'>, call: SellerCall) {
      const saved = await db.transaction(async (tx) => {
        const result = await addPromotions(tx, call.store.id, body, await repo.settings(tx));
        await audit.user(tx, call, {
          action: 'promotion.added',
          targetType: 'store',
          targetId: call.store.id,
          detail: { ...body, ids: result.ids, points: result.points },
        });
        return result;
      });
      deps.onPromotionsChanged?.();
      return saved;
    },

    async renew(body: ApiInput<'store/renewPromotions'>, call: SellerCall) {
      const saved = await db.transaction(async (tx) => {
        const result = await renewPromotions(tx, call.store.id, body, await repo.settings(tx));
        await audit.user(tx, call, {
          action: 'promotion.renewed',
          targetType: 'store',
          targetId: call.store.id,
          detail: { ...body, points: result.points },
        });
        return result;
      });
      deps.onPromotionsChanged?.();
      return saved;
    },
  };
}
export type PromotionSellerService = ReturnType<typeof createPromotionSellerService>;
