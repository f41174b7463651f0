import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';

const t = await createTestApp();
const kit = walletKit(t);
afterEach(() => t.verifyBooks());

describe('bank-card top-up', () => {
  it('step 1 lists the bank channels; step 2 reports the payment; staff complete it and the wallet is credited', async () => {
    const u = await kit.user();
    const channels = await t.call('bank/getChannelList', {}, { token: u.token });
    expect(channels.body.data.list.map((c) => [c.currency, c.region])).toEqual([
      ['USD', 'us'],
      ['EUR', 'europe'],
    ]);
    const voucher = await t.uploadImage(u.token, 'voucher');
    const eur = channels.body.data.list[1]!;
    const sent = await t.call(
      'bank/submitRecharge',
      { channelId: eur.id, amount: '250', receiptNo: 'SEPA-2026-001', voucher },
      { token: u.token },
    );
    // 250.00 EUR at 1.08 = 270.00 USD
    expect(sent.body.data).toMatchObject({ status: 'requesting', creditAmount: 27_000 });
    const staff = await t.kit.staffToken();
    const queue = await t.call('admin/getRechargeReviewList', { status: 'requesting' }, { token: staff });
    expect(queue.body.data.list[0]).toMatchObject({ id: sent.body.data.id, voucher });
    const done = await t.call(
      'admin/reviewRecharge',
      { id: sent.body.data.id, action: 'approve' },
      { token: staff },
    );
    expect(done.body.data.status).toBe('completed');
    expect((await kit.wallet(u.token)).balance).toBe(27_000);
    const log = await t.call('user_wallet/getWalletLogList', {}, { token: u.token });
    expect(log.body.data.list[0]).toMatchObject({
      type: 'deposit',
      detail: { channel: 'SEPA transfer (EUR)', currency: 'EUR', assetAmount: 25_000, scale: 2 },
    });
    expect(
      (await t.call('admin/reviewRecharge', { id: sent.body.data.id, action: 'approve' }, { token: staff }))
        .body.error,
    ).toBe('REVIEW_ALREADY_DONE');
  });

  it('a request can be cancelled while requesting, and a rejection carries its reason', async () => {
    const u = await kit.user();
    const voucher = await t.uploadImage(u.token, 'voucher');
    const a = await t.call(
      'bank/submitRecharge',
      { channelId: 1, amount: '100', receiptNo: 'R1', voucher },
      { token: u.token },
    );
    const cancelled = await t.call('bank/cancelRecharge', { id: a.body.data.id }, { token: u.token });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await t.call('bank/cancelRecharge', { id: a.body.data.id }, { token: u.token })).body.error).toBe(
      'RECHARGE_NOT_CANCELLABLE',
    );
    const b = await t.call(
      'bank/submitRecharge',
      { channelId: 1, amount: '100', receiptNo: 'R2', voucher },
      { token: u.token },
    );
    await t.call(
      'admin/reviewRecharge',
      { id: b.body.data.id, action: 'reject', reason: 'Voucher unreadable' },
      { token: await t.kit.staffToken() },
    );
    const mine = await t.call('bank/getRechargeList', {}, { token: u.token });
    expect(mine.body.data.list.map((r) => [r.status, r.rejectReason])).toEqual([
      ['rejected', 'Voucher unreadable'],
      ['cancelled', null],
    ]);
    expect((await kit.wallet(u.token)).balance).toBe(0);
  });

  it('refuses missing fields, amounts under the minimum, and vouchers that are not the user’s uploaded image', async () => {
    const u = await kit.user();
    const other = await kit.user();
    const empty = await t.call(
      'bank/submitRecharge',
      { channelId: 1, amount: '', receiptNo: '', voucher: '' },
      { token: u.token },
    );
    expect(empty.body.fields?.map((f) => f.field).sort()).toEqual(['amount', 'receiptNo', 'voucher']);
    const voucher = await t.uploadImage(u.token, 'voucher');
    expect(
      (
        await t.call(
          'bank/submitRecharge',
          { channelId: 1, amount: '49.99', receiptNo: 'R', voucher },
          { token: u.token },
        )
      ).body.error,
    ).toBe('AMOUNT_BELOW_MINIMUM');
    const foreign = await t.call(
      'bank/submitRecharge',
      { channelId: 1, amount: '60', receiptNo: 'R', voucher },
      { token: other.token },
    );
    expect(foreign.body).toMatchObject({ error: 'VOUCHER_INVALID' });
    const outside = await t.call(
      'bank/submitRecharge',
      { channelId: 1, amount: '60', receiptNo: 'R', voucher: 'https://evil.test/x.png' },
      { token: u.token },
    );
    expect(outside.body.fields?.[0]?.field).toBe('voucher');
    const list = await t.call('bank/getRechargeList', {}, { token: other.token });
    expect(list.body.data.total).toBe(0);
  });

  it('answers "No bank channel available" when staff disable every channel; configuration changes are audited', async () => {
    const staff = await t.kit.staffToken();
    const u = await kit.user();
    const all = await t.call('admin/getBankChannelConfigList', {}, { token: staff });
    for (const c of all.body.data.list) {
      expect((await t.call('admin/saveBankChannel', { ...c, enabled: false }, { token: staff })).status).toBe(
        200,
      );
    }
    const none = await t.call('bank/getChannelList', {}, { token: u.token });
    expect(none.body).toMatchObject({ error: 'NO_BANK_CHANNEL', message: 'No bank channel available' });
    for (const c of all.body.data.list)
      await t.call('admin/saveBankChannel', { ...c, enabled: true }, { token: staff });
    const audit = await t.call('admin/getAuditList', { action: 'bank_channel.changed' }, { token: staff });
    expect(audit.body.data.total).toBe(all.body.data.list.length * 2);
  });

  it('staff change a currency: the new minimum applies at once and the change is audited', async () => {
    const staff = await t.kit.staffToken();
    const list = await t.call('chain/getCurrencyList', {});
    const usdt = list.body.data.list[0]!;
    const saved = await t.call('admin/saveCurrency', { ...usdt, minDeposit: 5_000_000 }, { token: staff });
    expect(saved.body.data.minDeposit).toBe(5_000_000);
    const u = await kit.user();
    const small = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: usdt.id, amount: '4', txHash: 'f'.repeat(64) },
      { token: u.token },
    );
    expect(small.body.error).toBe('AMOUNT_BELOW_MINIMUM');
    await t.call('admin/saveCurrency', usdt, { token: staff });
    const bad = await t.call('admin/saveCurrency', { ...usdt, addressPattern: '([' }, { token: staff });
    expect(bad.body.fields?.[0]?.field).toBe('addressPattern');
    expect(
      (await t.call('admin/saveCurrency', usdt, { token: await t.kit.staffToken('support@demo.local') }))
        .status,
    ).toBe(403);
  });
});
