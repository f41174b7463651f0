import { SAVED_ADDRESSES_MAX } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USDT, TEST_TRADE_PASSWORD, freshTxHash } from '@app/testkit';
import { createTestApp } from '#test/helper.js';
import { sha256 } from '#server/lib/tokens.js';
import { TRON_ADDRESS, walletKit } from './wallet.test-kit.js';

const t = await createTestApp({ WITHDRAW_DUAL_APPROVAL_MINOR: '50000' });
const kit = walletKit(t);
afterEach(() => t.verifyBooks());

describe('currencies', () => {
  it('lists networks with their address, rate, minimums, fee and limit', async () => {
    const res = await t.call('chain/getCurrencyList', {});
    expect(res.body.data.list.map((c) => `${c.currency}/${c.network}`)).toEqual([
      'USDT/TRC20',
      'USDT/ERC20',
      'BTC/BTC',
    ]);
    expect(res.body.data.list[0]).toMatchObject({ rateMinorPerUnit: 100 });
  });
});

describe('deposits', () => {
  it('stay under review until staff approve, then credit at the recorded rate', async () => {
    const u = await kit.user();
    const dep = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '25.5', txHash: freshTxHash() },
      { token: u.token },
    );
    expect(dep.body.data).toMatchObject({ status: 'reviewing', creditAmount: 2550 });
    expect((await kit.wallet(u.token)).balance).toBe(0);
    await t.call(
      'admin/reviewDeposit',
      { id: dep.body.data.id, action: 'approve' },
      { token: await t.kit.staffToken() },
    );
    expect((await kit.wallet(u.token)).balance).toBe(2550);
    const list = await t.call('user_wallet/getDepositList', {}, { token: u.token });
    expect(list.body.data.list[0]!.status).toBe('approved');
  });

  it('converts other assets at the rate recorded with the deposit, rounding down', async () => {
    const u = await kit.user();
    const btc = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: 3, amount: '0.00123457', txHash: freshTxHash() },
      { token: u.token },
    );
    // 0.00123457 BTC x 60,000.00 USD = 74.0742 USD -> 74.07
    expect(btc.body.data).toMatchObject({ creditAmount: 7407, rateMinorPerUnit: 6_000_000 });
    await t.pool.query('update currencies set rate_minor_per_unit = 1 where id = 3');
    const staff = await t.kit.staffToken();
    const list = await t.call('admin/getDepositReviewList', { status: 'reviewing' }, { token: staff });
    const mine = list.body.data.list.find((d) => d.creditAmount === 7407)!;
    await t.call('admin/reviewDeposit', { id: mine.id, action: 'approve' }, { token: staff });
    await t.pool.query('update currencies set rate_minor_per_unit = 6000000 where id = 3');
    expect((await kit.wallet(u.token)).balance).toBe(7407);
  });

  it('approved twice at once by two staff members: credited once', async () => {
    const u = await kit.user();
    const dep = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '40', txHash: freshTxHash() },
      { token: u.token },
    );
    const [admin, finance] = [await t.kit.staffToken(), await t.kit.staffToken('finance@demo.local')];
    const answers = await Promise.all([
      t.call('admin/reviewDeposit', { id: dep.body.data.id, action: 'approve' }, { token: admin }),
      t.call('admin/reviewDeposit', { id: dep.body.data.id, action: 'approve' }, { token: finance }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await kit.wallet(u.token)).balance).toBe(4000);
  });

  it('a rejection needs a reason, which the user sees; nothing is credited', async () => {
    const u = await kit.user();
    const dep = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '10', txHash: freshTxHash() },
      { token: u.token },
    );
    const staff = await t.kit.staffToken();
    const noReason = await t.call(
      'admin/reviewDeposit',
      { id: dep.body.data.id, action: 'reject' },
      { token: staff },
    );
    expect(noReason.body.fields?.[0]?.field).toBe('reason');
    await t.call(
      'admin/reviewDeposit',
      { id: dep.body.data.id, action: 'reject', reason: 'No such transaction on chain' },
      { token: staff },
    );
    const list = await t.call('user_wallet/getDepositList', {}, { token: u.token });
    expect(list.body.data.list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such transaction on chain',
    });
    expect((await kit.wallet(u.token)).balance).toBe(0);
    const audit = await t.call('admin/getAuditList', { action: 'deposit.rejected' }, { token: staff });
    expect(audit.body.data.list[0]!.reason).toBe('No such transaction on chain');
  });

  it('a transaction hash can be submitted once only', async () => {
    const [a, b] = [await kit.user(), await kit.user()];
    const hash = freshTxHash();
    expect(
      (
        await t.call(
          'user_wallet/submitDeposit',
          { currencyId: DEMO_USDT, amount: '5', txHash: hash },
          { token: a.token },
        )
      ).status,
    ).toBe(200);
    const again = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '5', txHash: hash.toUpperCase() },
      { token: b.token },
    );
    expect(again.body.error).toBe('TX_HASH_USED');
  });

  it('one transaction in two spellings is one deposit: 0x prefix and case do not make a second', async () => {
    const [a, b] = [await kit.user(), await kit.user()];
    const hex = 'ab'.repeat(32);
    const first = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '5', txHash: `0x${hex.toUpperCase()}` },
      { token: a.token },
    );
    expect(first.body.data.txHash).toBe(hex);
    for (const spelling of [hex, `0X${hex}`, hex.toUpperCase()]) {
      const again = await t.call(
        'user_wallet/submitDeposit',
        { currencyId: DEMO_USDT, amount: '5', txHash: spelling },
        { token: b.token },
      );
      expect(again.body.error).toBe('TX_HASH_USED');
    }
    const { rows } = await t.pool.query(
      `select count(*)::int as n from deposits where lower(tx_hash) like $1`,
      [`%${hex}`],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a screenshot is one of the user’s own uploaded vouchers, never another’s file', async () => {
    const [a, b] = [await kit.user(), await kit.user()];
    const theirs = await t.uploadImage(b.token, 'voucher');
    const ownAvatar = await t.uploadImage(a.token, 'avatar');
    for (const screenshot of [theirs, ownAvatar, 'https://evil.example/receipt.png']) {
      const res = await t.call(
        'user_wallet/submitDeposit',
        { currencyId: DEMO_USDT, amount: '5', txHash: freshTxHash(), screenshot },
        { token: a.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields?.[0]).toMatchObject({
        field: 'screenshot',
        message: 'Please upload this image again',
      });
    }
    const mine = await t.uploadImage(a.token, 'voucher');
    const ok = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '5', txHash: freshTxHash(), screenshot: mine },
      { token: a.token },
    );
    expect(ok.status).toBe(200);
    const list = await t.call('user_wallet/getDepositList', {}, { token: a.token });
    expect(list.body.data.total).toBe(1);
  });

  it.each([
    ['-5', 'validation.amountPositive', 'The amount must be greater than zero'],
    ['0', 'validation.amountPositive', 'The amount must be greater than zero'],
    ['abc', 'validation.amount', 'Please enter a valid amount, such as 12.50'],
    ['1.1234567', 'validation.amountDecimals', 'Too many decimal places for this currency'],
    ['99999999999999', 'validation.amountTooLarge', 'The amount is too large'],
  ])('amount %s is refused, naming the field, and nothing is recorded', async (amount, _key, message) => {
    const u = await kit.user();
    const res = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount, txHash: freshTxHash() },
      { token: u.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.[0]).toMatchObject({ field: 'amount', message });
    const list = await t.call('user_wallet/getDepositList', {}, { token: u.token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses unknown currencies, amounts under the minimum and malformed hashes', async () => {
    const u = await kit.user();
    expect(
      (
        await t.call(
          'user_wallet/submitDeposit',
          { currencyId: 999, amount: '5', txHash: freshTxHash() },
          { token: u.token },
        )
      ).body.error,
    ).toBe('CURRENCY_NOT_FOUND');
    const small = await t.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '0.5', txHash: freshTxHash() },
      { token: u.token },
    );
    expect(small.body.error).toBe('AMOUNT_BELOW_MINIMUM');
    expect(small.body.message).toContain('1.000000 USDT');
    expect(
      (
        await t.call(
          'user_wallet/submitDeposit',
          { currencyId: DEMO_USDT, amount: '5', txHash: 'not a hash!' },
          { token: u.token },
        )
      ).body.fields?.[0]?.field,
    ).toBe('txHash');
  });
});

