import type { AdminVideoItem } from '@app/contract';
import { VIDEO_UPLOAD_CHUNK_BYTES, VIDEO_UPLOAD_MAX_BYTES } from '@app/contract';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLog, staff, videoItems, videoUploads } from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/password.js';
import { createTestApp } from '#test/helper.js';
import { generateDemoSource } from '#server/modules/media/transcode.js';
import { createTranscodeWorker } from '#server/modules/media/transcode.worker.js';

const t = await createTestApp();
const admin = await t.kit.staffToken();
const support = await t.kit.staffToken('support@demo.local');
const sources = path.join(t.config.dataDir, 'sources');

const clip = path.join(t.config.dataDir, 'clip.mp4');
await generateDemoSource(clip, 'Upload', 2);
const video = fs.readFileSync(clip);

let dramas = 0;
/** A published drama whose first five episodes are free, with one episode and no video yet. */
async function episode(): Promise<AdminVideoItem> {
  dramas += 1;
  const v = await t.call(
    'admin/saveVideo',
    { title: `Upload drama ${dramas}`, freeEpisodes: 5, published: true },
    { token: admin },
  );
  const item = await t.call(
    'admin/saveVideoItem',
    { videoId: v.body.data.id, index: 1, title: 'Pilot', price: 0 },
    { token: admin },
  );
  return item.body.data;
}

const start = (body: Record<string, unknown>, token = admin) =>
  t.call('admin/startVideoUpload', body, { token });

