import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp, multipart } from '#test/helper.js';

const t = await createTestApp();

async function upload(token: string | undefined, file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const body = multipart([
    { name: 'path', value: 'avatar' },
    { name: 'name', value: filename },
    { name: 'file', value: file, filename, type },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#fc573f' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-location', Artist: 'someone' } })
    .toBuffer();

describe('POST /v1/file/upload', () => {
  it('stores an image re-encoded without EXIF and serves it back with its type and caching', async () => {
    const u = await t.kit.buyer();
    const original = await jpegWithExif();
    expect(original.toString('latin1')).toContain('secret-location');
    const res = await upload(u.token, original);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: 'ok' });
    expect(res.body.data.url).toMatch(/^\/media\/avatar\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-location');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBe(64);
    expect(meta.exif).toBeUndefined();
  });

  it('judges the type by the bytes, not the name', async () => {
    const u = await t.kit.buyer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const renamed = await upload(u.token, png, 'looks-like.jpg', 'image/jpeg');
    expect(renamed.body.data.url).toMatch(/\.png$/);
    const script = await upload(u.token, Buffer.from('<script>alert(1)</script>'), 'evil.jpg', 'image/jpeg');
    expect(script.status).toBe(415);
    expect(script.body.error).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    const pdf = await upload(u.token, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'doc.png', 'image/png');
    expect(pdf.status).toBe(415);
  });

  it('refuses files over the size limit', async () => {
    const u = await t.kit.buyer();
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await upload(u.token, huge);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('UPLOAD_TOO_LARGE');
  });

  it('needs a session and a file', async () => {
    expect((await upload(undefined, await jpegWithExif())).status).toBe(401);
    const u = await t.kit.buyer();
    const body = multipart([{ name: 'path', value: 'avatar' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${u.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('UPLOAD_MISSING');
  });
});
