import { ApiError, TEST_TRADE_PASSWORD } from '@app/testkit';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper.js';

describe('the shared scenarios (packages/testkit) through the typed client', () => {
  it('make a funded buyer with a trade password through the real flows, and the books balance', async () => {
    const t = await createTestApp();
    const buyer = await t.kit.buyer({ funds: 25, tradePassword: true });
    const wallet = await t.client.call('user_wallet/getWallet', {}, { token: buyer.token });
    expect(wallet.balance).toBe(25_00);
    expect(wallet.hasTradePassword).toBe(true);
    // The trade password the kit set is the one payments check.
    const transfer = await t.client.call(
      'user_wallet/transfer',
      { to: (await t.kit.buyer()).email, amount: '1', tradePassword: TEST_TRADE_PASSWORD },
      { token: buyer.token, idempotencyKey: crypto.randomUUID() },
    );
    expect(transfer).toBeTruthy();
    expect((await t.kit.verifyBooks()).ok).toBe(true);
  });

  it("rejects with the contract's ApiError carrying the server's error name and fields", async () => {
    const t = await createTestApp();
    const failure = await t.client
      .call('user/signin', { email: 'nobody', password: '' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, error: 'VALIDATION_FAILED' });
    expect((failure as ApiError).fields.map((f) => f.field)).toContain('email');
  });
});
