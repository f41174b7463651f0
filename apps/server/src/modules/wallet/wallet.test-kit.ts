import type { createTestApp } from '#test/helper.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export const TRC20 = 1; // the seeded USDT on TRC20 (1:1, scale 6)
export const TRADE = '135790';
export const TRON_ADDRESS = 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm';

let hashes = 0;
export const txHash = () =>
  `${Date.now().toString(16)}${(++hashes).toString(16).padStart(8, '0')}${'a'.repeat(40)}`.slice(0, 64);

/** Wallet helpers for tests: funded users, a trade password, deposits approved by staff. */
export function walletKit(t: TestApp) {
  let staff: string | undefined;
  const staffToken = async () => (staff ??= await t.staffToken());

  async function user(opts: { funds?: number; trade?: boolean } = {}) {
    const u = await t.signup();
    if (opts.trade !== false) {
      // The first trade password is set with an email code (decision 0019).
      await t.giveCode(u.email, 'tradePassword', '2468');
      const res = await t.call(
        'user/updateTradePwd',
        { tradePassword: TRADE, confirmTradePassword: TRADE, code: '2468' },
        { token: u.token },
      );
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    }
    if (opts.funds) await fund(u.token, opts.funds);
    return u;
  }

  /** Deposits `usd` whole dollars of USDT and has staff approve it. */
  async function fund(token: string, usd: number) {
    const dep = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: TRC20, amount: String(usd), txHash: txHash() },
      { token },
    );
    if (dep.status !== 200) throw new Error(JSON.stringify(dep.body));
    const ok = await t.call(
      'admin/reviewDeposit',
      { id: dep.body.data.id, action: 'approve' },
      { token: await staffToken() },
    );
    if (ok.status !== 200) throw new Error(JSON.stringify(ok.body));
    return dep.body.data.id;
  }

  async function wallet(token: string) {
    const res = await t.call('user_wallet/getWallet', {}, { token });
    return res.body.data;
  }

  async function address(token: string) {
    const res = await t.call(
      'user_wallet/saveAddress',
      { currencyId: TRC20, address: TRON_ADDRESS },
      { token },
    );
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.id;
  }

  return { user, fund, wallet, address, staffToken };
}
