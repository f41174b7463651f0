import { describe, expect, it } from 'vitest';
import { saveSellerGoodsBody, type SellerGoodsInfo } from '@app/contract';
import { bodyOf, emptySku, formPath, valuesOf, type FormValues } from './goods-form';

const typed = (over: Partial<FormValues> = {}): FormValues => ({
  images: ['/uploads/goods/mug.png'],
  title: 'Handmade ceramic mug',
  categoryId: 12,
  description: '',
  shippingFee: '',
  maxPerCustomer: '',
  onSale: true,
  skus: [{ ...emptySku(), name: 'Ocean blue', price: '12.50', originalPrice: '', stock: '40' }],
  ...over,
});

describe('the product form', () => {
  it('sends what the seller typed in major units as minor units; empty fee, list price and limit are 0', () => {
    const { body, errors } = bodyOf(typed(), undefined);
    expect(errors).toEqual([]);
    expect(body).toMatchObject({
      shippingFee: 0,
      maxPerCustomer: 0,
      skus: [{ name: 'Ocean blue', price: 1250, originalPrice: 0, stock: 40 }],
    });
    expect(saveSellerGoodsBody.safeParse(body).success).toBe(true);
  });

  it('takes a decimal comma as people write it in many languages', () => {
    const { body } = bodyOf(
      typed({
        shippingFee: '3,5',
        skus: [{ ...emptySku(), name: 'A', price: '12,90', originalPrice: '15', stock: '1' }],
      }),
      7,
    );
    expect(body).toMatchObject({ id: 7, shippingFee: 350, skus: [{ price: 1290, originalPrice: 1500 }] });
  });

  it('names the field of each amount or number that is not one', () => {
    const { errors } = bodyOf(
      typed({
        maxPerCustomer: 'two',
        skus: [
          { ...emptySku(), name: 'A', price: '', originalPrice: '1.234', stock: '-1' },
          { ...emptySku(), name: 'B', price: 'abc', originalPrice: '', stock: '3' },
        ],
      }),
      undefined,
    );
    expect(errors).toEqual([
      ['maxPerCustomer', 'validation.integer'],
      ['skus.0.price', 'validation.amountRequired'],
      ['skus.0.originalPrice', 'validation.amountDecimals'],
      ['skus.0.stock', 'validation.stockRange'],
      ['skus.1.price', 'validation.amount'],
    ]);
  });

  it("puts the contract's messages on the field they name", () => {
    const { body } = bodyOf(
      typed({
        skus: [
          { ...emptySku(), name: 'Blue', price: '10', originalPrice: '9', stock: '1' },
          { ...emptySku(), name: 'blue', price: '10', originalPrice: '', stock: '1' },
        ],
      }),
      undefined,
    );
    const checked = saveSellerGoodsBody.safeParse(body);
    expect(checked.success).toBe(false);
    const issues = checked.error!.issues.map((i) => [formPath(i.path.map(String).join('.')), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['skus.0.originalPrice', 'validation.originalPrice'],
        ['skus.1.name', 'validation.skuDuplicate'],
      ]),
    );
    expect(formPath('images.3')).toBe('images');
    expect(formPath('skus')).toBe('skus');
  });

  it('shows a saved product as it was typed, keeping each specification id', () => {
    const values = valuesOf({
      images: ['/a.png'],
      title: 'Mug',
      categoryId: 3,
      description: 'Stoneware',
      shippingFee: 0,
      maxPerCustomer: 2,
      onSale: false,
      skus: [
        {
          id: 9,
          name: 'Blue',
          price: 1250,
          originalPrice: 0,
          stock: 4,
          wholesaleCost: 800,
          maxPrice: 1000,
          warehouseStock: 30,
        },
      ],
    } as SellerGoodsInfo);
    expect(values).toMatchObject({
      shippingFee: '',
      maxPerCustomer: '2',
      skus: [{ skuId: 9, price: '12.50', originalPrice: '', stock: '4', maxPrice: 1000, warehouseStock: 30 }],
    });
    expect(bodyOf(values, 5).body.skus[0]).toMatchObject({ id: 9, price: 1250 });
  });
});
