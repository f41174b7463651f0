import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const STAFF = { email: 'admin@demo.local', password: 'Demo12345' };
export const PASSWORD = 'Harbor42tulip';

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function api<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await request.post(`/v1/${path}`, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json()) as { code: number; data: T; message?: string };
  expect(res.status(), `${path}: ${json.message ?? ''}`).toBe(200);
  return json.data;
}

/** The newest code mailed to `email`, read from the dev outbox through the console API. */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  const { token } = await api<{ token: string }>(request, 'admin/signin', STAFF);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { list } = await api<{ list: { kind: string; text: string }[] }>(
        request,
        'admin/getOutboxList',
        { to: email },
        token,
      );
      // The newest code mail: security notices (with dates and times) are not codes.
      code = list.find((m) => m.kind === 'code')?.text.match(/\b(\d{4})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A registered buyer, made through the API so a journey can start signed out. */
export async function createBuyer(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  await api(request, 'code/sendCode', { email, scene: 'signup' });
  const code = await readCode(request, email);
  await api(request, 'user/signup', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code,
    agree: true,
  });
  return { email, password: PASSWORD };
}

/** A form input by its field name (labels sit outside antd-mobile's input wrapper). */
export const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

export async function signInWithForm(page: Page, email: string, password: string) {
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function callApi<T>(request: APIRequestContext, path: string, body: unknown, token?: string) {
  return api<T>(request, path, body, token);
}

const randomHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The wallet test helper: money arrives as a deposit the buyer submits and staff approve. */
export async function topUp(request: APIRequestContext, token: string, amount: string) {
  const deposit = await api<{ id: number }>(
    request,
    'user_wallet/submitDeposit',
    { currencyId: 1, amount, txHash: randomHash() },
    token,
  );
  const staff = await api<{ token: string }>(request, 'admin/signin', STAFF);
  await api(request, 'admin/reviewDeposit', { id: deposit.id, action: 'approve' }, staff.token);
}

/** The books balance: every journey that moves money ends with this (`ledger:verify`). */
export async function expectBooksBalanced(request: APIRequestContext) {
  const staff = await api<{ token: string }>(request, 'admin/signin', STAFF);
  const report = await api<{ ok: boolean }>(request, 'admin/verifyLedger', {}, staff.token);
  expect(report.ok).toBe(true);
}
