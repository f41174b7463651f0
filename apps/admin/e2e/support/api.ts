import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ApiBody, ApiData, ApiPath } from '@app/contract';

export const DEMO_STAFF = { email: 'admin@demo.local', password: 'Demo12345' } as const;

/** One contract call through the public API; throws with the server's message on failure. */
export async function call<P extends ApiPath>(
  api: APIRequestContext,
  path: P,
  body: ApiBody<P>,
  token?: string,
): Promise<ApiData<P>> {
  const response = await api.post(`/v1/${path}`, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const payload = (await response.json()) as { code: number; data: ApiData<P>; message?: string };
  if (!response.ok() || payload.code !== 0) {
    throw new Error(`${path} failed (${response.status()}): ${payload.message ?? 'no message'}`);
  }
  return payload.data;
}

export async function staffSignin(api: APIRequestContext): Promise<string> {
  return (await call(api, 'admin/signin', { ...DEMO_STAFF })).token;
}

/** The newest 4-digit code mailed to an address, read from the dev outbox as a developer would. */
export async function readCode(api: APIRequestContext, staffToken: string, email: string): Promise<string> {
  const { list } = await call(api, 'admin/getOutboxList', { page: 1, pageSize: 10, to: email }, staffToken);
  const mail = list.find((m) => m.to === email && m.kind === 'code');
  const code = mail?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Registers a buyer the way the web client does: code by mail, then sign-up. */
export async function createUser(
  api: APIRequestContext,
  staffToken: string,
  email: string,
  password = 'Maple7Harbor9',
): Promise<ApiData<'user/signup'>['user']> {
  await call(api, 'code/sendCode', { email, scene: 'signup' });
  const code = await readCode(api, staffToken, email);
  const session = await call(api, 'user/signup', {
    email,
    password,
    confirmPassword: password,
    code,
    agree: true,
  });
  return session.user;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** Signs in to the console through its form, as staff do (the demo admin unless told otherwise). */
export async function consoleSignin(
  page: Page,
  credentials: { email: string; password: string } = DEMO_STAFF,
) {
  await page.goto('/admin/');
  await page.getByLabel('Staff email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-badge')).toBeVisible();
}
