import { describe, expect, it } from 'vitest';
import { api, type ApiPath } from '@app/contract';
import { createTestApp } from '#test/helper.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';

const t = await createTestApp();
const staff = contentKit(t);

/** Every call of the seller center (the contract's `auth: 'seller'` rows). */
const SELLER_CALLS = (Object.keys(api) as ApiPath[]).filter((p) => api[p].auth === 'seller');

// The one seller gate (LAYOUT.md): whoever is not a signed-in owner of a store that may operate
// is refused before the body is even read, on every seller call.
describe('every seller call refuses whoever is not a store’s owner', () => {
  it('knows the seller calls', () => {
    expect(SELLER_CALLS.length).toBeGreaterThanOrEqual(13);
    expect(SELLER_CALLS).toEqual(expect.arrayContaining(['store/getDashboard', 'store/purchaseOrder']));
  });

  it('a visitor, a buyer without a store and every staff role get 401 or 403 from each', async () => {
    const buyer = await t.kit.buyer();
    const callers: [string, string | undefined, number][] = [
      ['visitor', undefined, 401],
      ['buyer without a store', buyer.token, 403],
      ...(await Promise.all(
        (['admin', 'reviewer', 'finance', 'support', 'content'] as const).map(
          async (role): Promise<[string, string, number]> => [
            `staff ${role}`,
            await staff.tokenOf(role),
            401,
          ],
        ),
      )),
    ];
    const wrong: string[] = [];
    for (const path of SELLER_CALLS)
      for (const [who, token, status] of callers) {
        const res = await t.call(path, {} as never, token ? { token } : {});
        if (res.status !== status) wrong.push(`${path} as ${who}: ${res.status}`);
      }
    expect(wrong).toEqual([]);
  });
});
