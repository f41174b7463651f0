import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CallContext } from '#server/context.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';
import { authenticate } from './api.js';

/** A call as the API plugin builds it, with the caller's bearer token (if any). */
function callWith(token?: string): CallContext {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return { request: { headers } as FastifyRequest, locale: 'en', ip: '127.0.0.1' };
}

const SELLER = { auth: 'seller' } as const;

// No endpoint is `auth: 'seller'` yet (the seller center brings them); the gate is tested directly.
describe("the seller gate ('seller' auth)", () => {
  it("resolves the caller's own store when it may operate (normal, or flagged exception)", async () => {
    const t = await createTestApp();
    const mall = mallKit(t);
    for (const status of ['normal', 'exception'] as const) {
      const store = await mall.store({ status });
      const call = callWith(store.seller.token);
      await authenticate(t.ctx, 'user/getUserInfo', call, SELLER);
      expect(call.user?.id).toBe(store.ownerId);
      expect(call.store?.id).toBe(store.id);
    }
  });

  it('refuses a frozen or disabled store, and a buyer with no store', async () => {
    const t = await createTestApp();
    const mall = mallKit(t);
    const frozen = await mall.store({ status: 'frozen' });
    const disabled = await mall.store({ status: 'disabled' });
    const buyer = await t.kit.buyer();
    for (const token of [frozen.seller.token, disabled.seller.token, buyer.token]) {
      const call = callWith(token);
      await expect(authenticate(t.ctx, 'user/getUserInfo', call, SELLER)).rejects.toMatchObject({
        errorName: 'FORBIDDEN',
      });
      expect(call.store).toBeUndefined();
    }
  });

  it('refuses a visitor and a staff token as not signed in', async () => {
    const t = await createTestApp();
    for (const token of [undefined, await t.kit.staffToken()]) {
      await expect(authenticate(t.ctx, 'user/getUserInfo', callWith(token), SELLER)).rejects.toMatchObject({
        errorName: 'UNAUTHORIZED',
      });
    }
  });
});
