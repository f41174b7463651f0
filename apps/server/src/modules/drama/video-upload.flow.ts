import {
  VIDEO_UPLOAD_CHUNK_BYTES,
  VIDEO_UPLOAD_MAX_BYTES,
  type ApiInput,
  type VideoUpload,
} from '@app/contract';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { audit } from '#server/platform/audit/index.js';
import { dramaRepository as repo, type VideoUploadRow } from './drama.repository.js';
import { toUpload } from './drama-staff.service.js';

/** Who sends a chunk: the staff member who started the upload, and from where. */
type Sender = Pick<StaffCall, 'staff' | 'ip'>;

/** An upload with no chunk for this long counts as abandoned: another staff member may replace it. */
const ABANDONED_AFTER_MS = 10 * 60_000;
/** Bytes `file-type` needs to recognise a container. */
const SNIFF_BYTES = 4100;
/** A source this module wrote (`item-<itemId>-<uploadId>.<ext>`): the only kind it ever deletes. */
const UPLOADED_SOURCE = /^item-\d+-[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** The offset a chunk was sent at is not where the upload stands; the client continues from `received`. */
export class OffsetMismatch extends AppError {
  constructor(readonly received: number) {
    super('UPLOAD_OFFSET_MISMATCH', { received });
  }
}

/** Recognises a video by its bytes (mp4, mov, m4v, webm, mkv, avi, mpeg, ts, 3gp, flv...). */
export async function videoTypeOf(head: Buffer) {
  const type = await fileTypeFromBuffer(head);
  return type?.mime.startsWith('video/') ? type : undefined;
}

async function sizeOf(file: string) {
  try {
    return (await fs.stat(file)).size;
  } catch {
    return 0;
  }
}

/**
 * Resumable, chunked uploads of episode sources. A chunk is accepted only at the offset the server
 * has (so a retried or duplicated chunk cannot be appended twice), and the part file on disk is the
 * truth: if it holds fewer bytes than recorded, the upload steps back to what it holds.
 * Once every byte has arrived the part becomes the episode's source and the episode is queued for
 * transcoding, in one transaction with its audit entry.
 */
export function createVideoUploadService(ctx: AppContext) {
  const { db } = ctx;
  const sources = path.join(ctx.config.dataDir, 'sources');
  const partOf = (uploadId: string) => path.join(sources, `upload-${uploadId}.part`);

  async function discard(uploadIds: string[]) {
    await Promise.all(uploadIds.map((id) => fs.rm(partOf(id), { force: true })));
  }

  return {
    async start(body: ApiInput<'admin/startVideoUpload'>, call: StaffCall): Promise<VideoUpload> {
      if (body.size > VIDEO_UPLOAD_MAX_BYTES) {
        throw new AppError('UPLOAD_TOO_LARGE', { maxMb: VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024 });
      }
      const staffId = call.staff.id;
      await fs.mkdir(sources, { recursive: true });
      const { upload, replaced } = await db.transaction(async (tx) => {
        // One start at a time per episode.
        const item = await repo.findItem(tx, body.itemId, { lock: true });
        if (!item) throw new AppError('EPISODE_NOT_FOUND');
        const resume = await repo.resumable(tx, { ...body, itemId: item.id, staffId });
        if (resume) {
          // Only bytes on disk count (the part file may have been lost).
          const onDisk = await sizeOf(partOf(resume.id));
          if (onDisk < resume.received) {
            return { upload: (await repo.updateUpload(tx, resume.id, { received: onDisk }))!, replaced: [] };
          }
          return { upload: resume, replaced: [] };
        }
        // The video being transcoded must finish first, or the queue would lose the new one.
        if (item.source && (item.status === 'pending' || item.status === 'processing')) {
          throw new AppError('EPISODE_BUSY');
        }
        // A colleague's upload still under way is not cut off; one's own (or an abandoned one) is replaced.
        const older = await repo.activeUploads(tx, [item.id]);
        const live = older.find(
          (u) => u.staffId !== staffId && Date.now() - u.updatedAt.getTime() < ABANDONED_AFTER_MS,
        );
        if (live) throw new AppError('EPISODE_BUSY');
        for (const u of older) await repo.updateUpload(tx, u.id, { status: 'failed', failure: 'replaced' });
        const created = await repo.insertUpload(tx, {
          id: randomUUID(),
          itemId: item.id,
          staffId,
          fileName: body.fileName,
          size: body.size,
        });
        await fs.writeFile(partOf(created.id), '');
        return { upload: created, replaced: older.map((u) => u.id) };
      });
      await discard(replaced);
      return toUpload(upload);
    },

    async get(uploadId: string): Promise<VideoUpload> {
      const upload = await repo.findUpload(db, uploadId);
      if (!upload) throw new AppError('UPLOAD_NOT_FOUND');
      return toUpload(upload);
    },

    /** The staff member who started it (or an admin) gives it up; its bytes are deleted. */
    async cancel(uploadId: string, call: StaffCall): Promise<VideoUpload> {
      const upload = await db.transaction(async (tx) => {
        const current = await repo.findUpload(tx, uploadId, { lock: true });
        if (!current || (current.staffId !== call.staff.id && !call.staff.roles.includes('admin'))) {
          throw new AppError('UPLOAD_NOT_FOUND');
        }
        if (current.status !== 'uploading') return current;
        const cancelled = await repo.updateUpload(tx, uploadId, { status: 'failed', failure: 'cancelled' });
        await audit.staff(tx, call, {
          action: 'video_upload.cancelled',
          targetType: 'video_item',
          targetId: current.itemId,
          detail: { uploadId, fileName: current.fileName, size: current.size, received: current.received },
        });
        return cancelled!;
      });
      if (upload.status === 'failed') await discard([uploadId]);
      return toUpload(upload);
    },

    /**
     * One chunk at `offset`. Answers what the server now holds; on the last byte the episode gets
     * its new source and goes back into the transcode queue.
     */
    async chunk(
      uploadId: string,
      offset: number,
      bytes: Buffer,
      caller: Sender,
    ): Promise<{ received: number }> {
      if (bytes.length === 0) {
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: '(body)', rule: 'required', key: 'validation.fileEmpty' },
        ]);
      }
      if (bytes.length > VIDEO_UPLOAD_CHUNK_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE');
      }
      const part = partOf(uploadId);
      let renamedTo: string | undefined;
      const outcome = await db
        .transaction(async (tx) => {
          // The row lock orders chunks of one upload: two copies of a chunk cannot both be written.
          const upload = await repo.findUpload(tx, uploadId, { lock: true });
          if (!upload || upload.staffId !== caller.staff.id) throw new AppError('UPLOAD_NOT_FOUND');
          if (upload.status === 'complete') throw new OffsetMismatch(upload.received);
          if (upload.status !== 'uploading') throw new AppError('UPLOAD_NOT_FOUND');
          const onDisk = await sizeOf(part);
          if (onDisk < upload.received) {
            await repo.updateUpload(tx, uploadId, { received: onDisk });
            return { kind: 'mismatch' as const, received: onDisk };
          }
          if (offset !== upload.received) throw new OffsetMismatch(upload.received);
          if (offset + bytes.length > upload.size) {
            throw new AppError('VALIDATION_FAILED', {}, [
              {
                field: '(body)',
                rule: 'max',
                key: 'validation.tooBig',
                params: { field: '(body)', max: upload.size - offset },
              },
            ]);
          }
          if (offset === 0 && !(await videoTypeOf(bytes.subarray(0, SNIFF_BYTES)))) {
            await repo.updateUpload(tx, uploadId, { status: 'failed', failure: 'not a video' });
            return { kind: 'notVideo' as const };
          }
          // Written at its offset and cut there, so bytes left by an interrupted write never stay.
          const handle = await fs.open(part, 'r+');
          try {
            await handle.write(bytes, 0, bytes.length, offset);
            await handle.truncate(offset + bytes.length);
          } finally {
            await handle.close();
          }
          const received = offset + bytes.length;
          const updated = (await repo.updateUpload(tx, uploadId, { received }))!;
          if (received < upload.size) return { kind: 'ok' as const, received };
          return { kind: 'complete' as const, received, ...(await complete(tx, updated, caller)) };
        })
        .catch(async (err: unknown) => {
          // The database said no after the file was renamed: put it back so the upload can finish later.
          if (renamedTo) await fs.rename(renamedTo, part).catch(() => {});
          throw err;
        });

      async function complete(tx: Tx, upload: VideoUploadRow, by: Sender) {
        const item = await repo.findItem(tx, upload.itemId, { lock: true });
        if (!item) throw new AppError('EPISODE_NOT_FOUND');
        const head = Buffer.alloc(SNIFF_BYTES);
        const handle = await fs.open(part, 'r');
        let read: number;
        try {
          ({ bytesRead: read } = await handle.read(head, 0, SNIFF_BYTES, 0));
        } finally {
          await handle.close();
        }
        const ext = (await videoTypeOf(head.subarray(0, read)))?.ext ?? 'mp4';
        const source = `item-${item.id}-${upload.id}.${ext}`;
        renamedTo = path.join(sources, source);
        await fs.rename(part, renamedTo);
        // On an object store the source waits there, for whichever node's worker claims it (decision 57).
        if (ctx.media.sources.kind !== 'local')
          await ctx.media.sources.putFile(source, renamedTo, `video/${ext}`);
        await repo.queueItem(tx, item.id, source);
        await repo.updateUpload(tx, upload.id, { status: 'complete' });
        await audit.staff(tx, by, {
          action: 'video_upload.completed',
          targetType: 'video_item',
          targetId: item.id,
          detail: {
            uploadId: upload.id,
            fileName: upload.fileName,
            size: upload.size,
            source,
            previous: item.source,
          },
        });
        return { previous: item.source };
      }

      if (outcome.kind === 'mismatch') throw new OffsetMismatch(outcome.received);
      if (outcome.kind === 'notVideo') {
        await fs.rm(part, { force: true });
        throw new AppError('UPLOAD_NOT_VIDEO');
      }
      if (outcome.kind === 'complete' && outcome.previous && UPLOADED_SOURCE.test(outcome.previous)) {
        // The replaced upload is no longer anyone's source (the episode was not transcoding it).
        await fs.rm(path.join(sources, outcome.previous), { force: true });
        if (ctx.media.sources.kind !== 'local')
          await ctx.media.sources.remove(outcome.previous).catch(() => {});
      }
      return { received: outcome.received };
    },
  };
}

export type VideoUploadService = ReturnType<typeof createVideoUploadService>;
