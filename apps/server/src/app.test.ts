import { api } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

describe('the platform around the endpoints', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI document of every endpoint, and its reference page', async () => {
    const doc = (await t.app.inject('/v1/openapi.json')).json();
    for (const path of Object.keys(api)) expect(doc.paths).toHaveProperty(`/v1/${path}`);
    expect(doc.paths).toHaveProperty('/v1/file/upload');
    const page = await t.app.inject('/v1/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('answers unknown API paths, malformed JSON and wrong content types with catalogue errors', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/v1/nope/nothing', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 1004, error: 'NOT_FOUND' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signin',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('VALIDATION_FAILED');
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signin',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields[0]).toMatchObject({
      rule: 'content_type',
      message: 'Content-Type has an invalid format',
    });
  });

  it('rate-limits abuse-prone calls per address', async () => {
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    const statuses = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await strict.call('user/signin', { email: `r${i}@example.com`, password: 'x' })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await strict.call('user/signin', { email: 'r@example.com', password: 'x' });
    expect(limited.body.error).toBe('RATE_LIMITED');
  });
});

describe('two app instances on one database', () => {
  it('share sessions and revocations: no session state is kept in an instance', async () => {
    const { buildApp } = await import('./app.js');
    const second = await buildApp(t.ctx.config, t.db);
    await second.app.ready();
    const callOn = async (app: typeof t.app, path: string, body: object, token?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/v1/${path}`,
        payload: body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.statusCode, body: res.json() };
    };
    try {
      const u = await t.kit.buyer();
      expect((await callOn(second.app, 'user/getUserInfo', {}, u.token)).body.data.email).toBe(u.email);
      await callOn(second.app, 'user/signout', {}, u.token);
      expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
    } finally {
      await second.app.close();
    }
  });
});