async function put(uploadId: string, offset: number, bytes: Buffer, token: string | null = admin) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/v1/admin/video-upload/${uploadId}?offset=${offset}`,
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: bytes,
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; error?: string; message?: string; data?: { received: number } }>(),
  };
}

const item = async (id: number) => (await t.db.select().from(videoItems).where(eq(videoItems.id, id)))[0]!;

describe('episode video upload', () => {
  it('chunks make the episode source; the worker transcodes it and it plays through a signed URL', async () => {
    const ep = await episode();
    const started = await start({ itemId: ep.id, fileName: 'pilot.mp4', size: video.length });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      received: 0,
      chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
      status: 'uploading',
    });
    const { uploadId } = started.body.data;
    const third = Math.ceil(video.length / 3);
    let offset = 0;
    for (const size of [third, third, video.length - 2 * third]) {
      const res = await put(uploadId, offset, video.subarray(offset, offset + size));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      offset += size;
      expect(res.body).toEqual({ code: 0, msg: 'ok', data: { received: offset } });
      if (offset < video.length) {
        const progress = await t.call('admin/getVideoUpload', { uploadId }, { token: admin });
        expect(progress.body.data).toMatchObject({ received: offset, status: 'uploading' });
        const listed = await t.call('admin/getVideoItemList', { videoId: ep.videoId }, { token: admin });
        expect(listed.body.data.list[0]!.upload).toMatchObject({ uploadId, received: offset });
      }
    }
    const source = `item-${ep.id}-${uploadId}.mp4`;
    expect(await item(ep.id)).toMatchObject({ source, status: 'pending', claimedAt: null, failure: null });
    expect(fs.readFileSync(path.join(sources, source)).equals(video)).toBe(true);
    expect(fs.existsSync(path.join(sources, `upload-${uploadId}.part`))).toBe(false);
    const done = await t.call('admin/getVideoUpload', { uploadId }, { token: admin });
    expect(done.body.data).toMatchObject({ status: 'complete', received: video.length });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'video_upload.completed'));
    expect(audit).toMatchObject({ targetType: 'video_item', targetId: String(ep.id) });

    const worker = createTranscodeWorker(t.db, t.config.dataDir, { warn: () => {} });
    expect(await worker.runOnce()).toBe(1);
    expect(await item(ep.id)).toMatchObject({ status: 'ready', durationSeconds: 2 });
    const items = await t.call('video/getVideoItemList', {
      videoId: ep.videoId,
    });
    const master = await t.app.inject({ method: 'GET', url: items.body.data.list[0]!.playUrl! });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('540p/index.m3u8?exp=');

    // A second upload replaces the video: queued again, transcoded again, the old file removed.
    const again = await start({ itemId: ep.id, fileName: 'pilot-v2.mp4', size: video.length });
    expect(again.body.data.uploadId).not.toBe(uploadId);
    expect((await put(again.body.data.uploadId, 0, video)).body.data).toEqual({ received: video.length });
    expect(await item(ep.id)).toMatchObject({
      status: 'pending',
      source: `item-${ep.id}-${again.body.data.uploadId}.mp4`,
    });
    expect(fs.existsSync(path.join(sources, source))).toBe(false);
    // While it waits for the transcoder, another upload must wait too.
    const busy = await start({ itemId: ep.id, fileName: 'pilot-v3.mp4', size: video.length });
    expect(busy.body.error).toBe('EPISODE_BUSY');
    expect(await worker.runOnce()).toBe(1);
    expect((await item(ep.id)).status).toBe('ready');
  }, 60_000);

  it('resumes: starting the same file again answers the same upload and where it stands', async () => {
    const ep = await episode();
    const body = { itemId: ep.id, fileName: 'resume.mp4', size: video.length };
    const first = (await start(body)).body.data;
    const half = Math.floor(video.length / 2);
    expect((await put(first.uploadId, 0, video.subarray(0, half))).status).toBe(200);
    const resumed = (await start(body)).body.data;
    expect(resumed).toMatchObject({ uploadId: first.uploadId, received: half });

    // A chunk at the wrong offset (a retry of one already stored) is refused with where to continue.
    const stale = await put(first.uploadId, 0, video.subarray(0, half));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'UPLOAD_OFFSET_MISMATCH', data: { received: half } });
    const ahead = await put(first.uploadId, half + 10, video.subarray(half + 10));
    expect(ahead.status).toBe(409);
    expect(ahead.body.data).toEqual({ received: half });

    expect((await put(first.uploadId, half, video.subarray(half))).body.data).toEqual({
      received: video.length,
    });
    // The last chunk's answer was lost and it is sent again: the client learns it is complete.
    const late = await put(first.uploadId, half, video.subarray(half));
    expect(late.status).toBe(409);
    expect(late.body.data).toEqual({ received: video.length });
    expect((await item(ep.id)).source).toBe(`item-${ep.id}-${first.uploadId}.mp4`);
    expect(fs.readFileSync(path.join(sources, `item-${ep.id}-${first.uploadId}.mp4`)).equals(video)).toBe(
      true,
    );

    // Another file (or another size) is a new upload.
    await t.db.update(videoItems).set({ status: 'ready' }).where(eq(videoItems.id, ep.id));
    const other = (await start({ ...body, size: video.length - 1 })).body.data;
    expect(other.uploadId).not.toBe(first.uploadId);
    expect(other.received).toBe(0);
  });

  it('a first chunk that is not a video fails the upload and changes nothing', async () => {
    const ep = await episode();
    const text = Buffer.from('This is a text file pretending to be a video.\n'.repeat(200));
    const { uploadId } = (await start({ itemId: ep.id, fileName: 'movie.mp4', size: text.length })).body.data;
    const res = await put(uploadId, 0, text);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: 'UPLOAD_NOT_VIDEO', message: 'This file is not a video' });
    expect(await item(ep.id)).toMatchObject({ source: null, status: 'pending' });
    const [upload] = await t.db.select().from(videoUploads).where(eq(videoUploads.id, uploadId));
    expect(upload).toMatchObject({ status: 'failed', received: 0 });
    expect(fs.existsSync(path.join(sources, `upload-${uploadId}.part`))).toBe(false);
    // The failed upload takes no more chunks.
    expect((await put(uploadId, 0, video)).body.error).toBe('UPLOAD_NOT_FOUND');
  });

  it('refuses a file too large, an unknown episode, a chunk too large, other staff and other roles', async () => {
    const ep = await episode();
    const big = await start({ itemId: ep.id, fileName: 'huge.mp4', size: VIDEO_UPLOAD_MAX_BYTES + 1 });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('UPLOAD_TOO_LARGE');
    expect((await start({ itemId: 999_999, fileName: 'x.mp4', size: 10 })).body.error).toBe(
      'EPISODE_NOT_FOUND',
    );
    const noName = await start({ itemId: ep.id, fileName: ' ', size: 10 });
    expect(noName.body.fields?.[0]?.field).toBe('fileName');
    expect((await start({ itemId: ep.id, fileName: 'x.mp4', size: 10 }, support)).status).toBe(403);

    const { uploadId } = (await start({ itemId: ep.id, fileName: 'x.mp4', size: video.length })).body.data;
    expect((await put(uploadId, 0, video, null)).status).toBe(401);
    expect((await put(uploadId, 0, video, support)).status).toBe(403);
    const tooBig = await put(uploadId, 0, Buffer.alloc(VIDEO_UPLOAD_CHUNK_BYTES + 1));
    expect(tooBig.status).toBe(413);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/video-upload/${uploadId}?offset=0`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(400);
    const noOffset = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/video-upload/${uploadId}`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/octet-stream' },
      payload: video,
    });
    expect(noOffset.json<{ fields: { field: string }[] }>().fields[0]!.field).toBe('offset');
    expect((await put('00000000-0000-0000-0000-000000000000', 0, video)).status).toBe(404);
    // Another content editor cannot write into someone else's upload.
    await t.db.insert(staff).values({
      email: 'editor@example.com',
      passwordHash: await hashPassword('Editor123'),
      name: 'Editor',
      roles: ['content'],
    });
    const editor = await t.kit.staffToken('editor@example.com', 'Editor123');
    // Nor start another upload of the same episode while it is under way.
    const second = await start({ itemId: ep.id, fileName: 'y.mp4', size: video.length }, editor);
    expect(second.body.error).toBe('EPISODE_BUSY');
    expect((await put(uploadId, 0, video, editor)).status).toBe(404);
    expect((await t.call('admin/cancelVideoUpload', { uploadId }, { token: editor })).status).toBe(404);
    expect((await t.db.select().from(videoUploads).where(eq(videoUploads.id, uploadId)))[0]!.received).toBe(
      0,
    );

    const cancelled = await t.call('admin/cancelVideoUpload', { uploadId }, { token: admin });
    expect(cancelled.body.data).toMatchObject({ status: 'failed', failure: 'cancelled' });
    expect(fs.existsSync(path.join(sources, `upload-${uploadId}.part`))).toBe(false);
    expect((await put(uploadId, 0, video)).status).toBe(404);
  });
});
