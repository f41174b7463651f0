import { addDays, loanInterest, type AdminLoanInfo, type LoanDetail } from '@app/contract';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { hashPassword } from '#server/lib/password.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { staffRepository } from '#server/modules/staff/staff.repository.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { accrueLoans } from './accrue-loans.flow.js';

const t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '10000' });
const mall = mallKit(t);
const wallet = walletKit(t);
const admin = await t.kit.staffToken();
const finance = await t.kit.staffToken('finance@demo.local');
const support = await t.kit.staffToken('support@demo.local');
const content = await t.kit.staffToken('content@demo.local');
await staffRepository.upsert(t.db, {
  email: 'reviewer@loans.test',
  passwordHash: await hashPassword('Demo12345'),
  name: 'Loan Reviewer',
  roles: ['reviewer'],
});
const reviewer = await t.kit.staffToken('reviewer@loans.test', 'Demo12345');

let keys = 0;
const key = () => ({ 'idempotency-key': `loan-test-${Date.now()}-${keys++}` });
const fields = (body: { fields?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]));
const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.pool.query<{ n: string }>(sql, params)).rows[0]!.n);

/** A product like the demo's: 30, 60 or 90 days at 6.25 %, 0.05 % a day late, at most 10 %. */
async function product(over: Record<string, unknown> = {}) {
  const res = await t.call(
    'admin/saveLoanProduct',
    {
      termDays: [30, 60, 90],
      annualRateBp: 625,
      lateFee: { kind: 'percent', value: 5, capBp: 1_000 },
      minAmount: '500',
      maxAmount: '500000',
      minStoreLevel: 0,
      active: true,
      reason: 'Loan tests',
      ...over,
    },
    { token: admin },
  );
  expect(res.status).toBe(200);
  return res.body.data;
}
const standard = await product();

/** A store owner whose real-name authentication staff passed, through the real flows. */
async function borrower(
  opts: { funds?: number; status?: 'normal' | 'frozen' | 'disabled'; passed?: boolean } = {},
) {
  const store = await mall.store({ status: opts.status ?? 'normal' });
  const seller = store.seller;
  if (opts.funds) await t.kit.fund(seller.token, opts.funds);
  await t.kit.setTradePassword(seller);
  if (opts.passed !== false) {
    await t.call(
      'user/saveAuth',
      {
        type: 'personal',
        realName: 'Ada Borrower',
        idNumber: 'AB123456',
        idFront: await t.uploadImage(seller.token, 'auth'),
        idBack: await t.uploadImage(seller.token, 'auth'),
      },
      { token: seller.token },
    );
    const { rows } = await t.pool.query('select id from user_auths where user_id = $1', [seller.user.id]);
    const passed = await t.call('admin/reviewAuth', { id: rows[0].id, action: 'approve' }, { token: admin });
    expect(passed.status).toBe(200);
  }
  return { ...seller, store };
}
type Borrower = Awaited<ReturnType<typeof borrower>>;

async function form(b: Borrower, amount = 10_000, termDays = 30, p = standard) {
  const minor = amount * 100;
  const interest = loanInterest(minor, p.annualRateBp, termDays);
  return {
    productId: p.id,
    amount: String(amount),
    termDays,
    nationality: 'GB',
    applicantName: 'Ada Borrower',
    idNumber: 'ab123456',
    idFront: await t.uploadImage(b.token, 'auth'),
    idBack: await t.uploadImage(b.token, 'auth'),
    idHolding: await t.uploadImage(b.token, 'auth'),
    agree: true as const,
    shown: { annualRateBp: p.annualRateBp, interest, total: minor + interest },
  };
}

async function apply(b: Borrower, amount = 10_000, termDays = 30, p = standard) {
  const res = await t.call('loan/apply', await form(b, amount, termDays, p), {
    token: b.token,
    headers: key(),
  });
  expect(res.status).toBe(200);
  return res.body.data as LoanDetail;
}

async function approved(b: Borrower, amount = 10_000, termDays = 30) {
  const loan = await apply(b, amount, termDays);
  const res = await t.call('admin/reviewLoan', { id: loan.id, action: 'approve' }, { token: reviewer });
  expect(res.status).toBe(200);
  return res.body.data as AdminLoanInfo;
}

const info = async (b: Borrower, id: number) =>
  (await t.call('loan/getLoanInfo', { id }, { token: b.token })).body.data as LoanDetail;
