import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { createTestApp } from '#test/helper.js';
import { walletKit } from './wallet.test-kit.js';

const t = await createTestApp();
const kit = walletKit(t);

/** A funded user with a trade password, a saved address, and a store they opened. */
async function seller() {
  const u = await kit.user({ funds: 100 });
  const opened = await t.call(
    'user/openStore',
    {
      storeName: 'Withdraw Test Shop',
      storeAddress: '1 Market Street',
      country: 'Portugal',
      whatsapp: '+351 912 345 678',
    },
    { token: u.token },
  );
  expect(opened.status).toBe(200);
  return { ...u, addressId: await kit.address(u.token) };
}

async function withdraw(u: { token: string; email: string; addressId: number }, code: string) {
  await t.giveCode(u.email, 'withdraw', code);
  return t.call(
    'user_wallet/withdraw',
    { addressId: u.addressId, amount: '20', code, tradePassword: TEST_TRADE_PASSWORD },
    { token: u.token, lang: 'de' },
  );
}

describe('a seller’s withdrawals wait for real-name authentication (issue 13 part 8)', () => {
  it('refuses a store owner until the check has passed, holding nothing; then the withdrawal goes to review', async () => {
    const s = await seller();
    const before = await kit.wallet(s.token);
    const refused = await withdraw(s, '1111');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('REAL_NAME_REQUIRED');
    expect(refused.body.message).not.toBe('REAL_NAME_REQUIRED');
    expect(await kit.wallet(s.token)).toMatchObject({ balance: before.balance, frozen: before.frozen });

    // Under review is not passed yet.
    const form = {
      type: 'personal' as const,
      realName: 'Rui Costa',
      idNumber: 'pt778899',
      idFront: await t.uploadImage(s.token, 'auth'),
      idBack: await t.uploadImage(s.token, 'auth'),
    };
    const sent = await t.call('user/saveAuth', form, { token: s.token });
    expect(sent.status).toBe(200);
    expect((await withdraw(s, '2222')).body.error).toBe('REAL_NAME_REQUIRED');

    const admin = await t.kit.staffToken();
    const queue = await t.call('admin/getAuthList', { status: 'reviewing' }, { token: admin });
    const row = queue.body.data.list.find((r) => r.user.email === s.email)!;
    expect(
      (await t.call('admin/reviewAuth', { id: row.id, action: 'approve' }, { token: admin })).status,
    ).toBe(200);
    const ok = await withdraw(s, '3333');
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('reviewing');
    await t.verifyBooks();
  });

  it('a buyer without a store withdraws without a real-name check, as before', async () => {
    const u = await kit.user({ funds: 100 });
    const res = await withdraw({ ...u, addressId: await kit.address(u.token) }, '4444');
    expect(res.status).toBe(200);
  });
});
