import { SECTION_COLUMNS_DEFAULT, type ApiInput, type DecorationData } from '@app/contract';
import type { AppContext, SellerCall, StoreRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { fieldError } from '#server/lib/errors.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { toCard } from './catalog.mapper.js';
import { catalogRepository } from './catalog.repository.js';
import { storeInfo } from './catalog.service.js';
import { decorationRepository as repo } from './decoration.repository.js';
import { decorationImages, nameSections, type SentSection } from './decoration.rules.js';

type SaveBody = ApiInput<'store/saveDecoration'>;
/** What decorating takes: the seller's body; the seed also sends the section titles' translations. */
export type DecorationInput = Omit<SaveBody, 'sections'> & { sections: SentSection[] };

/** The decoration as the editor reads it: each section's products as buyers see them. */
async function decorationOf(tx: Tx, store: StoreRow): Promise<DecorationData> {
  const cards = await catalogRepository.cardsByIds(
    tx,
    store.sections.flatMap((s) => s.goodsIds),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    store: await storeInfo(tx, store),
    cover: store.cover,
    banners: store.banners,
    background: store.background,
    sections: store.sections.map((s) => ({
      id: s.id,
      title: s.title,
      columns: s.columns ?? SECTION_COLUMNS_DEFAULT,
      onHome: s.onHome ?? false,
      goods: s.goodsIds.flatMap((id) => {
        const card = byId.get(id);
        return card ? [toCard(card)] : [];
      }),
    })),
  };
}

/**
 * Decorates a store page (spec §2, §5; decision 43) in the caller's transaction: the contract has
 * checked the counts (5 per row, 10 per section); here every new picture must be the owner's own
 * upload to the `store` folder (the pictures the page shows already stay allowed) and every product
 * one the store sells now. The store row is locked so two saves do not interleave.
 */
export async function decorateStore(tx: Tx, storeId: number, ownerId: number, input: DecorationInput) {
  const store = (await catalogRepository.lockStore(tx, storeId))!;
  const current = new Set(decorationImages(store).map(([, url]) => url));
  for (const [field, url] of decorationImages(input)) {
    if (current.has(url)) continue;
    if (!(await fileRepository.ownsUpload(tx, ownerId, url, 'store'))) {
      throw fieldError(field, 'validation.upload', 'own_upload');
    }
  }
  const sellable = await repo.ownBuyableIds(
    tx,
    storeId,
    input.sections.flatMap((s) => s.goodsIds),
  );
  for (const [i, s] of input.sections.entries()) {
    const j = s.goodsIds.findIndex((id) => !sellable.has(id));
    if (j >= 0) throw fieldError(`sections.${i}.goodsIds.${j}`, 'validation.sectionGoods', 'own_goods');
  }
  const named = nameSections(input.sections, store.sections);
  if ('refused' in named) throw fieldError(`sections.${named.refused}.id`, 'validation.invalid', 'exists');
  return repo.save(tx, storeId, {
    cover: input.cover,
    banners: input.banners,
    background: input.background,
    sections: named.sections,
  });
}

/** The seller center's store decoration (`/seller/decoration`): the caller's own store only. */
export function createDecorationSellerService(ctx: AppContext) {
  const { db } = ctx;
  return {
    get(call: SellerCall) {
      return decorationOf(db, call.store);
    },

    save(body: SaveBody, call: SellerCall) {
      return db.transaction(async (tx) =>
        decorationOf(tx, await decorateStore(tx, call.store.id, call.user.id, body)),
      );
    },
  };
}
export type DecorationSellerService = ReturnType<typeof createDecorationSellerService>;