describe('the crypto-deposit switch', () => {
  it('turned off, every network shows deposits paused and refuses them', async () => {
    const off = await createTestApp({ FEATURE_CRYPTO_DEPOSITS: 'false' });
    const list = await off.call('chain/getCurrencyList', {});
    expect(list.body.data.list.every((c) => !c.depositEnabled)).toBe(true);
    const u = await off.kit.buyer();
    const res = await off.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '5', txHash: freshTxHash() },
      { token: u.token },
    );
    expect(res.body.error).toBe('DEPOSIT_DISABLED');
  });
});

describe('transfers', () => {
  it('move money between users with the trade password; both sides see it', async () => {
    const a = await kit.user({ funds: 100 });
    const b = await kit.user();
    const res = await t.call(
      'user_wallet/transfer',
      { to: b.email, amount: '30.25', tradePassword: TEST_TRADE_PASSWORD, remark: 'lunch' },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    // The answer names the recipient enough to recognise, never their full address.
    expect(res.body.data.counterparty.email).toBe(`${b.email[0]}***@example.com`);
    expect((await kit.wallet(a.token)).balance).toBe(6975);
    expect((await kit.wallet(b.token)).balance).toBe(3025);
    const inbox = await t.call('user_wallet/getUserTransferList', {}, { token: b.token });
    expect(inbox.body.data.list[0]).toMatchObject({
      direction: 'in',
      amount: 3025,
      counterparty: { email: `${a.email[0]}***@example.com` },
    });
    expect(JSON.stringify(inbox.body)).not.toContain(a.email);
    const byId = await t.call(
      'user_wallet/transfer',
      { to: String(b.user.id), amount: '1', tradePassword: TEST_TRADE_PASSWORD },
      { token: a.token },
    );
    expect(byId.status).toBe(200);
    const log = await t.call('user_wallet/getWalletLogList', { type: 'transfer' }, { token: a.token });
    expect(log.body.data.list.map((l) => l.amount)).toEqual([-100, -3025]);
  });

  it('refuse a wrong trade password, oneself, unknown recipients and more than the balance, moving nothing', async () => {
    const a = await kit.user({ funds: 10 });
    const b = await kit.user();
    const cases = [
      [{ to: b.email, amount: '1', tradePassword: '000000' }, 'TRADE_PASSWORD_WRONG'],
      [{ to: a.email, amount: '1', tradePassword: TEST_TRADE_PASSWORD }, 'TRANSFER_TO_SELF'],
      [{ to: 'nobody@example.com', amount: '1', tradePassword: TEST_TRADE_PASSWORD }, 'RECIPIENT_NOT_FOUND'],
      [{ to: b.email, amount: '10.01', tradePassword: TEST_TRADE_PASSWORD }, 'INSUFFICIENT_BALANCE'],
    ] as const;
    for (const [body, error] of cases) {
      expect((await t.call('user_wallet/transfer', body, { token: a.token })).body.error).toBe(error);
    }
    // Without the trade password nobody learns whether an address has an account.
    const probe = await t.call(
      'user_wallet/transfer',
      { to: 'nobody@example.com', amount: '1', tradePassword: '000000' },
      { token: a.token },
    );
    expect(probe.body.error).toBe('TRADE_PASSWORD_WRONG');
    const noTrade = await kit.user({ trade: false });
    expect(
      (
        await t.call(
          'user_wallet/transfer',
          { to: b.email, amount: '1', tradePassword: TEST_TRADE_PASSWORD },
          { token: noTrade.token },
        )
      ).body.error,
    ).toBe('TRADE_PASSWORD_NOT_SET');
    expect((await kit.wallet(a.token)).balance).toBe(1000);
    expect((await kit.wallet(b.token)).balance).toBe(0);
  });

  it('a retry with the same Idempotency-Key has one effect; the same key with another body is refused', async () => {
    const a = await kit.user({ funds: 50 });
    const b = await kit.user();
    const headers = { 'idempotency-key': 'pay-1' };
    const body = { to: b.email, amount: '5', tradePassword: TEST_TRADE_PASSWORD };
    const [first, second] = await Promise.all([
      t.call('user_wallet/transfer', body, { token: a.token, headers }),
      t.call('user_wallet/transfer', body, { token: a.token, headers }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    const retry = await t.call('user_wallet/transfer', body, { token: a.token, headers });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.status === 200 ? first.body : second.body);
    expect((await kit.wallet(b.token)).balance).toBe(500);
    // A first call that never finished frees its key after two minutes; a fresh one is waited for.
    await t.pool.query(
      `insert into idempotency_keys (user_id, key, path, request_hash) values ($1, 'stuck', 'user_wallet/transfer', $2)`,
      [a.user.id, sha256(`user_wallet/transfer\n${JSON.stringify(body)}`)],
    );
    const waiting = await t.call('user_wallet/transfer', body, {
      token: a.token,
      headers: { 'idempotency-key': 'stuck' },
    });
    expect(waiting.body.error).toBe('IDEMPOTENCY_IN_PROGRESS');
    await t.pool.query(
      `update idempotency_keys set created_at = now() - interval '3 minutes' where key = 'stuck'`,
    );
    const resumed = await t.call('user_wallet/transfer', body, {
      token: a.token,
      headers: { 'idempotency-key': 'stuck' },
    });
    expect(resumed.status).toBe(200);
    expect((await kit.wallet(b.token)).balance).toBe(1000);
    const other = await t.call('user_wallet/transfer', { ...body, amount: '6' }, { token: a.token, headers });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('withdrawals', () => {
  it('hold amount and fee while under review; a rejection releases them with the reason shown', async () => {
    const u = await kit.user({ funds: 100 });
    const addressId = await kit.address(u.token);
    await t.giveCode(u.email, 'withdraw', '4321');
    const res = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '20', code: '4321', tradePassword: TEST_TRADE_PASSWORD },
      { token: u.token },
    );
    expect(res.body.data).toMatchObject({ status: 'reviewing', fee: 100 });
    const held = await kit.wallet(u.token);
    expect(held).toMatchObject({ balance: 7900, frozen: 2100 });
    expect(held.holds.map((h) => [h.reason, h.referenceId])).toEqual([
      ['withdrawal_review', String(res.body.data.id)],
      ['withdrawal_review', String(res.body.data.id)],
    ]);
    await t.call(
      'admin/reviewWithdraw',
      { id: res.body.data.id, action: 'reject', reason: 'Address on a sanctions list' },
      { token: await t.kit.staffToken() },
    );
    expect(await kit.wallet(u.token)).toMatchObject({ balance: 10000, frozen: 0 });
    const list = await t.call('user_wallet/getWithdrawList', {}, { token: u.token });
    expect(list.body.data.list[0]!.rejectReason).toBe('Address on a sanctions list');
  });

  it('an approval pays out the hold; large amounts need a second, different approver', async () => {
    const u = await kit.user({ funds: 900 });
    const addressId = await kit.address(u.token);
    await t.giveCode(u.email, 'withdraw', '1111');
    const small = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '100', code: '1111', tradePassword: TEST_TRADE_PASSWORD },
      { token: u.token },
    );
    const admin = await t.kit.staffToken();
    await t.call('admin/reviewWithdraw', { id: small.body.data.id, action: 'approve' }, { token: admin });
    expect(await kit.wallet(u.token)).toMatchObject({ balance: 79900, frozen: 0 });

    await t.giveCode(u.email, 'withdraw', '2222');
    const large = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '600', code: '2222', tradePassword: TEST_TRADE_PASSWORD },
      { token: u.token },
    );
    const first = await t.call(
      'admin/reviewWithdraw',
      { id: large.body.data.id, action: 'approve' },
      { token: admin },
    );
    expect(first.body.data).toMatchObject({
      status: 'reviewing',
      approvals: 1,
      approvalsNeeded: 2,
      firstApprover: { name: 'Demo Admin' },
    });
    expect(
      (await t.call('admin/reviewWithdraw', { id: large.body.data.id, action: 'approve' }, { token: admin }))
        .body.error,
    ).toBe('REVIEW_SAME_APPROVER');
    const second = await t.call(
      'admin/reviewWithdraw',
      { id: large.body.data.id, action: 'approve' },
      { token: await t.kit.staffToken('finance@demo.local') },
    );
    expect(second.body.data.status).toBe('approved');
    expect(await kit.wallet(u.token)).toMatchObject({ balance: 19800, frozen: 0 });
  });

  it('a retried withdrawal with the same key makes one hold', async () => {
    const u = await kit.user({ funds: 100 });
    const addressId = await kit.address(u.token);
    await t.giveCode(u.email, 'withdraw', '5555');
    const headers = { 'idempotency-key': 'wd-retry-1' };
    const body = { addressId, amount: '10', code: '5555', tradePassword: TEST_TRADE_PASSWORD };
    const first = await t.call('user_wallet/withdraw', body, { token: u.token, headers });
    const retry = await t.call('user_wallet/withdraw', body, { token: u.token, headers });
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await kit.wallet(u.token)).frozen).toBe(1100);
  });

  it('enforce the minimum, the 24-hour limit, the email code and the address format', async () => {
    const u = await kit.user({ funds: 10_020 });
    const addressId = await kit.address(u.token);
    await t.giveCode(u.email, 'withdraw', '7777');
    const tooSmall = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '9.99', code: '7777', tradePassword: TEST_TRADE_PASSWORD },
      { token: u.token },
    );
    expect(tooSmall.body.error).toBe('AMOUNT_BELOW_MINIMUM');
    const overLimit = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '10000.01', code: '7777', tradePassword: TEST_TRADE_PASSWORD },
      { token: u.token },
    );
    expect(overLimit.body.error).toBe('WITHDRAW_LIMIT_EXCEEDED');
    expect(overLimit.body.message).toContain('10000.00');
    const wrongCode = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '10', code: '0000', tradePassword: TEST_TRADE_PASSWORD },
      { token: u.token },
    );
    expect(wrongCode.body.error).toBe('CODE_INVALID');
    const bad = await t.call(
      'user_wallet/saveAddress',
      { currencyId: DEMO_USDT, address: '0x1234' },
      { token: u.token },
    );
    expect(bad.body).toMatchObject({ error: 'ADDRESS_INVALID' });
    expect(bad.body.fields?.[0]?.field).toBe('address');
    expect((await kit.wallet(u.token)).frozen).toBe(0);
  });

  it(`at most ${SAVED_ADDRESSES_MAX} saved addresses, like shipping addresses`, async () => {
    const u = await kit.user();
    await t.pool.query(
      `insert into wallet_addresses (user_id, currency_id, address) select $1, $2, $3 || g from generate_series(1, $4) g`,
      [u.user.id, DEMO_USDT, TRON_ADDRESS, SAVED_ADDRESSES_MAX],
    );
    const res = await t.call(
      'user_wallet/saveAddress',
      { currencyId: DEMO_USDT, address: TRON_ADDRESS },
      { token: u.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.[0]).toMatchObject({
      field: 'address',
      message: `You can save up to ${SAVED_ADDRESSES_MAX} addresses. Delete one first.`,
    });
    const { rows } = await t.pool.query(
      'select count(*)::int as n from wallet_addresses where user_id = $1',
      [u.user.id],
    );
    expect(rows[0].n).toBe(SAVED_ADDRESSES_MAX);
  });

  it('addresses belong to their owner', async () => {
    const a = await kit.user();
    const b = await kit.user();
    const id = await kit.address(a.token);
    expect((await t.call('user_wallet/getWalletAddressInfo', { id }, { token: b.token })).status).toBe(404);
    expect((await t.call('user_wallet/delWalletAddress', { id }, { token: b.token })).status).toBe(404);
    const mine = await t.call('user_wallet/getWalletAddressInfo', { id }, { token: a.token });
    expect(mine.body.data.address).toBe(TRON_ADDRESS);
    expect((await t.call('user_wallet/delWalletAddress', { id }, { token: a.token })).status).toBe(200);
  });
});