const balance = async (b: Borrower) => (await wallet.wallet(b.token)).balance;

/** Moves a disbursed loan's days back: as if it had started `days` days ago. */
async function started(loanId: number, days: number) {
  await t.pool.query(
    `update loans set start_day = start_day - $2::int, due_day = due_day - $2::int,
       accrued_through = accrued_through - $2::int where id = $1`,
    [loanId, days],
  );
}

describe('loan/getLoanTerms', () => {
  it('shows the products with their figures and says why the caller may not apply', async () => {
    expect((await t.call('loan/getLoanTerms', {})).status).toBe(401);
    const buyer = await t.kit.buyer();
    const terms = (await t.call('loan/getLoanTerms', {}, { token: buyer.token })).body.data;
    expect(terms).toMatchObject({ enabled: true, timeZone: 'UTC', daysInYear: 365, hasStore: false });
    expect(terms.allocationOrder).toEqual(['fees', 'interest', 'principal']);
    const mine = terms.products.find((p: { id: number }) => p.id === standard.id);
    expect(mine).toMatchObject({
      termDays: [30, 60, 90],
      annualRateBp: 625,
      lateFee: { kind: 'percent', value: 5, capBp: 1_000 },
      minAmount: 50_000,
      maxAmount: 50_000_000,
      eligible: false,
      ineligibleReason: 'noStore',
    });
    const unchecked = await borrower({ passed: false });
    const t2 = (await t.call('loan/getLoanTerms', {}, { token: unchecked.token })).body.data;
    expect(t2.products.find((p) => p.id === standard.id)?.ineligibleReason).toBe('realName');
    const ok = await borrower();
    const t3 = (await t.call('loan/getLoanTerms', {}, { token: ok.token })).body.data;
    expect(t3.products.find((p: { id: number }) => p.id === standard.id)).toMatchObject({ eligible: true });
    expect(t3.agreementVersion).toBe(1);
  });
});

