import { api } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';

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
