import { trafficDays } from '@app/contract';
import type { StoreRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import {
  trafficRepository as repo,
  type TrafficPackageRow,
  type TrafficPlanRow,
} from './traffic.repository.js';

const DAY_MS = 86_400_000;

/**
 * Buys a traffic package for a store, in the caller's transaction: the plan's price moves from the
 * owner's wallet to the platform's traffic revenue under `transferId`, and the package starts now,
 * or when the store's last package ends (a queue, so days bought are never lost to an overlap).
 * A second run with the same transfer id answers the package the first one bought, paying nothing.
 */
export async function buyTrafficPackage(
  tx: Tx,
  input: { store: StoreRow; plan: TrafficPlanRow; transferId: string },
): Promise<{ pkg: TrafficPackageRow; repeated: boolean }> {
  const { store, plan, transferId } = input;
  if (store.status !== 'normal' && store.status !== 'exception') throw new AppError('STORE_UNAVAILABLE');
  // One purchase of a store at a time: the queue's start reads the store's last end.
  await repo.lockStore(tx, store.id);
  const earlier = await repo.findPackageByTransfer(tx, transferId);
  if (earlier) return { pkg: earlier, repeated: true };

  const now = clock.now();
  const startsAt = (await repo.lastEnd(tx, store.id, now)) ?? now;
  const days = trafficDays(plan.unit, plan.count);
  const pkg = await repo.insertPackage(tx, {
    storeId: store.id,
    planId: plan.id,
    name: plan.name,
    price: plan.price,
    purchasedAt: now,
    startsAt,
    endsAt: new Date(startsAt.getTime() + days * DAY_MS),
    transferId,
  });
  // Refused for a short balance (INSUFFICIENT_BALANCE): the transaction, and the package with it, roll back.
  await ledger.transfer(tx, {
    transferId,
    debitAccountId: ledger.ref.user(store.ownerId),
    creditAccountId: ledger.ref.platform(accountCodes.traffic),
    amount: plan.price,
    kind: 'payment',
    reference: { type: 'traffic_package', id: pkg.id },
    line: { kind: 'trafficPackage', days },
    memo: `Traffic package ${pkg.id} (${plan.name}) for store ${store.id}`,
  });
  return { pkg, repeated: false };
}