describe('loan/apply', () => {
  it('records the application with the figures shown, once per key, and tells the borrower', async () => {
    const b = await borrower();
    const body = await form(b);
    const headers = key();
    const [one, two] = await Promise.all([
      t.call('loan/apply', body, { token: b.token, headers }),
      t.call('loan/apply', body, { token: b.token, headers }),
    ]);
    expect([one.status, two.status].sort()).toEqual(expect.arrayContaining([200]));
    expect(await count('select count(*) n from loans where user_id = $1', [b.user.id])).toBe(1);
    const loan = (one.status === 200 ? one : two).body.data as LoanDetail;
    expect(loan).toMatchObject({
      status: 'applying',
      amount: 1_000_000,
      termDays: 30,
      annualRateBp: 625,
      interest: 5_137,
      total: 1_005_137,
      nationality: 'GB',
      idNumber: 'AB123456',
      agreementVersion: 1,
      remaining: 0,
      schedule: [],
    });
    expect(loan.loanNo).toMatch(/^LN\d{8}$/);
    expect(loan.entries.map((e) => e.kind)).toEqual(['applied']);
    expect((await t.latestNotice(b.email)).subject).toContain(loan.loanNo);
    // Another application while this one waits: one at a time.
    const again = await t.call('loan/apply', await form(b), { token: b.token, headers: key() });
    expect(again.body.error).toBe('LOAN_OPEN_EXISTS');
  });

  it('refuses each bad field with its message, naming it, and writes nothing', async () => {
    const b = await borrower();
    const empty = await t.call('loan/apply', {}, { token: b.token, headers: key() });
    expect(empty.status).toBe(400);
    expect(Object.keys(fields(empty.body))).toEqual(
      expect.arrayContaining([
        'productId',
        'amount',
        'termDays',
        'nationality',
        'applicantName',
        'idNumber',
        'idFront',
        'idBack',
        'idHolding',
        'agree',
        'shown',
      ]),
    );
    expect(fields(empty.body).agree).toBe('Please read carefully and tick to agree');
    const good = await form(b);
    const bad = async (over: Record<string, unknown>) =>
      t.call('loan/apply', { ...good, ...over }, { token: b.token, headers: key() });
    expect(fields((await bad({ amount: '499.99' })).body).amount).toBe(
      'Enter an amount from $500.00 to $500,000.00',
    );
    expect(fields((await bad({ amount: '500000.01' })).body).amount).toBe(
      'Enter an amount from $500.00 to $500,000.00',
    );
    expect(fields((await bad({ amount: 'ten' })).body).amount).toBeTruthy();
    expect(fields((await bad({ termDays: 45 })).body).termDays).toBe(
      'Choose one of the terms this loan offers',
    );
    expect(fields((await bad({ nationality: 'Atlantis' })).body).nationality).toBeTruthy();
    expect(fields((await bad({ applicantName: '  ' })).body).applicantName).toBe(
      'Applicant name is required',
    );
    expect(fields((await bad({ idNumber: '#' })).body).idNumber).toBeTruthy();
    expect(fields((await bad({ agree: false })).body).agree).toBe('Please read carefully and tick to agree');
    // A photo that is not the caller's own private upload.
    const other = await t.kit.buyer();
    const foreign = await t.uploadImage(other.token, 'auth');
    const stolen = await bad({ idHolding: foreign, idFront: '/media/goods/test.webp' });
    expect(Object.keys(fields(stolen.body)).sort()).toEqual(['idFront', 'idHolding']);
    // In Chinese too.
    const zh = await t.call(
      'loan/apply',
      { ...good, agree: false },
      { token: b.token, headers: key(), lang: 'zh' },
    );
    expect(fields(zh.body).agree).not.toBe('Please read carefully and tick to agree');
    expect(await count('select count(*) n from loans where user_id = $1', [b.user.id])).toBe(0);
  });

  it('refuses figures other than the product’s (the page must show the real ones)', async () => {
    const b = await borrower();
    const good = await form(b);
    const res = await t.call(
      'loan/apply',
      { ...good, shown: { ...good.shown, interest: good.shown.interest - 1 } },
      { token: b.token, headers: key() },
    );
    expect(res.body.error).toBe('LOAN_TERMS_CHANGED');
    const rate = await t.call(
      'loan/apply',
      { ...good, shown: { ...good.shown, annualRateBp: 600 } },
      { token: b.token, headers: key() },
    );
    expect(rate.body.error).toBe('LOAN_TERMS_CHANGED');
    expect(await count('select count(*) n from loans where user_id = $1', [b.user.id])).toBe(0);
  });

  it('is for store owners who passed real-name checks, at the product’s store level, whose store operates', async () => {
    const visitor = await t.call('loan/apply', {}, { headers: key() });
    expect(visitor.status).toBe(401);
    const buyer = await t.kit.buyer();
    expect((await t.call('loan/apply', {}, { token: buyer.token, headers: key() })).status).toBe(403);
    expect((await t.call('loan/apply', {}, { token: admin, headers: key() })).status).toBe(401);
    const unchecked = await borrower({ passed: false });
    const r1 = await t.call('loan/apply', await form(unchecked), { token: unchecked.token, headers: key() });
    expect(r1.body.error).toBe('LOAN_REAL_NAME_REQUIRED');
    const frozen = await borrower({ status: 'frozen' });
    expect(
      (await t.call('loan/apply', await form(frozen), { token: frozen.token, headers: key() })).body.error,
    ).toBe('LOAN_STORE_FROZEN');
    const disabled = await borrower({ status: 'disabled' });
    expect(
      (await t.call('loan/apply', await form(disabled), { token: disabled.token, headers: key() })).body
        .error,
    ).toBe('STORE_DISABLED');
    const premium = await product({ minStoreLevel: 3, reason: 'Level 3 only' });
    const b = await borrower();
    const r2 = await t.call('loan/apply', await form(b, 10_000, 30, premium), {
      token: b.token,
      headers: key(),
    });
    expect(r2.body.error).toBe('LOAN_STORE_LEVEL');
    expect(r2.body.message).toBe('This loan needs a store of level 3 or above; your store is level 1.');
    const inactive = await product({ active: false, reason: 'Paused' });
    const r3 = await t.call('loan/apply', await form(b, 10_000, 30, inactive), {
      token: b.token,
      headers: key(),
    });
    expect(r3.body.error).toBe('LOAN_PRODUCT_INACTIVE');
  });
});

