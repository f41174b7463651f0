import { api, type ApiPath, type ErrorBody } from '@app/contract';
import fs from 'node:fs';
import net from 'node:net';
import sharp from 'sharp';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, multipart } from '#test/helper.js';

const t = await createTestApp();

/** Raw JSON, so the body can carry what JSON.stringify would never write from a well-formed string. */
async function raw(apiPath: string, json: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/${apiPath}`,
    payload: json,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'de',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() as Partial<ErrorBody> };
}

describe('text no column can hold', () => {
  it.each([
    ['a NUL byte', '"Ne\\u0000o"'],
    ['a lone high surrogate', '"Ne\\ud800o"'],
    ['a lone low surrogate', '"\\udc00Neo"'],
  ])('%s in a field answers a localized 400 naming it, and writes nothing', async (_label, value) => {
    const u = await t.kit.buyer();
    const res = await raw('user/updateInfo', `{"nickname": ${value}}`, u.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_FAILED');
    expect(res.body.fields?.[0]?.field).toBe('nickname');
    const { rows } = await t.pool.query('select nickname from users where id = $1', [u.user.id]);
    expect(rows[0].nickname).not.toContain('Ne');
  });

  it('a pair of surrogates (an emoji) is fine', async () => {
    const u = await t.kit.buyer();
    const res = await raw('user/updateInfo', '{"nickname": "Neo \\ud83d\\ude00"}', u.token);
    expect(res.status).toBe(200);
  });

  it('no call of the contract answers 500 for a NUL byte in any of its text fields, public lists included', async () => {
    const u = await t.kit.buyer();
    const staff = await t.kit.staffToken();
    const failures: string[] = [];
    for (const p of Object.keys(api) as ApiPath[]) {
      const endpoint = api[p];
      const token = endpoint.auth === 'staff' ? staff : u.token;
      for (const field of [
        'keyword',
        'email',
        'nickname',
        'content',
        'remark',
        'txHash',
        'title',
        'to',
        'name',
      ]) {
        const res = await raw(p, `{"${field}": "x\\u0000y"}`, token);
        if (res.status >= 500) failures.push(`${p}.${field}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('uploads that cannot be read', () => {
  it.each([
    [
      'no boundary',
      'multipart/form-data',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'),
    ],
    [
      'a body cut short',
      'multipart/form-data; boundary=abc',
      Buffer.from('--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'),
    ],
    ['garbage', 'multipart/form-data; boundary=abc', Buffer.from('this is not multipart at all')],
  ])('%s answers a 4xx with a message, never a 500', async (_label, type, payload) => {
    const u = await t.kit.buyer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload,
      headers: { 'content-type': type, authorization: `Bearer ${u.token}`, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((res.json() as ErrorBody).message.length).toBeGreaterThan(5);
  });

  it('a name no column can hold is cleaned, and no file is left without its record', async () => {
    const u = await t.kit.buyer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fc573f' } })
      .png()
      .toBuffer();
    const body = multipart([
      { name: 'path', value: 'chat' },
      { name: 'name', value: 'bad\u0000name.png' },
      { name: 'file', value: png, filename: 'a.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${u.token}` },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query('select storage_key, original_name from files where user_id = $1', [
      u.user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].original_name).not.toContain('\u0000');
    const stored = fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'chat'), { recursive: true });
    expect(stored.filter((f) => String(f).endsWith('.png'))).toHaveLength(1);
  });
});

/** A GET sent as written (no client tidies `..` away), over a real socket. */
async function getAsIs(url: string): Promise<{ status: number; type: string; body: string }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as net.AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${url} HTTP/1.1\r\nHost: x\r\nAccept-Language: ja\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
    body,
  };
}

describe('media paths', () => {
  it.each(['/media/', '/media', '/media/../x', '/media/%2e%2e/package.json', '/media/avatar/', '/media/%00'])(
    '%s answers a 4xx with a localized message',
    async (url) => {
      const res = await getAsIs(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.type).toContain('application/json');
      expect((JSON.parse(res.body) as ErrorBody).message).not.toBe('Not found');
    },
  );
});
