import { DEFAULT_STORE_LEVELS, levelForSales, type StoreLevel, type StoreStatus } from '@app/contract';
import { randomUUID } from 'node:crypto';
import type { StoreRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger, ledgerRepository } from '#server/modules/ledger/index.js';
import { catalogRepository as repo } from './catalog.repository.js';

/** The ledger kind of a frozen store's hold; its reference names the store. */
export const STORE_FREEZE_KIND = 'store_freeze';
const freezeReference = (storeId: number) => ({ type: 'store', id: String(storeId) });

/** The level table in force: staff's rows, or the defaults a deployment starts with. */
export async function storeLevelTable(tx: Tx): Promise<StoreLevel[]> {
  const rows = await repo.storeLevels(tx);
  return rows.length
    ? rows.map((r) => ({
        level: r.level,
        minSales: r.minSales,
        productLimit: r.productLimit,
        marginBps: r.marginBps,
      }))
    : DEFAULT_STORE_LEVELS;
}

/** The owner's funds a store's freeze holds now (its open holds), in minor units. */
export async function heldStoreFunds(tx: Tx, storeId: number) {
  const holds = await ledgerRepository.openHolds(tx, STORE_FREEZE_KIND, freezeReference(storeId));
  return holds.reduce((sum, h) => sum + h.amount, 0);
}

/** Holds `amount` of the owner's available funds for the frozen store (shown to them with the store's reason). */
async function hold(tx: Tx, store: StoreRow, amount: number, why: string) {
  if (amount <= 0) return;
  await ledger.transfer(tx, {
    transferId: `store:${store.id}:freeze:${randomUUID()}`,
    debitAccountId: ledger.ref.user(store.ownerId),
    creditAccountId: ledger.ref.platform(accountCodes.storeFreeze),
    amount,
    kind: STORE_FREEZE_KIND,
    pending: true,
    reference: freezeReference(store.id),
    line: { kind: 'storeFreeze', store: store.name },
    memo: why,
  });
}

/**
 * Staff set a store's status with a reason (spec §4). Freezing holds exactly the owner's available
 * funds as a pending ledger transfer; leaving "frozen" voids every hold of the store. The store row
 * is locked first (then the ledger accounts, the order completion takes them in the same order),
 * so presses racing each other find the status the previous one left and never hold twice.
 */
export async function setStoreStatus(tx: Tx, storeId: number, status: StoreStatus, reason: string) {
  const store = await repo.lockStore(tx, storeId);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  if (status === 'frozen' && store.status !== 'frozen') {
    const account = await ledger.userAccount(tx, store.ownerId);
    await ledger.lock(tx, [account]);
    await hold(tx, store, await ledger.available(tx, store.ownerId), `store ${store.id} frozen: ${reason}`);
  }
  if (status !== 'frozen' && store.status === 'frozen') {
    for (const h of await ledgerRepository.openHolds(tx, STORE_FREEZE_KIND, freezeReference(store.id))) {
      await ledger.void(tx, h.id, `store:${store.id}:unfreeze:${h.id}`);
    }
  }
  const changed = store.status !== status;
  return (await repo.updateStore(tx, store.id, {
    status,
    statusReason: status === 'normal' ? '' : reason,
    ...(changed ? { statusChangedAt: clock.now() } : {}),
  }))!;
}

/**
 * After an order of the store completes (the store row locked by the caller): the level rises to
 * what the cumulative completed sales reach, and income that arrives while the store is frozen is
 * held with the rest of its funds.
 */
export async function afterStoreSale(tx: Tx, store: StoreRow, income: number) {
  if (store.status === 'frozen')
    await hold(tx, store, income, `store ${store.id} frozen: income while frozen`);
  const reached = levelForSales(await storeLevelTable(tx), await repo.completedSales(tx, store.id));
  if (reached > store.level) await repo.updateStore(tx, store.id, { level: reached });
}

/** Every store rises to the level its completed sales reach (after staff change the table, and in the seed). */
export async function raiseStoreLevels(tx: Tx) {
  const levels = await storeLevelTable(tx);
  const sales = await repo.completedSalesByStore(tx);
  for (const store of await repo.allStores(tx)) {
    const reached = levelForSales(levels, sales.get(store.id) ?? 0);
    if (reached > store.level) await repo.updateStore(tx, store.id, { level: reached });
  }
}
