import type { ApiInput, CartData, CartLine } from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { catalogRepository, goodsBuyable, storeCanSell } from '#server/modules/catalog/index.js';
import { promoteSkuRows } from '#server/modules/promotion/index.js';
import { cartRepository, type SkuRow } from './cart.repository.js';
import { allowance, sellable } from './cart.rules.js';

/** Prices lines (a buyer's or a visitor's) and groups them by store. */
export async function priceLines(
  tx: Tx,
  lines: { id: number; skuId: number; quantity: number; selected: boolean }[],
  userId: number | undefined,
): Promise<CartData> {
  // Priced as checkout will charge them: a running promotion's discount applied (decision 41).
  const rows = await promoteSkuRows(
    tx,
    await cartRepository.skus(
      tx,
      lines.map((l) => l.skuId),
    ),
  );
  const bySku = new Map(rows.map((r) => [r.sku.id, r]));
  const bought = userId
    ? await catalogRepository.boughtBy(tx, userId, [...new Set(rows.map((r) => r.goods.id))])
    : new Map<number, number>();
  const groups = new Map<number, CartData['groups'][number]>();
  let count = 0;
  let selectedCount = 0;
  let selectedTotal = 0;
  for (const l of lines) {
    const row = bySku.get(l.skuId);
    if (!row) continue;
    const maxQuantity = allowance(row, bought.get(row.goods.id) ?? 0);
    const available = sellable(row) && maxQuantity > 0;
    const line: CartLine = {
      id: l.id,
      goodsId: row.goods.id,
      skuId: row.sku.id,
      title: row.goods.title,
      image: row.goods.images[0] ?? '',
      skuName: row.sku.name,
      price: row.sku.price,
      originalPrice: row.sku.originalPrice,
      quantity: l.quantity,
      stock: row.sku.stock,
      maxQuantity,
      selected: l.selected,
      available,
    };
    count += l.quantity;
    if (l.selected && available) {
      selectedCount += l.quantity;
      selectedTotal += row.sku.price * Math.min(l.quantity, maxQuantity);
    }
    let group = groups.get(row.store.id);
    if (!group) {
      group = { store: { id: row.store.id, name: row.store.name, logo: row.store.logo }, lines: [] };
      groups.set(row.store.id, group);
    }
    group.lines.push(line);
  }
  return { groups: [...groups.values()], count, selectedCount, selectedTotal };
}

/** The cart: buyers' in the database, visitors' in local storage (priced here, merged on sign-in). */
export function createCartService(ctx: AppContext) {
  const { db } = ctx;

  const userCart = async (tx: Tx, userId: number) =>
    priceLines(
      tx,
      (await cartRepository.lines(tx, userId)).map((l) => ({
        id: l.id,
        skuId: l.skuId,
        quantity: l.quantity,
        selected: l.selected,
      })),
      userId,
    );

  async function checkAddable(tx: Tx, userId: number, skuId: number, quantity: number) {
    const [row] = await cartRepository.skus(tx, [skuId]);
    if (!row)
      throw new AppError('GOODS_NOT_FOUND', {}, [
        { field: 'skuId', rule: 'exists', key: 'validation.invalid' },
      ]);
    if (!goodsBuyable(row.goods) || !storeCanSell(row.store.status)) throw new AppError('GOODS_OFF_SALE');
    if (row.sku.stock <= 0) throw new AppError('OUT_OF_STOCK', { stock: 0 });
    const bought = (await catalogRepository.boughtBy(tx, userId, [row.goods.id])).get(row.goods.id) ?? 0;
    return { row, cap: allowance(row, bought), quantity };
  }

  function limitError(row: SkuRow, cap: number) {
    return cap < row.sku.stock
      ? new AppError('QUANTITY_LIMIT', { max: cap }, [
          { field: 'quantity', rule: 'max', key: 'validation.quantityLimit', params: { max: cap } },
        ])
      : new AppError('OUT_OF_STOCK', { stock: row.sku.stock }, [
          {
            field: 'quantity',
            rule: 'stock',
            key: 'validation.quantityStock',
            params: { max: row.sku.stock },
          },
        ]);
  }

  return {
    async list(body: ApiInput<'cart/getCartList'>, call: CallContext) {
      if (call.user) return userCart(db, call.user.id);
      const items = body.items ?? [];
      return priceLines(
        db,
        items.map((i) => ({ id: i.skuId, skuId: i.skuId, quantity: i.quantity, selected: true })),
        undefined,
      );
    },

    async add(body: ApiInput<'cart/add'>, call: UserCall) {
      const userId = call.user.id;
      return db.transaction(async (tx) => {
        const { row, cap } = await checkAddable(tx, userId, body.skuId, body.quantity);
        const existing = (await cartRepository.lines(tx, userId)).find((l) => l.skuId === body.skuId);
        if ((existing?.quantity ?? 0) + body.quantity > cap) throw limitError(row, cap);
        if (!existing && (await cartRepository.countLines(tx, userId)) >= 100) {
          throw new AppError('VALIDATION_FAILED', {}, [
            { field: 'skuId', rule: 'max', key: 'validation.cartFull' },
          ]);
        }
        await cartRepository.addUnits(tx, userId, body.skuId, body.quantity, cap);
        return userCart(tx, userId);
      });
    },

    async update(body: ApiInput<'cart/update'>, call: UserCall) {
      const userId = call.user.id;
      return db.transaction(async (tx) => {
        const line = await cartRepository.findLine(tx, userId, body.id);
        if (!line) throw new AppError('CART_LINE_NOT_FOUND');
        if (body.quantity !== undefined) {
          const { row, cap } = await checkAddable(tx, userId, line.skuId, body.quantity);
          if (body.quantity > cap) throw limitError(row, cap);
        }
        await cartRepository.update(tx, userId, body.id, {
          quantity: body.quantity,
          selected: body.selected,
        });
        return userCart(tx, userId);
      });
    },

    async select(body: ApiInput<'cart/select'>, call: UserCall) {
      const changed = await cartRepository.select(db, call.user.id, body.ids, body.selected);
      // Lines named by id must all be the caller's, as for update and remove.
      if (body.ids && changed < new Set(body.ids).size) throw new AppError('CART_LINE_NOT_FOUND');
      return userCart(db, call.user.id);
    },

    async remove(body: ApiInput<'cart/remove'>, call: UserCall) {
      const removed = await cartRepository.remove(db, call.user.id, body.ids);
      if (!removed.length) throw new AppError('CART_LINE_NOT_FOUND');
      return userCart(db, call.user.id);
    },

    /** A visitor's lines join the account's cart after sign-in; what no longer fits is capped, not refused. */
    async merge(body: ApiInput<'cart/merge'>, call: UserCall) {
      const userId = call.user.id;
      return db.transaction(async (tx) => {
        const rows = await cartRepository.skus(
          tx,
          body.items.map((i) => i.skuId),
        );
        const bySku = new Map(rows.map((r) => [r.sku.id, r]));
        const bought = await catalogRepository.boughtBy(tx, userId, [
          ...new Set(rows.map((r) => r.goods.id)),
        ]);
        for (const item of body.items) {
          const row = bySku.get(item.skuId);
          if (!row || !sellable(row)) continue;
          const cap = allowance(row, bought.get(row.goods.id) ?? 0);
          if (cap > 0) await cartRepository.addUnits(tx, userId, item.skuId, item.quantity, cap);
        }
        return userCart(tx, userId);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
