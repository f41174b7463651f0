import { DEMO_USDT } from '@app/testkit';
import type { createTestApp } from '#test/helper.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export const TRON_ADDRESS = 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm';

/** Wallet fixtures over the shared scenarios (`t.kit`): buyers with a trade password, their wallet, a saved address. */
export function walletKit(t: TestApp) {
  /** A buyer from the shared scenarios: trade password set (unless `trade: false`), `funds` whole dollars deposited. */
  function user(opts: { funds?: number; trade?: boolean } = {}) {
    return t.kit.buyer({ funds: opts.funds, tradePassword: opts.trade !== false });
  }

  function wallet(token: string) {
    return t.client.call('user_wallet/getWallet', {}, { token });
  }

  async function address(token: string) {
    const saved = await t.client.call(
      'user_wallet/saveAddress',
      { currencyId: DEMO_USDT, address: TRON_ADDRESS },
      { token },
    );
    return saved.id;
  }

  return { user, wallet, address };
}
