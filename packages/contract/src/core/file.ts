import { z } from 'zod';

/** Upload folders a client may ask for (the spec's `path` form field). */
export const UPLOAD_PATHS = [
  'avatar',
  'auth',
  'voucher',
  'review',
  'chat',
  'store',
  'goods',
  'cover',
  'banner',
  'misc',
  /** Ad creatives (decision 49). */
  'adv',
] as const;
export type UploadPath = (typeof UPLOAD_PATHS)[number];
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const uploadData = z.object({ url: z.string() });
/** The upload's answer is spec §7's `{ code, msg, data: { url } }`. */
export type UploadData = z.infer<typeof uploadData>;
