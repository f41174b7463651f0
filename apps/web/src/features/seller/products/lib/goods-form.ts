import type { Path } from 'react-hook-form';
import { minorToDecimal, parseAmount, type SaveSellerGoodsBody, type SellerGoodsInfo } from '@app/contract';

/** The product form's values as the seller types them; `bodyOf` makes the request from them. */
export interface SkuRow {
  /** The specification's id once saved (not `id`: the field array keeps its own). */
  skuId?: number;
  name: string;
  /** Money as the seller types it, in the wallet's major units ("12.50"). */
  price: string;
  originalPrice: string;
  stock: string;
  /** The warehouse's limits on a warehouse listing (shown, not sent). */
  wholesaleCost: number;
  maxPrice: number | null;
  warehouseStock: number | null;
}

export interface FormValues {
  images: string[];
  title: string;
  categoryId: number;
  description: string;
  shippingFee: string;
  maxPerCustomer: string;
  onSale: boolean;
  skus: SkuRow[];
}

const money = (minor: number) => (minor > 0 ? minorToDecimal(minor) : '');
export const emptySku = (): SkuRow => ({
  name: '',
  price: '',
  originalPrice: '',
  stock: '',
  wholesaleCost: 0,
  maxPrice: null,
  warehouseStock: null,
});

export function valuesOf(goods: SellerGoodsInfo | undefined): FormValues {
  if (!goods) {
    return {
      images: [],
      title: '',
      categoryId: 0,
      description: '',
      shippingFee: '',
      maxPerCustomer: '',
      onSale: true,
      skus: [emptySku()],
    };
  }
  return {
    images: goods.images,
    title: goods.title,
    categoryId: goods.categoryId,
    description: goods.description,
    shippingFee: money(goods.shippingFee),
    maxPerCustomer: goods.maxPerCustomer > 0 ? String(goods.maxPerCustomer) : '',
    onSale: goods.onSale,
    skus: goods.skus.map((k) => ({
      skuId: k.id,
      name: k.name,
      price: money(k.price),
      originalPrice: money(k.originalPrice),
      stock: String(k.stock),
      wholesaleCost: k.wholesaleCost,
      maxPrice: k.maxPrice,
      warehouseStock: k.warehouseStock,
    })),
  };
}

/** A typed amount in minor units; empty means 0 where 0 is allowed (free shipping, no list price). */
export function minorOf(text: string, optional: boolean): number | { error: string } {
  // A decimal comma as many languages write it ("12,50") is the same amount.
  const trimmed = text.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  if (optional && (trimmed === '' || /^0*(\.0*)?$/.test(trimmed))) return 0;
  if (trimmed === '') return { error: 'validation.amountRequired' };
  const parsed = parseAmount(trimmed);
  return 'error' in parsed ? { error: parsed.error } : parsed.minor;
}

/** A typed whole number; empty is 0 where 0 means "no limit"; a negative one breaks `rangeError`. */
export function intOf(text: string, emptyAs: number | null, rangeError: string): number | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '' && emptyAs !== null) return emptyAs;
  if (/^-\d+$/.test(trimmed)) return { error: rangeError };
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : { error: 'validation.integer' };
}

export type FieldErrors = [Path<FormValues>, string][];

/** The request body from what was typed, and the fields whose typing is not a number or an amount. */
export function bodyOf(
  values: FormValues,
  id: number | undefined,
): { body: SaveSellerGoodsBody; errors: FieldErrors } {
  const errors: FieldErrors = [];
  const take = (path: Path<FormValues>, v: number | { error: string }) => {
    if (typeof v === 'number') return v;
    errors.push([path, v.error]);
    return 0;
  };
  const body: SaveSellerGoodsBody = {
    ...(id ? { id } : {}),
    categoryId: values.categoryId,
    title: values.title,
    images: values.images,
    description: values.description,
    shippingFee: take('shippingFee', minorOf(values.shippingFee, true)),
    maxPerCustomer: take('maxPerCustomer', intOf(values.maxPerCustomer, 0, 'validation.maxPerCustomer')),
    onSale: values.onSale,
    skus: values.skus.map((k, i) => ({
      ...(k.skuId ? { id: k.skuId } : {}),
      name: k.name,
      price: take(`skus.${i}.price`, minorOf(k.price, false)),
      originalPrice: take(`skus.${i}.originalPrice`, minorOf(k.originalPrice, true)),
      stock: take(`skus.${i}.stock`, intOf(k.stock, null, 'validation.stockRange')),
    })),
  };
  return { body, errors };
}

/** Where a message for `field` (the contract's dotted path) shows on this form. */
export function formPath(field: string): Path<FormValues> {
  const m = /^skus\.(\d+)\.(name|price|originalPrice|stock)/.exec(field);
  if (m) return `skus.${Number(m[1])}.${m[2] as 'name'}`;
  const top = field.split('.')[0] ?? '';
  return (
    [
      'images',
      'title',
      'categoryId',
      'description',
      'shippingFee',
      'maxPerCustomer',
      'onSale',
      'skus',
    ].includes(top)
      ? top
      : 'title'
  ) as Path<FormValues>;
}
