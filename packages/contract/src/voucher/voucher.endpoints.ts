import { emptyBody, idBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  firstOrderCouponData,
  saveCouponSettingsBody,
  saveVoucherBody,
  sellerVoucher,
  sellerVoucherListBody,
  storeVouchersBody,
  storeVouchersData,
  voucherSettingsData,
} from './voucher.schemas.js';

/** Vouchers: the platform's first-order coupon and stores' vouchers (decision 44). */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'voucher/getFirstOrderCoupon': endpoint({
    auth: 'optional',
    body: emptyBody,
    data: firstOrderCouponData,
    summary: 'The first-order coupon’s rule, and for a signed-in buyer whether it is still theirs to use',
    tag: 'voucher',
  }),
  'voucher/getStoreVouchers': endpoint({
    auth: 'none',
    body: storeVouchersBody,
    data: storeVouchersData,
    summary: 'A store’s vouchers buyers can use now (their budget covers another use)',
    tag: 'voucher',
  }),
} as const satisfies Record<string, Endpoint>;

/** The seller center: the store's vouchers and their budgets. */
export const seller = {
  'store/getVoucherList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: sellerVoucherListBody,
    data: listOf(sellerVoucher),
    summary: 'The store’s vouchers, newest first, with uses, budget left and what went back to the wallet',
    tag: 'voucher',
  }),
  'store/saveVoucher': endpoint({
    auth: 'seller',
    body: saveVoucherBody,
    data: sellerVoucher,
    summary:
      'Create a voucher: its budget moves from the owner’s wallet into the voucher’s account (trade password above the configured amount)',
    tag: 'voucher',
    idempotent: true,
  }),
  'store/endVoucher': endpoint({
    auth: 'seller',
    body: idBody,
    data: sellerVoucher,
    summary: 'End a voucher now: buyers can no longer use it and the budget left goes back to the wallet',
    tag: 'voucher',
    idempotent: true,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getVoucherSettings': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: emptyBody,
    data: voucherSettingsData,
    summary: 'The first-order coupon’s rule and what coupons and store vouchers hold and have cost',
    tag: 'voucher',
  }),
  'admin/saveVoucherSettings': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveCouponSettingsBody,
    data: voucherSettingsData,
    summary:
      'Turn the first-order coupon on or off, set its amount and minimum spend, with a reason (audited)',
    tag: 'voucher',
  }),
} as const satisfies Record<string, Endpoint>;
