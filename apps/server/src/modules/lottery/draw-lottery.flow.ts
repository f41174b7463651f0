import { ODDS_TOTAL_BP } from '@app/contract';
import { randomInt } from 'node:crypto';
import { loadConfig, type Config } from '#server/config/env.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { orderRepository } from '#server/modules/order/index.js';
import { grantBuyerVoucher } from '#server/modules/voucher/index.js';
import { orderGoodsWin } from './claim-prize.flow.js';
import { payPrize } from './pay-prize.js';
import { prizeGoodsOf } from './prize-goods.js';
import { lotteryRepository as repo } from './lottery.repository.js';
import { inStock, pickPrize } from './lottery.rules.js';

/** The random value of a draw: a cryptographic source, uniform over [0, 10,000). */
export const cryptoRoll = () => randomInt(ODDS_TOTAL_BP);

/**
 * One draw (decision 55), in one transaction: the buyer's points account is locked (with every
 * account the draw may touch, in one ordered lock), the cost is checked and spent, the roll picks a
 * prize by the published bands, a prize out of stock (checked on its locked row) is no prize, and
 * the prize is paid at once. Concurrent draws of one buyer queue on the lock: points never go
 * below zero, and a draw they do not cover is LOTTERY_POINTS_INSUFFICIENT with nothing written.
 */
export async function drawLottery(
  tx: Tx,
  userId: number,
  roll: () => number = cryptoRoll,
  config: Config = loadConfig(),
) {
  const settings = await repo.settings(tx);
  if (settings.noPrizeBp === null) throw new AppError('LOTTERY_NOT_READY');
  // The buyer's checkout lock first (a goods prize places an order): the order a checkout takes
  // it in, before any ledger account, so a draw and the buyer's own checkout never deadlock.
  await orderRepository.lockBuyer(tx, userId);
  const cost = settings.costPerDraw;
  const points = await ledger.userPointsAccount(tx, userId);
  const spent = await ledger.platformAccount(tx, accountCodes.pointsSpent, 'points');
  const issued = await ledger.platformAccount(tx, accountCodes.pointsIssued, 'points');
  const marketing = await ledger.platformAccount(tx, accountCodes.marketing);
  const wallet = await ledger.userAccount(tx, userId);
  await ledger.lock(tx, [points, spent, issued, marketing, wallet]);
  const balance = await ledger.userPoints(tx, userId);
  if (balance < cost) throw new AppError('LOTTERY_POINTS_INSUFFICIENT', { need: cost, balance });

  const value = roll();
  const band = pickPrize(await repo.activePrizes(tx), value);
  // The band's row locked: its stock is what was left when this draw won it.
  const prize = band ? await repo.lockPrize(tx, band.id) : undefined;
  // Goods whose product cannot be ordered now are no prize, like a prize out of stock (decision 55).
  const orderable =
    prize?.kind !== 'goods' || !!(await prizeGoodsOf(tx, [prize.skuId!])).get(prize.skuId!)?.available;
  const won = prize && prize.active && inStock(prize) && orderable ? prize : undefined;
  if (won) await repo.updatePrize(tx, won.id, { won: won.won + 1 });

  const draw = await repo.insertDraw(tx, {
    userId,
    cost,
    roll: value,
    prizeId: won?.id ?? null,
    prizeKind: won?.kind ?? null,
    prizeAmount: won?.amount ?? null,
    createdAt: clock.stamp(),
  });
  const reference = { type: 'lottery_draw', id: draw.id };
  await ledger.transfer(tx, {
    transferId: `lottery:draw:${draw.id}:spend`,
    debitAccountId: points,
    creditAccountId: spent,
    amount: cost,
    kind: 'lottery_draw',
    reference,
    line: { kind: 'lotteryDraw' },
    memo: `lottery draw ${draw.id}`,
  });
  if (won?.kind === 'voucher') {
    await grantBuyerVoucher(tx, {
      userId,
      amount: won.amount,
      minSpend: won.minSpend!,
      validDays: won.validDays!,
      drawId: draw.id,
    });
  } else if (won?.kind === 'goods') {
    const win = await repo.insertGoodsWin(tx, {
      drawId: draw.id,
      userId,
      prizeId: won.id,
      skuId: won.skuId!,
      createdAt: clock.stamp(),
    });
    // To the winner's default address at once; without one it waits for them to claim it.
    await orderGoodsWin(tx, config, win, null);
  } else if (won) {
    await payPrize(tx, {
      userId,
      kind: won.kind,
      amount: won.amount,
      transferId: `lottery:draw:${draw.id}:prize`,
      reference,
      line: { kind: 'lotteryPrize' },
    });
  }
  return {
    drawId: draw.id,
    cost,
    prize: won ? { kind: won.kind, amount: won.amount } : null,
    roll: value,
    balance: await ledger.userPoints(tx, userId),
    draws: await repo.drawCount(tx, userId),
  };
}
