import type { AdminLotteryData, ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { audit } from '#server/platform/audit/index.js';
import { lotteryRepository as repo } from './lottery.repository.js';
import { lotteryTable, prizeView, wonPrizes } from './lottery.service.js';
import { prizeGoodsOf } from './prize-goods.js';

/** A row's prize as stored: only the fields of its kind (a voucher's terms, a goods prize's specification). */
const termsOf = (p: ApiInput<'admin/saveLotteryPrizes'>['prizes'][number]) => ({
  kind: p.kind,
  amount: p.amount,
  minSpend: p.kind === 'voucher' ? p.minSpend! : null,
  validDays: p.kind === 'voucher' ? p.validDays! : null,
  skuId: p.kind === 'goods' ? p.skuId! : null,
});

/** The console's points rules and prize table (decision 55), audited with a reason. */
export function createLotteryStaffService(ctx: AppContext) {
  const { db, config } = ctx;

  async function view(tx: Tx): Promise<AdminLotteryData> {
    const [table, totals] = await Promise.all([lotteryTable(tx), repo.totals(tx)]);
    return {
      enabled: config.FEATURE_LOTTERY,
      rules: table.rules,
      checkInZone: config.CHECKIN_TZ,
      prizes: table.prizes,
      noPrizeBp: table.noPrizeBp,
      noPrizeNowBp: table.noPrizeNowBp,
      milestones: table.milestones.map((m) => ({ id: m.id, draws: m.draws, kind: m.kind, amount: m.amount })),
      changedAt: table.changedAt,
      totalDraws: totals.draws,
      pointsSpent: totals.points,
    };
  }

  return {
    get() {
      return view(db);
    },

    async saveRules(body: ApiInput<'admin/saveLotteryRules'>, call: StaffCall) {
      const { reason, ...rules } = body;
      return db.transaction(async (tx) => {
        const before = await repo.lockSettings(tx);
        await repo.saveSettings(tx, { ...before, ...rules }, clock.now());
        await audit.staff(tx, call, {
          action: 'lottery_rules.changed',
          targetType: 'platform_settings',
          targetId: 'lottery',
          reason,
          detail: {
            before: {
              pointsPerUnit: before.pointsPerUnit,
              checkInPoints: before.checkInPoints,
              costPerDraw: before.costPerDraw,
            },
            after: rules,
          },
        });
        return rules;
      });
    },

    /**
     * Replaces the prize table: rows with an id keep their wins (the stock may not go below them),
     * rows left out are retired (draws that won them keep their prize), new rows start at none won.
     * Once anyone has drawn, a change of odds or stock is stamped `changedAt`, which the page shows.
     */
    async savePrizes(body: ApiInput<'admin/saveLotteryPrizes'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const settings = await repo.lockSettings(tx);
        const current = await repo.lockActivePrizes(tx);
        const byId = new Map(current.map((p) => [p.id, p]));
        const at = clock.now();
        // A goods prize names a specification that exists (whether it is on sale is shown on the page).
        const skus = body.prizes.flatMap((p) => (p.kind === 'goods' ? [p.skuId!] : []));
        const known = await prizeGoodsOf(tx, skus);
        for (const [i, p] of body.prizes.entries()) {
          if (p.kind === 'goods' && !known.has(p.skuId!))
            throw new AppError('PRIZE_GOODS_NOT_FOUND', {}, [
              {
                field: `prizes.${i}.skuId`,
                rule: 'exists',
                key: 'validation.invalidOption',
                params: { field: `prizes.${i}.skuId` },
              },
            ]);
        }
        for (const [i, p] of body.prizes.entries()) {
          if (p.id === undefined) continue;
          const row = byId.get(p.id);
          if (!row)
            throw new AppError('LOTTERY_PRIZE_NOT_FOUND', {}, [
              {
                field: `prizes.${i}.id`,
                rule: 'exists',
                key: 'validation.invalidOption',
                params: { field: `prizes.${i}.id` },
              },
            ]);
          if (p.stock !== null && p.stock < row.won)
            throw new AppError('LOTTERY_STOCK_BELOW_WON', { won: row.won }, [
              {
                field: `prizes.${i}.stock`,
                rule: 'min',
                key: 'validation.tooSmall',
                params: { field: `prizes.${i}.stock`, min: row.won },
              },
            ]);
        }
        const kept = new Set(body.prizes.flatMap((p) => (p.id === undefined ? [] : [p.id])));
        for (const row of current)
          if (!kept.has(row.id)) await repo.updatePrize(tx, row.id, { active: false, updatedAt: at });
        for (const [sort, p] of body.prizes.entries()) {
          const row = p.id === undefined ? undefined : byId.get(p.id);
          const terms = termsOf(p);
          const same =
            row &&
            row.kind === terms.kind &&
            row.amount === terms.amount &&
            row.minSpend === terms.minSpend &&
            row.validDays === terms.validDays &&
            row.skuId === terms.skuId;
          if (same) {
            await repo.updatePrize(tx, row.id, { oddsBp: p.oddsBp, stock: p.stock, sort, updatedAt: at });
          } else {
            // Another prize under the same row would rewrite what earlier draws won: a new row.
            if (row) await repo.updatePrize(tx, row.id, { active: false, updatedAt: at });
            await repo.insertPrize(tx, {
              ...terms,
              oddsBp: p.oddsBp,
              stock: p.stock,
              sort,
            });
          }
        }
        const milestonesBefore = await repo.activeMilestones(tx);
        await repo.retireMilestones(tx);
        for (const m of body.milestones) await repo.insertMilestone(tx, m);
        const running = (await repo.totals(tx)).draws > 0;
        await repo.saveSettings(
          tx,
          {
            ...settings,
            noPrizeBp: body.noPrizeBp,
            changedAt: running ? at.toISOString() : settings.changedAt,
          },
          at,
        );
        await audit.staff(tx, call, {
          action: 'lottery_prizes.changed',
          targetType: 'platform_settings',
          targetId: 'lottery',
          reason: body.reason,
          detail: {
            running,
            before: {
              noPrizeBp: settings.noPrizeBp,
              prizes: current.map((p) => prizeView(p)),
              milestones: milestonesBefore.map((m) => ({ draws: m.draws, kind: m.kind, amount: m.amount })),
            },
            after: { noPrizeBp: body.noPrizeBp, prizes: body.prizes, milestones: body.milestones },
          },
        });
        return view(tx);
      });
    },

    async draws(q: ApiInput<'admin/getLotteryDrawList'>) {
      const { rows, total } = await repo.draws(db, q);
      const prizes = await wonPrizes(
        db,
        rows.map((r) => r.draw),
      );
      return listPage(
        rows.map(({ draw: d, email }) => ({
          id: d.id,
          userId: d.userId,
          user: email,
          cost: d.cost,
          prize: prizes.get(d.id) ?? null,
          roll: d.roll,
          createdAt: d.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },
  };
}
export type LotteryStaffService = ReturnType<typeof createLotteryStaffService>;
