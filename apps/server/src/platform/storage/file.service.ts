import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_PATHS, type UploadPath } from '@app/contract';
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { AppContext } from '#server/context.js';
import { fileRepository } from './file.repository.js';
import { PRIVATE_UPLOAD_FOLDERS } from './private-files.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { UNSAFE_TEXT_G } from '#server/lib/text.js';

const OUTPUT: Record<(typeof UPLOAD_IMAGE_TYPES)[number], { ext: string; encode: (s: Sharp) => Sharp }> = {
  'image/jpeg': { ext: 'jpg', encode: (s) => s.jpeg({ quality: 85, mozjpeg: true }) },
  'image/png': { ext: 'png', encode: (s) => s.png({ compressionLevel: 9 }) },
  'image/webp': { ext: 'webp', encode: (s) => s.webp({ quality: 85 }) },
  'image/gif': { ext: 'gif', encode: (s) => s.gif() },
};
const MAX_EDGE = 2048;

/** Needs only the database and the storage, so the demo history stores its buyers' photos the same way. */
export function createFileService(
  ctx: Pick<AppContext, 'db' | 'storage'> & Partial<Pick<AppContext, 'privateFiles'>>,
) {
  return {
    /**
     * Stores an uploaded image: the type comes from its bytes (not its name or header), and it is
     * re-encoded (auto-rotated, at most 2048 px, metadata such as EXIF and GPS dropped).
     */
    async saveImage(input: {
      buffer: Buffer;
      folder: string | undefined;
      originalName: string | undefined;
      owner: { userId?: number; staffId?: number };
    }) {
      const folder: UploadPath = (UPLOAD_PATHS as readonly string[]).includes(input.folder ?? '')
        ? (input.folder as UploadPath)
        : 'misc';
      if (input.buffer.length === 0) throw new AppError('UPLOAD_MISSING');
      if (input.buffer.length > UPLOAD_MAX_BYTES) {
        throw new AppError('UPLOAD_TOO_LARGE', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 });
      }
      const detected = await fileTypeFromBuffer(input.buffer);
      const mime = detected?.mime as keyof typeof OUTPUT | undefined;
      if (!mime || !(mime in OUTPUT)) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
      const { ext, encode } = OUTPUT[mime];
      let output: { data: Buffer; info: OutputInfo };
      try {
        output = await encode(
          sharp(input.buffer, { animated: mime === 'image/gif', limitInputPixels: 50_000_000 })
            .rotate()
            .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true }),
        ).toBuffer({ resolveWithObject: true });
      } catch {
        // Bytes that look like an image but do not decode are refused the same way.
        throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
      }
      // ID photos and licences go to the private store: no public address reaches them.
      const store = PRIVATE_UPLOAD_FOLDERS.includes(folder) ? ctx.privateFiles?.storage : ctx.storage;
      if (!store) throw new Error(`no private storage for ${folder}`);
      const now = clock.now();
      const key = `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(12).toString('hex')}.${ext}`;
      // The name is only a label: text no column can hold is dropped, never a reason to fail.
      const originalName = input.originalName?.replace(UNSAFE_TEXT_G, '').slice(0, 200) || null;
      await store.put(key, output.data, mime);
      await fileRepository
        .insert(ctx.db, {
          storageKey: key,
          folder,
          originalName,
          mime,
          size: output.data.length,
          width: output.info.width,
          height: output.info.height,
          userId: input.owner.userId ?? null,
          staffId: input.owner.staffId ?? null,
        })
        .catch(async (err: unknown) => {
          // No file without its record.
          await store.remove(key).catch(() => undefined);
          throw err;
        });
      return { url: store.urlOf(key) };
    },
  };
}
