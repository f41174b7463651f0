import type { ApiInput, MyStoreData } from '@app/contract';
import type { AppContext, SellerCall, StoreRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { fieldError } from '#server/lib/errors.js';
import { audit } from '#server/platform/audit/index.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { catalogRepository as repo } from './catalog.repository.js';
import { heldStoreFunds, storeLevelTable } from './store-status.flow.js';

/** The seller center's side of the catalog: the caller's own store (`call.store`, resolved by the gate). */
export function createCatalogSellerService(ctx: AppContext) {
  const { db } = ctx;

  async function myStore(tx: Tx, store: StoreRow): Promise<MyStoreData> {
    const [levels, completedSales, heldFunds, stats] = await Promise.all([
      storeLevelTable(tx),
      repo.completedSales(tx, store.id),
      heldStoreFunds(tx, store.id),
      repo.storeStats(tx, [store.id]),
    ]);
    return {
      id: store.id,
      name: store.name,
      logo: store.logo,
      address: store.address,
      phone: store.phone,
      whatsapp: store.whatsapp,
      notifyOrders: store.notifyOrders,
      status: store.status,
      statusReason: store.status === 'normal' ? '' : store.statusReason,
      statusChangedAt: store.statusChangedAt?.toISOString() ?? null,
      readOnly: store.status === 'disabled',
      heldFunds,
      level: store.level,
      completedSales,
      nextLevel: levels.find((l) => l.level > store.level) ?? null,
      levels,
      goodsCount: stats.get(store.id)?.goodsCount ?? 0,
      followers: store.followers,
      sales: stats.get(store.id)?.sales ?? 0,
    };
  }

  return {
    getMyStore(call: SellerCall) {
      return myStore(db, call.store);
    },

    async saveSettings(body: ApiInput<'store/saveSettings'>, call: SellerCall) {
      const { store, user } = call;
      // A new logo must be a picture this owner uploaded for a store (never another's file or a URL).
      if (body.logo !== store.logo && !(await fileRepository.ownsUpload(db, user.id, body.logo, 'store'))) {
        throw fieldError('logo', 'validation.upload', 'own_upload');
      }
      return db.transaction(async (tx) => {
        const saved = await repo.updateStore(tx, store.id, body);
        await audit.user(tx, call, {
          action: 'store.settings',
          targetType: 'store',
          targetId: store.id,
          detail: body,
        });
        return myStore(tx, saved!);
      });
    },
  };
}
export type CatalogSellerService = ReturnType<typeof createCatalogSellerService>;
