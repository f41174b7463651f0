import { CART_MAX_LINES, ORDER_QUANTITY_MAX, type CartData } from '@app/contract';
import type { CartLineLocal } from '#web/lib/storage';

export type VisitorAddError = 'cartFull' | 'quantityMax';

/**
 * Adds units to a visitor's local cart with the server's rules: at most ORDER_QUANTITY_MAX units
 * a line and CART_MAX_LINES lines. A new line goes first, as the newest. Units beyond the line
 * maximum are dropped; only a line already at the maximum (or a full cart) is an error.
 */
export function addVisitorLine(
  lines: readonly CartLineLocal[],
  skuId: number,
  quantity: number,
): { lines: CartLineLocal[]; error?: VisitorAddError } {
  const units = Math.max(1, Math.trunc(quantity));
  const existing = lines.find((l) => l.skuId === skuId);
  if (existing) {
    if (existing.quantity >= ORDER_QUANTITY_MAX) return { lines: [...lines], error: 'quantityMax' };
    const next = Math.min(existing.quantity + units, ORDER_QUANTITY_MAX);
    return { lines: lines.map((l) => (l.skuId === skuId ? { skuId, quantity: next } : l)) };
  }
  if (lines.length >= CART_MAX_LINES) return { lines: [...lines], error: 'cartFull' };
  return { lines: [{ skuId, quantity: Math.min(units, ORDER_QUANTITY_MAX) }, ...lines] };
}

/** Sets a line's quantity, kept between 1 and the order maximum. */
export function setVisitorQuantity(
  lines: readonly CartLineLocal[],
  skuId: number,
  quantity: number,
): CartLineLocal[] {
  const next = Math.min(Math.max(1, Math.trunc(quantity) || 1), ORDER_QUANTITY_MAX);
  return lines.map((l) => (l.skuId === skuId ? { skuId, quantity: next } : l));
}

export function removeVisitorLines(
  lines: readonly CartLineLocal[],
  skuIds: readonly number[],
): CartLineLocal[] {
  const gone = new Set(skuIds);
  return lines.filter((l) => !gone.has(l.skuId));
}

/** Units in a visitor's cart: the badge count. */
export function visitorUnits(lines: readonly CartLineLocal[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

type Line = CartData['groups'][number]['lines'][number];

/** Whether a line counts: available and selected. */
export const countsTowardTotal = (line: Line, selected: boolean): boolean => line.available && selected;

/**
 * The item total and units of the lines the visitor ticked, priced as the server prices a cart:
 * an available line counts at most the quantity it may still be ordered in.
 */
export function selectedSummary(
  cart: Pick<CartData, 'groups'>,
  isSelected: (line: Line) => boolean,
): { total: number; units: number; lines: number } {
  let total = 0;
  let units = 0;
  let count = 0;
  for (const group of cart.groups) {
    for (const line of group.lines) {
      if (!countsTowardTotal(line, isSelected(line))) continue;
      total += line.price * Math.min(line.quantity, line.maxQuantity);
      units += line.quantity;
      count += 1;
    }
  }
  return { total, units, lines: count };
}

/** What to say under a line's quantity: the stock running out, or the buyer's own limit. */
export function quantityNote(
  line: Pick<Line, 'stock' | 'maxQuantity' | 'quantity' | 'available'>,
):
  | { kind: 'lowStock'; count: number }
  | { kind: 'limit'; count: number }
  | { kind: 'over'; count: number }
  | null {
  if (!line.available) return null;
  if (line.quantity > line.maxQuantity) return { kind: 'over', count: line.maxQuantity };
  if (line.maxQuantity < line.stock && line.maxQuantity < ORDER_QUANTITY_MAX) {
    return { kind: 'limit', count: line.maxQuantity };
  }
  if (line.stock <= LOW_STOCK) return { kind: 'lowStock', count: line.stock };
  return null;
}

/** Stock at or below this shows "Only N left". */
export const LOW_STOCK = 10;