describe('admin/reviewLoan', () => {
  it('approving disburses once into the wallet and starts the schedule; the borrower sees every record', async () => {
    const b = await borrower();
    const loan = await apply(b);
    const before = await balance(b);
    // Two reviewers press at once: one disbursement.
    const [a1, a2] = await Promise.all([
      t.call('admin/reviewLoan', { id: loan.id, action: 'approve' }, { token: reviewer }),
      t.call('admin/reviewLoan', { id: loan.id, action: 'approve' }, { token: admin }),
    ]);
    expect([a1.status, a2.status].sort()).toEqual([200, 409]);
    expect([a1.body.error, a2.body.error]).toContain('REVIEW_ALREADY_DONE');
    expect(await balance(b)).toBe(before + 1_000_000);
    const today = settlementDayOf(new Date(), 'UTC');
    const detail = await info(b, loan.id);
    expect(detail).toMatchObject({
      status: 'repaying',
      startDay: today,
      dueDay: addDays(today, 30),
      remaining: 1_005_137,
      outstanding: { fees: 0, interest: 5_137, principal: 1_000_000 },
      overdueDays: 0,
    });
    expect(detail.schedule).toEqual([
      {
        n: 1,
        dueDay: addDays(today, 30),
        principal: 1_000_000,
        interest: 5_137,
        total: 1_005_137,
        state: 'upcoming',
      },
    ]);
    expect(detail.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['applied', 1_000_000],
      ['passed', 0],
      ['disbursed', 1_000_000],
      ['interest', 5_137],
    ]);
    const records = await t.call('user_wallet/getWalletLogList', {}, { token: b.token });
    expect(JSON.stringify(records.body.data.list)).toContain('loanDisbursement');
    expect((await t.latestNotice(b.email)).subject).toContain('approved');
    const audits = await count(
      `select count(*) n from audit_log where target_type = 'loan' and target_id = $1 and action = 'loan.approved'`,
      [String(loan.id)],
    );
    expect(audits).toBe(1);
    await t.verifyBooks();
  });

  it('rejects with a reason the borrower reads; only reviewers and admins review, never their own', async () => {
    const b = await borrower();
    const loan = await apply(b);
    for (const token of [finance, support, content]) {
      expect((await t.call('admin/reviewLoan', { id: loan.id, action: 'approve' }, { token })).status).toBe(
        403,
      );
    }
    expect(
      (await t.call('admin/reviewLoan', { id: loan.id, action: 'approve' }, { token: b.token })).status,
    ).toBe(401);
    const noReason = await t.call('admin/reviewLoan', { id: loan.id, action: 'reject' }, { token: reviewer });
    expect(fields(noReason.body).reason).toBe('Please give a reason');
    const rejected = await t.call(
      'admin/reviewLoan',
      { id: loan.id, action: 'reject', reason: 'The ID photo is blurred' },
      { token: reviewer },
    );
    expect(rejected.body.data.status).toBe('rejected');
    const seen = await info(b, loan.id);
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'The ID photo is blurred' });
    expect(seen.entries.at(-1)).toMatchObject({ kind: 'rejected', reason: 'The ID photo is blurred' });
    expect((await t.latestNotice(b.email)).text).toContain('The ID photo is blurred');
    // A new application may follow a rejection.
    await apply(b);
    // Staff never review their own application (the same email).
    const self = await borrower();
    await t.pool.query(`update users set email = 'reviewer@loans.test' where id = $1`, [self.user.id]);
    const own = await apply(self);
    const res = await t.call('admin/reviewLoan', { id: own.id, action: 'approve' }, { token: reviewer });
    expect(res.body.error).toBe('REVIEW_OWN_REQUEST');
  });

  it('lists applications for staff with the photos behind signed addresses and the real-name record to compare', async () => {
    const b = await borrower();
    const loan = await apply(b);
    const list = await t.call('admin/getLoanList', { keyword: b.email }, { token: reviewer });
    expect(list.body.data.list).toHaveLength(1);
    const row = list.body.data.list[0]!;
    expect(row).toMatchObject({ id: loan.id, user: { email: b.email }, realName: { name: 'Ada Borrower' } });
    expect(row.idHolding).toMatch(/^\/v1\/file\/private\/auth\/.+\?exp=\d+&sig=/);
    expect((await t.app.inject({ method: 'GET', url: row.idHolding })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: row.idHolding.split('?')[0] })).statusCode).toBe(404);
    expect((await t.call('admin/getLoanList', {}, { token: support })).status).toBe(403);
    expect((await t.call('admin/getLoanList', {}, { token: b.token })).status).toBe(401);
  });
});

