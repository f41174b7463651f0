import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { startS3Server } from '#test/s3-server.js';

// Every media write and read of this app goes to an S3-compatible server the test starts itself.
const s3 = await startS3Server();
const t = await createTestApp(s3.env);
const raw = new S3Client({
  endpoint: s3.env.S3_ENDPOINT,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const inBucket = (key: string) =>
  raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
    () => true,
    () => false,
  );
const onDisk = (folder: string) => fs.existsSync(path.join(t.config.dataDir, folder));
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3f8cfc' } })
    .jpeg()
    .toBuffer();

describe('media on an S3-compatible store', () => {
  it('an upload lands in the bucket, not on disk, and is served back with its type, caching and ranges', async () => {
    const u = await t.kit.buyer();
    const url = await t.uploadImage(u.token, 'avatar');
    expect(url).toMatch(/^\/media\/avatar\/\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/);
    const key = url.replace('/media/', '');
    expect(await inBucket(`uploads/${key}`)).toBe(true);
    expect(onDisk(path.join('uploads', key))).toBe(false);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(8);

    const part = await get(url, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${served.rawPayload.length}`);
    expect(part.rawPayload).toEqual(served.rawPayload.subarray(0, 8));
    const tail = await get(url, { range: 'bytes=-4' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(served.rawPayload.subarray(-4));
    const past = await get(url, { range: `bytes=${served.rawPayload.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${served.rawPayload.length}`);

    // A browser that has it already is told so.
    const again = await get(url, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('unknown and malformed media paths are 404s', async () => {
    expect((await get('/media/avatar/2026/11/nothing-here.png')).statusCode).toBe(404);
    expect((await get('/media/../private/x.png')).statusCode).toBe(404);
  });

  it('a private ID photo goes to the private part of the bucket, served only through a signed address', async () => {
    const u = await t.kit.buyer();
    const url = await t.uploadImage(u.token, 'auth');
    expect(url).toMatch(/^\/v1\/file\/private\/auth\//);
    const key = t.ctx.privateFiles.keyOf(url)!;
    expect(await inBucket(`private/${key}`)).toBe(true);
    expect(await inBucket(`uploads/${key}`)).toBe(false);
    expect(onDisk('private')).toBe(false);
    // Not public: no /media/ address, no unsigned or forged one.
    expect((await get(`/media/${key}`)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`${url}?exp=9999999999&sig=forged`)).statusCode).toBe(404);
    const signed = await get(t.ctx.privateFiles.signedUrl(key));
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(signed.headers['cache-control']).toBe('private, no-store');
  });

  it('a removed file is gone from the bucket and no longer served', async () => {
    const { url } = await (await import('./file.service.js')).createFileService(t.ctx).saveImage({
      buffer: await photo(),
      folder: 'goods',
      originalName: 'shirt.jpg',
      owner: { userId: (await t.kit.buyer()).user.id },
    });
    const key = url.replace('/media/', '');
    expect((await get(url)).statusCode).toBe(200);
    await t.ctx.storage.remove(key);
    expect(await inBucket(`uploads/${key}`)).toBe(false);
    expect((await get(url)).statusCode).toBe(404);
  });
});

describe('a folder of HLS files published to the store', () => {
  it('replaces an earlier one: new files in, files the new one lacks deleted, the local folder gone', async () => {
    const folder = (files: Record<string, string>) => {
      const dir = fs.mkdtempSync(path.join(t.config.dataDir, 'publish-'));
      for (const [rel, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.writeFileSync(path.join(dir, rel), text);
      }
      return dir;
    };
    const hls = t.ctx.media.hls;
    const first = folder({
      'master.m3u8': 'm1',
      '540p/index.m3u8': 'p1',
      '540p/seg_000.ts': 'a',
      '540p/seg_001.ts': 'b',
    });
    await hls.putFolder('9001', first);
    expect(fs.existsSync(first)).toBe(false);
    expect(await inBucket('hls/9001/540p/seg_001.ts')).toBe(true);
    const second = folder({ 'master.m3u8': 'm2', '540p/index.m3u8': 'p2', '540p/seg_000.ts': 'c' });
    await hls.putFolder('9001', second);
    expect((await hls.read('9001/master.m3u8'))?.toString()).toBe('m2');
    expect((await hls.read('9001/540p/seg_000.ts'))?.toString()).toBe('c');
    expect(await inBucket('hls/9001/540p/seg_001.ts')).toBe(false);
    expect(await hls.exists('9001/540p/seg_001.ts')).toBe(false);
  });
});

describe('the demo pictures', () => {
  it('drawn into the data folder by the seed, are published to the bucket once and served from it', async () => {
    const { publishSeedMedia } = await import('#server/seed/publish-media.js');
    const file = path.join(t.config.dataDir, 'uploads', 'goods', 'demo-publish.webp');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      await sharp(await photo())
        .webp()
        .toBuffer(),
    );
    expect(await publishSeedMedia(t.config)).toBe(1);
    expect(await inBucket('uploads/goods/demo-publish.webp')).toBe(true);
    expect(await publishSeedMedia(t.config)).toBe(0);
    fs.rmSync(file);
    const served = await get('/media/goods/demo-publish.webp');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