describe('records', () => {
  it('show deposits, transfers, holds and fees with their signs and states', async () => {
    const a = await kit.user({ funds: 60 });
    const b = await kit.user();
    await t.call(
      'user_wallet/transfer',
      { to: b.email, amount: '10', tradePassword: TEST_TRADE_PASSWORD },
      { token: a.token },
    );
    const addressId = await kit.address(a.token);
    await t.giveCode(a.email, 'withdraw', '8888');
    await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '20', code: '8888', tradePassword: TEST_TRADE_PASSWORD },
      { token: a.token },
    );
    const log = await t.call('user_wallet/getWalletLogList', {}, { token: a.token });
    expect(log.body.data.list.map((l) => [l.type, l.amount, l.status])).toEqual([
      ['fee', -100, 'pending'],
      ['withdrawal', -2000, 'pending'],
      ['transfer', -1000, 'posted'],
      ['deposit', 6000, 'posted'],
    ]);
    const [fee, withdrawal, transfer, deposit] = log.body.data.list.map((l) => l.detail);
    expect(fee).toMatchObject({ currency: 'USDT', network: 'TRC20', address: TRON_ADDRESS });
    expect(withdrawal).toMatchObject({ address: TRON_ADDRESS });
    // Masked: a wallet record never shows another user's full address.
    expect(transfer).toMatchObject({ counterpartyEmail: `${b.email[0]}***@example.com` });
    expect(deposit).toMatchObject({ currency: 'USDT', network: 'TRC20', assetAmount: 60_000_000, scale: 6 });
    expect((await kit.wallet(a.token)).withdrawnToday).toBe(2000);
    const income = await t.call('user_wallet/getReceiveList', {}, { token: b.token });
    expect(income.body.data.list.map((l) => l.amount)).toEqual([1000]);
  });
});

describe('ledger view', () => {
  it('lists accounts and a user statement, and proves the books balance', async () => {
    const a = await kit.user({ funds: 5 });
    const staff = await t.kit.staffToken();
    const statement = await t.call('admin/getLedgerTransferList', { userId: a.user.id }, { token: staff });
    expect(statement.body.data.list[0]).toMatchObject({
      kind: 'deposit',
      debitAccount: `platform:clearing:crypto:${DEMO_USDT}`,
      creditAccount: `user:${a.user.id}:available`,
    });
    const verified = await t.call('admin/verifyLedger', {}, { token: staff });
    expect(verified.body.data).toMatchObject({ ok: true, imbalance: 0 });
    expect(
      (await t.call('admin/verifyLedger', {}, { token: await t.kit.staffToken('support@demo.local') }))
        .status,
    ).toBe(403);
  });
});