describe('reading and changing another’s loan by id', () => {
  it('answers not found to anyone but the borrower', async () => {
    const b = await borrower({ funds: 100 });
    const loan = await approved(b);
    const other = await wallet.user({ funds: 100 });
    for (const [path, body] of [
      ['loan/getLoanInfo', { id: loan.id }],
      ['loan/repay', { id: loan.id, amount: '1', tradePassword: TEST_TRADE_PASSWORD }],
      ['loan/requestEarlyRepayment', { id: loan.id, amount: 1, tradePassword: TEST_TRADE_PASSWORD }],
      ['loan/cancelEarlyRepayment', { id: loan.id }],
    ] as const) {
      const res = await t.call(path, body, { token: other.token, headers: key() });
      expect(res.body.error, path).toBe('LOAN_NOT_FOUND');
      expect((await t.call(path, body, { headers: key() })).status).toBe(401);
    }
    expect((await t.call('loan/getLoanList', {}, { token: other.token })).body.data.total).toBe(0);
    expect((await info(b, loan.id)).remaining).toBe(1_005_137);
  });
});

describe('loan/repay', () => {
  it('pays late fees, then interest, then principal, and never more than is owed', async () => {
    const b = await borrower({ funds: 200 });
    const loan = await approved(b);
    const over = await t.call(
      'loan/repay',
      { id: loan.id, amount: '10051.38', tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    expect(fields(over.body).amount).toBe('You owe $10,051.37: enter at most that');
    const noPassword = await t.call(
      'loan/repay',
      { id: loan.id, amount: '600' },
      { token: b.token, headers: key() },
    );
    expect(noPassword.body.error).toBe('TRADE_PASSWORD_REQUIRED');
    const part = await t.call(
      'loan/repay',
      { id: loan.id, amount: '60', tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    expect(part.status).toBe(200);
    expect(part.body.data.loan).toMatchObject({
      remaining: 1_005_137 - 6_000,
      paid: { fees: 0, interest: 5_137, principal: 863 },
      outstanding: { fees: 0, interest: 0, principal: 999_137 },
    });
    expect(part.body.data.loan.entries.at(-1)).toMatchObject({
      kind: 'repayment',
      amount: 6_000,
      parts: { fees: 0, interest: 5_137, principal: 863 },
    });
    const lines = JSON.stringify(
      (await t.call('user_wallet/getWalletLogList', {}, { token: b.token })).body.data.list,
    );
    expect(lines).toContain('"part":"interest"');
    expect(lines).toContain('"part":"principal"');
    await t.verifyBooks();
  });

  it('five presses for the whole amount at once repay it once', async () => {
    const b = await borrower({ funds: 200 });
    const loan = await approved(b);
    const before = await balance(b);
    const presses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(
          'loan/repay',
          { id: loan.id, amount: '10051.37', tradePassword: TEST_TRADE_PASSWORD },
          { token: b.token, headers: key() },
        ),
      ),
    );
    expect(presses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(presses.filter((r) => r.status !== 200).map((r) => r.body.error)).toEqual(
      Array(4).fill('LOAN_NOT_REPAYING'),
    );
    expect(await balance(b)).toBe(before - 1_005_137);
    const done = await info(b, loan.id);
    expect(done).toMatchObject({
      status: 'repaid',
      remaining: 0,
      paid: { fees: 0, interest: 5_137, principal: 1_000_000 },
    });
    expect(done.entries.at(-1)!.kind).toBe('repaid');
    expect(done.schedule[0]!.state).toBe('paid');
    await t.verifyBooks();
  });

  it('a short wallet repays nothing', async () => {
    const b = await borrower();
    const loan = await approved(b, 500);
    const res = await t.call(
      'loan/repay',
      { id: loan.id, amount: '502.57', tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    expect(res.body.error).toBe('INSUFFICIENT_BALANCE');
    expect((await info(b, loan.id)).entries.map((e) => e.kind)).not.toContain('repayment');
    await t.verifyBooks();
  });
});

describe('the daily loan job', () => {
  it('posts the due amount on the due date and a late fee for each day after, once, even run twice at once', async () => {
    const b = await borrower({ funds: 200 });
    const loan = await approved(b);
    // The loan started 33 days ago: due 3 days ago.
    await started(loan.id, 33);
    const now = new Date();
    const runs = await Promise.all([accrueLoans(t.db, now), accrueLoans(t.db, now)]);
    expect(runs.reduce((n, r) => n + r.posted, 0)).toBe(4);
    expect((await accrueLoans(t.db, now)).posted).toBe(0);
    const detail = await info(b, loan.id);
    const today = settlementDayOf(now, 'UTC');
    expect(detail.dueDay).toBe(addDays(today, -3));
    expect(detail.overdueDays).toBe(3);
    const charges = detail.entries.filter((e) => e.kind === 'due' || e.kind === 'lateFee');
    // 0.05 % of 10,051.37 a day = 5.03.
    expect(charges.map((e) => [e.kind, e.day, e.amount, e.overdueDays])).toEqual([
      ['due', addDays(today, -3), 1_005_137, null],
      ['lateFee', addDays(today, -2), 503, 1],
      ['lateFee', addDays(today, -1), 503, 2],
      ['lateFee', today, 503, 3],
    ]);
    expect(detail).toMatchObject({ feesCharged: 1_509, remaining: 1_005_137 + 1_509 });
    expect(detail.schedule[0]!.state).toBe('overdue');
    // A repayment goes to the late fees first.
    const res = await t.call(
      'loan/repay',
      { id: loan.id, amount: '20', tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    expect(res.body.data.loan.paid).toEqual({ fees: 1_509, interest: 491, principal: 0 });
    await t.verifyBooks();
  });

  it('stops charging late fees at the rule’s cap', async () => {
    const capped = await product({
      lateFee: { kind: 'flat', value: 400, capBp: 100 },
      termDays: [7],
      reason: 'A small cap',
    });
    const b = await borrower();
    const loan = await apply(b, 1_000, 7, capped);
    await t.call('admin/reviewLoan', { id: loan.id, action: 'approve' }, { token: reviewer });
    await started(loan.id, 17);
    await accrueLoans(t.db, new Date());
    const fees = (await info(b, loan.id)).entries.filter((e) => e.kind === 'lateFee');
    // 1 % of 1,000.00 = 10.00: two days of 4.00 and a last one of 2.00.
    expect(fees.map((e) => e.amount)).toEqual([400, 400, 200]);
    await t.verifyBooks();
  });

  it('is run by admins only, with a reason, audited', async () => {
    for (const token of [reviewer, finance, support, content]) {
      expect((await t.call('admin/runLoanJob', { reason: 'Try' }, { token })).status).toBe(403);
    }
    const noReason = await t.call('admin/runLoanJob', {}, { token: admin });
    expect(fields(noReason.body).reason).toBeTruthy();
    const ran = await t.call('admin/runLoanJob', { reason: 'Catch up after maintenance' }, { token: admin });
    expect(ran.status).toBe(200);
    expect(ran.body.data).toEqual({ loans: expect.any(Number), posted: expect.any(Number) });
    expect(await count(`select count(*) n from audit_log where action = 'loan_job.run'`)).toBe(1);
  });
});

describe('early repayment', () => {
  it('holds today’s payoff (interest for the days elapsed) until staff accept it, which repays the loan', async () => {
    const b = await borrower({ funds: 200 });
    const loan = await approved(b, 10_000, 90);
    await started(loan.id, 10);
    const detail = await info(b, loan.id);
    // 10 days of 6.25 % on 10,000.00 = 17.12; the term's 154.11 less that is not owed.
    expect(detail.payoff).toMatchObject({
      days: 10,
      interest: 1_712,
      waived: 15_411 - 1_712,
      amount: 1_001_712,
    });
    const stale = await t.call(
      'loan/requestEarlyRepayment',
      { id: loan.id, amount: 1_001_711, tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    expect(stale.body.error).toBe('LOAN_PAYOFF_CHANGED');
    const before = await balance(b);
    const requested = await t.call(
      'loan/requestEarlyRepayment',
      { id: loan.id, amount: 1_001_712, tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    expect(requested.status).toBe(200);
    expect(requested.body.data.early).toMatchObject({ status: 'requested', amount: 1_001_712, days: 10 });
    expect(requested.body.data.payoff).toBeNull();
    expect(await balance(b)).toBe(before - 1_001_712);
    const held = JSON.stringify(
      (await t.call('user_wallet/getWalletLogList', {}, { token: b.token })).body.data.list,
    );
    expect(held).toContain('loanEarlyHold');
    // While it waits, nothing else is taken and the job leaves the loan alone.
    const repay = await t.call(
      'loan/repay',
      { id: loan.id, amount: '1', tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    expect(repay.body.error).toBe('EARLY_REPAYMENT_PENDING');
    // Finance and admins answer, not reviewers or support.
    for (const token of [reviewer, support, content]) {
      expect(
        (await t.call('admin/reviewEarlyRepayment', { id: loan.id, action: 'accept' }, { token })).status,
      ).toBe(403);
    }
    const accepted = await t.call(
      'admin/reviewEarlyRepayment',
      { id: loan.id, action: 'accept' },
      { token: finance },
    );
    expect(accepted.status).toBe(200);
    const done = await info(b, loan.id);
    expect(done).toMatchObject({
      status: 'repaid',
      remaining: 0,
      interestWaived: 15_411 - 1_712,
      paid: { fees: 0, interest: 1_712, principal: 1_000_000 },
      early: { status: 'accepted' },
    });
    expect(done.entries.map((e) => e.kind).slice(-4)).toEqual([
      'earlyRequested',
      'interestWaived',
      'earlyAccepted',
      'repaid',
    ]);
    expect(await balance(b)).toBe(before - 1_001_712);
    expect((await t.latestNotice(b.email)).subject).toContain('repaid early');
    const again = await t.call(
      'admin/reviewEarlyRepayment',
      { id: loan.id, action: 'accept' },
      { token: finance },
    );
    expect(again.body.error).toBe('EARLY_REPAYMENT_NOT_FOUND');
    await t.verifyBooks();
  });

  it('a withdrawn or declined request gives the held amount back', async () => {
    const b = await borrower({ funds: 200 });
    const loan = await approved(b, 10_000, 30);
    await started(loan.id, 5);
    const before = await balance(b);
    const amount = (await info(b, loan.id)).payoff!.amount;
    const ask = () =>
      t.call(
        'loan/requestEarlyRepayment',
        { id: loan.id, amount, tradePassword: TEST_TRADE_PASSWORD },
        { token: b.token, headers: key() },
      );
    expect((await ask()).status).toBe(200);
    expect((await ask()).body.error).toBe('EARLY_REPAYMENT_PENDING');
    const cancelled = await t.call(
      'loan/cancelEarlyRepayment',
      { id: loan.id },
      { token: b.token, headers: key() },
    );
    expect(cancelled.body.data.early?.status).toBe('cancelled');
    expect(await balance(b)).toBe(before);
    expect((await ask()).status).toBe(200);
    const noReason = await t.call(
      'admin/reviewEarlyRepayment',
      { id: loan.id, action: 'decline' },
      { token: finance },
    );
    expect(fields(noReason.body).reason).toBe('Please give a reason');
    const declined = await t.call(
      'admin/reviewEarlyRepayment',
      { id: loan.id, action: 'decline', reason: 'Ask again after the audit' },
      { token: finance },
    );
    expect(declined.body.data.early).toMatchObject({
      status: 'declined',
      reason: 'Ask again after the audit',
    });
    expect(await balance(b)).toBe(before);
    expect((await t.latestNotice(b.email)).text).toContain('Ask again after the audit');
    await t.verifyBooks();
  });

  it('returns what partial repayments paid beyond the payoff, never keeping it silently', async () => {
    const b = await borrower({ funds: 300 });
    const loan = await approved(b, 10_000, 90);
    // Interest first: 154.11 of interest and 9,945.89 of principal paid on day one.
    await t.call(
      'loan/repay',
      { id: loan.id, amount: '10100', tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    const before = await balance(b);
    const detail = await info(b, loan.id);
    // One day of interest (1.71) was owed: 10,001.71; 98.29 had been paid beyond it.
    expect(detail.payoff).toMatchObject({ days: 1, interest: 171, amount: 0, overpaid: 9_829 });
    await t.call(
      'loan/requestEarlyRepayment',
      { id: loan.id, amount: 0, tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: key() },
    );
    await t.call('admin/reviewEarlyRepayment', { id: loan.id, action: 'accept' }, { token: finance });
    const done = await info(b, loan.id);
    expect(done).toMatchObject({ status: 'repaid', paid: { fees: 0, interest: 171, principal: 1_000_000 } });
    expect(done.entries.find((e) => e.kind === 'overpaymentReturned')!.amount).toBe(9_829);
    expect(await balance(b)).toBe(before + 9_829);
    const lines = JSON.stringify(
      (await t.call('user_wallet/getWalletLogList', {}, { token: b.token })).body.data.list,
    );
    expect(lines).toContain('loanOverpaymentReturn');
    await t.verifyBooks();
  });
});

describe('loan products in the console', () => {
  it('admins create and change them with a reason (audited); loans keep the terms they were applied for', async () => {
    const p = await product({ termDays: [60, 30], reason: 'Spring offer' });
    expect(p).toMatchObject({ termDays: [30, 60], annualRateBp: 625, active: true, loans: 0 });
    const b = await borrower();
    const loan = await apply(b, 1_000, 30, p);
    const changed = await t.call(
      'admin/saveLoanProduct',
      {
        id: p.id,
        termDays: [30],
        annualRateBp: 900,
        lateFee: { kind: 'flat', value: 100, capBp: 500 },
        minAmount: '500',
        maxAmount: '1000',
        minStoreLevel: 0,
        active: true,
        reason: 'Rates went up',
      },
      { token: admin },
    );
    expect(changed.body.data).toMatchObject({ annualRateBp: 900, loans: 1 });
    expect(await info(b, loan.id)).toMatchObject({
      annualRateBp: 625,
      interest: loanInterest(100_000, 625, 30),
    });
    const audits = await count(
      `select count(*) n from audit_log where target_type = 'loan_product' and target_id = $1`,
      [String(p.id)],
    );
    expect(audits).toBe(2);
    const list = await t.call('admin/getLoanProductList', {}, { token: finance });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toContain(p.id);
  });

  it('refuses bad terms naming the field, and only admins change them', async () => {
    const bad = async (over: Record<string, unknown>) =>
      t.call(
        'admin/saveLoanProduct',
        {
          termDays: [30],
          annualRateBp: 625,
          lateFee: { kind: 'percent', value: 5, capBp: 1_000 },
          minAmount: '500',
          maxAmount: '500000',
          minStoreLevel: 0,
          active: true,
          reason: 'Bad',
          ...over,
        },
        { token: admin },
      );
    const before = await count('select count(*) n from loan_products');
    expect(fields((await bad({ termDays: [] })).body).termDays).toBe('Choose a term');
    expect(fields((await bad({ termDays: [30, 30] })).body).termDays).toBe('Each term may appear once');
    expect(fields((await bad({ termDays: [0] })).body)['termDays.0']).toBe('A term is 1 to 1,825 days');
    expect(fields((await bad({ annualRateBp: 0 })).body).annualRateBp).toBe(
      'The annual rate is from 0.01 % to 100 %',
    );
    expect(fields((await bad({ minAmount: '900', maxAmount: '800' })).body).maxAmount).toBe(
      'The largest amount must not be below the smallest',
    );
    expect(
      fields((await bad({ lateFee: { kind: 'percent', value: 2_000, capBp: 100 } })).body)['lateFee.value'],
    ).toBe('A late fee is at most 10 % of the overdue amount per day');
    expect(fields((await bad({ reason: '' })).body).reason).toBeTruthy();
    expect(await count('select count(*) n from loan_products')).toBe(before);
    for (const token of [reviewer, finance, support, content]) {
      const body = { termDays: [30], annualRateBp: 625, lateFee: { kind: 'flat', value: 1, capBp: 1 } };
      const res = await t.call(
        'admin/saveLoanProduct',
        { ...body, minAmount: '500', maxAmount: '900', minStoreLevel: 0, active: true, reason: 'Not mine' },
        { token },
      );
      expect(res.status).toBe(403);
    }
    expect((await t.call('admin/getLoanProductList', {}, { token: support })).status).toBe(403);
  });
});

describe('the regulated-feature switch', () => {
  it('off, loans are not offered: every call but the terms answers FEATURE_OFF', async () => {
    const off = await createTestApp({ FEATURE_LOANS: 'false' });
    const buyer = await off.kit.buyer();
    const terms = await off.call('loan/getLoanTerms', {}, { token: buyer.token });
    expect(terms.body.data).toMatchObject({ enabled: false, products: [] });
    for (const [path, body] of [
      ['loan/getLoanList', {}],
      ['loan/getLoanInfo', { id: 1 }],
      ['loan/repay', { id: 1, amount: '1' }],
      ['loan/requestEarlyRepayment', { id: 1, amount: 1 }],
      ['loan/cancelEarlyRepayment', { id: 1 }],
    ] as const) {
      const res = await off.call(path, body, { token: buyer.token, headers: key() });
      expect(res.body.error, path).toBe('FEATURE_OFF');
    }
    const staff = await off.kit.staffToken();
    expect((await off.call('admin/getLoanList', {}, { token: staff })).body.error).toBe('FEATURE_OFF');
    expect((await off.call('admin/getStaffInfo', {}, { token: staff })).body.data.loans).toBe(false);
  });
});
