import type { Config } from '#server/config/env.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { addressRepository, type AddressRow } from '#server/modules/address/index.js';
import { placePrizeOrder } from '#server/modules/order/index.js';
import { lotteryRepository as repo, type GoodsWinRow } from './lottery.repository.js';

const snapshot = (a: AddressRow) => ({
  recipient: a.recipient,
  phone: a.phone,
  country: a.country,
  region: a.region,
  street: a.street,
  postcode: a.postcode,
  latitude: a.latitude,
  longitude: a.longitude,
});

/**
 * Orders a won goods prize (decision 55) to `address`, or at the draw (`address` null) to the
 * winner's default address. Without one, or when the order cannot be placed (the product went off
 * sale or sold out between the availability check and the order), it stays "to claim": the draw
 * keeps its prize and the buyer claims it later. Answers the order's id, or null when it waits.
 */
export async function orderGoodsWin(tx: Tx, config: Config, win: GoodsWinRow, address: AddressRow | null) {
  const atDraw = address === null;
  const to = address ?? (await addressRepository.list(tx, win.userId)).find((a) => a.isDefault);
  if (!to) return null;
  const place = (t: Tx) =>
    placePrizeOrder(t, config, {
      userId: win.userId,
      skuId: win.skuId,
      address: snapshot(to),
      key: `lottery:goods:${win.id}`,
    });
  let order;
  if (atDraw) {
    // In a savepoint: an order that cannot be placed leaves the draw and its win as they are.
    try {
      order = await tx.transaction(place);
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
  } else {
    order = await place(tx);
  }
  await repo.setGoodsWin(tx, win.id, { orderId: order.id, orderedAt: clock.now() });
  return order.id;
}

/**
 * `lottery/claimPrize`: the caller's goods prize still to claim, ordered to one of their addresses.
 * The win row is locked, so two presses order it once (the second is PRIZE_ALREADY_CLAIMED); an
 * address or prize of someone else's is not found; a product that cannot be ordered now answers its
 * reason (off sale, out of stock) and the prize stays to claim.
 */
export async function claimPrize(
  tx: Tx,
  config: Config,
  userId: number,
  body: { id: number; addressId: number },
) {
  const win = await repo.lockGoodsWin(tx, body.id, userId);
  if (!win) throw new AppError('PRIZE_WIN_NOT_FOUND');
  if (win.orderId) throw new AppError('PRIZE_ALREADY_CLAIMED');
  const address = await addressRepository.find(tx, userId, body.addressId);
  if (!address)
    throw new AppError('SHIPPING_ADDRESS_NOT_FOUND', {}, [
      { field: 'addressId', rule: 'exists', key: 'SHIPPING_ADDRESS_NOT_FOUND' },
    ]);
  await orderGoodsWin(tx, config, win, address);
  return win.drawId;
}
