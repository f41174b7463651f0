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
const SELLER_READ = { auth: 'seller', readOnly: true } as const;

// The gate on its own, for every status (the seller center's calls are tested in their modules).
describe("the seller gate ('seller' auth)", () => {
  it("resolves the caller's own store while it may operate (normal, exception, frozen)", async () => {
    const t = await createTestApp();
    const mall = mallKit(t);
    for (const status of ['normal', 'exception', 'frozen'] as const) {
      const store = await mall.store({ status });
      const call = callWith(store.seller.token);
      await authenticate(t.ctx, 'user/getUserInfo', call, SELLER);
      expect(call.user?.id).toBe(store.ownerId);
      expect(call.store?.id).toBe(store.id);
    }
  });

  it('keeps a disabled store read-only: reads pass, changes are refused', async () => {
    const t = await createTestApp();
    const mall = mallKit(t);
    const disabled = await mall.store({ status: 'disabled' });
    const read = callWith(disabled.seller.token);
    await authenticate(t.ctx, 'user/getUserInfo', read, SELLER_READ);
    expect(read.store?.id).toBe(disabled.id);
    const write = callWith(disabled.seller.token);
    await expect(authenticate(t.ctx, 'user/getUserInfo', write, SELLER)).rejects.toMatchObject({
      errorName: 'STORE_DISABLED',
    });
    expect(write.store).toBeUndefined();
  });

  it('refuses a buyer with no store', async () => {
    const t = await createTestApp();
    const buyer = await t.kit.buyer();
    for (const endpoint of [SELLER, SELLER_READ]) {
      const call = callWith(buyer.token);
      await expect(authenticate(t.ctx, 'user/getUserInfo', call, endpoint)).rejects.toMatchObject({
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
