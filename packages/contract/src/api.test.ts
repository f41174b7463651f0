import { describe, expect, it } from 'vitest';
import { api, type Endpoint } from './api.js';
import * as account from './account/account.endpoints.js';
import * as address from './address/address.endpoints.js';
import * as bank from './bank/bank.endpoints.js';
import * as cart from './cart/cart.endpoints.js';
import * as catalog from './catalog/catalog.endpoints.js';
import * as chat from './chat/chat.endpoints.js';
import * as content from './content/content.endpoints.js';
import * as drama from './drama/drama.endpoints.js';
import * as kyc from './kyc/kyc.endpoints.js';
import * as invite from './invite/invite.endpoints.js';
import * as invest from './invest/invest.endpoints.js';
import * as loan from './loan/loan.endpoints.js';
import * as campaign from './campaign/campaign.endpoints.js';
import * as lottery from './lottery/lottery.endpoints.js';
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
import * as task from './task/task.endpoints.js';

type Blocks = Partial<Record<'buyer' | 'seller' | 'staff', Record<string, Endpoint>>>;
const domains: Record<string, Blocks> = {
  account,
  address,
  bank,
  cart,
  catalog,
  chat,
  content,
  drama,
  kyc,
  invite,
  invest,
  loan,
  task,
  lottery,
  campaign,
  ledger,
  marketing,
  order,
  overview,
  profit,
  promotion,
  staff,
  traffic,
  adv,
  wallet,
  voucher,
};
const rows = Object.entries(domains).flatMap(([domain, blocks]) =>
  Object.entries(blocks).flatMap(([audience, block]) =>
    Object.entries(block ?? {}).map(([path, e]) => ({ domain, audience, path, e })),
  ),
);

// The assembler spreads blocks: a path in two of them would silently keep only the last.
describe('the endpoint blocks', () => {
  it('hold each path once, and api holds every one of them', () => {
    const paths = rows.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(Object.keys(api).sort()).toEqual([...paths].sort());
  });

  it("tag every row with its domain's folder", () => {
    expect(rows.filter((r) => r.e.tag !== r.domain).map((r) => r.path)).toEqual([]);
  });

  it('put each row in the block of its audience', () => {
    // Staff sign-in is the one console row open to nobody-yet.
    const misplaced = rows.filter(({ audience, path, e }) =>
      audience === 'staff'
        ? e.auth !== 'staff' && path !== 'admin/signin'
        : audience === 'seller'
          ? e.auth !== 'seller'
          : e.auth === 'staff' || e.auth === 'seller',
    );
    expect(misplaced.map((r) => `${r.audience} ${r.path}`)).toEqual([]);
  });
});
