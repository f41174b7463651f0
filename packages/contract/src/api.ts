import type { z } from 'zod';
import type { Endpoint } from './core/endpoint.js';
import * as account from './account/account.endpoints.js';
import * as address from './address/address.endpoints.js';
import * as bank from './bank/bank.endpoints.js';
import * as cart from './cart/cart.endpoints.js';
import * as catalog from './catalog/catalog.endpoints.js';
import * as chat from './chat/chat.endpoints.js';
import * as content from './content/content.endpoints.js';
import * as kyc from './kyc/kyc.endpoints.js';
import * as invite from './invite/invite.endpoints.js';
import * as invest from './invest/invest.endpoints.js';
import * as loan from './loan/loan.endpoints.js';
import * as lottery from './lottery/lottery.endpoints.js';
import * as drama from './drama/drama.endpoints.js';
import * as ledger from './ledger/ledger.endpoints.js';
import * as marketing from './marketing/marketing.endpoints.js';
import * as order from './order/order.endpoints.js';
import * as overview from './overview/overview.endpoints.js';
import * as profit from './profit/profit.endpoints.js';
import * as promotion from './promotion/promotion.endpoints.js';
import * as staff from './staff/staff.endpoints.js';
import * as traffic from './traffic/traffic.endpoints.js';
import * as adv from './adv/adv.endpoints.js';
import * as wallet from './wallet/wallet.endpoints.js';
import * as voucher from './voucher/voucher.endpoints.js';
import * as campaign from './campaign/campaign.endpoints.js';
import * as task from './task/task.endpoints.js';

export type { Endpoint } from './core/endpoint.js';

/**
 * Every endpoint row, assembled from the domains' buyer, seller and staff blocks (each row's
 * `tag` is its domain). A path in two blocks would silently win here: api.test.ts refuses it.
 */
export const api = {
  ...account.buyer,
  ...account.seller,
  ...account.staff,
  ...staff.staff,
  ...wallet.buyer,
  ...wallet.seller,
  ...wallet.staff,
  ...ledger.staff,
  ...bank.buyer,
  ...bank.staff,
  ...catalog.buyer,
  ...catalog.seller,
  ...catalog.staff,
  ...cart.buyer,
  ...address.buyer,
  ...order.buyer,
  ...order.seller,
  ...order.staff,
  ...chat.buyer,
  ...chat.seller,
  ...chat.staff,
  ...drama.buyer,
  ...drama.staff,
  ...content.buyer,
  ...content.staff,
  ...overview.seller,
  ...overview.staff,
  ...kyc.buyer,
  ...kyc.staff,
  ...traffic.seller,
  ...traffic.staff,
  ...marketing.buyer,
  ...marketing.staff,
  ...invite.buyer,
  ...invite.staff,
  ...voucher.buyer,
  ...voucher.seller,
  ...voucher.staff,
  ...promotion.seller,
  ...promotion.staff,
  ...invest.buyer,
  ...invest.staff,
  ...profit.buyer,
  ...profit.staff,
  ...adv.buyer,
  ...adv.staff,
  ...loan.buyer,
  ...lottery.buyer,
  ...lottery.staff,
  ...loan.seller,
  ...loan.staff,
  ...campaign.buyer,
  ...campaign.staff,
  ...task.buyer,
  ...task.staff,
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type ApiPath = keyof Api;
export type ApiBody<P extends ApiPath> = z.input<Api[P]['body']>;
export type ApiData<P extends ApiPath> = z.output<Api[P]['data']>;
/** What a handler receives: the body after the contract's schema parsed it (defaults applied). */
export type ApiInput<P extends ApiPath> = z.output<Api[P]['body']>;
