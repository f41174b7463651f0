import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { DEMO_BUYER, DEMO_BUYER_OPENING_MINOR } from './seed.js';

const t = await createTestApp();

describe('demo opening balances', () => {
  it('the demo buyer can shop at once: the balance is a recorded deposit in the wallet records', async () => {
    const signin = await t.call('user/signin', {
      email: DEMO_BUYER.email,
      password: DEMO_BUYER.password,
    });
    const token = signin.body.data.token;
    const wallet = await t.call('user_wallet/getWallet', {}, { token });
    expect(wallet.body.data.balance).toBe(DEMO_BUYER_OPENING_MINOR);
    const log = await t.call('user_wallet/getWalletLogList', {}, { token });
    expect(log.status).toBe(200);
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ type: 'deposit', amount: DEMO_BUYER_OPENING_MINOR }),
    ]);
    await t.verifyBooks();
  });
});
