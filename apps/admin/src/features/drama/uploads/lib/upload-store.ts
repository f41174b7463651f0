import { useSyncExternalStore } from 'react';
import { episodeTransport, isRetryable } from '#admin/features/drama/uploads/api/video-upload';
import { startChunkedUpload, UploadCancelledError, type UploadProgress } from './chunked-upload';

export interface EpisodeUpload {
  itemId: number;
  videoId: number;
  fileName: string;
  progress: UploadProgress;
  cancel: () => void;
  token: object;
}

/**
 * Uploads under way in this tab, by episode. They live outside React, so one keeps going while
 * staff look at other pages of the console; a finished or failed one stays until dismissed.
 */
const uploads = new Map<number, EpisodeUpload>();
const listeners = new Set<() => void>();
let snapshot: readonly EpisodeUpload[] = [];

function emit() {
  snapshot = [...uploads.values()];
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long a finished upload stays on its row. */
const DONE_SHOWN_MS = 6_000;

const active = (u: EpisodeUpload) => ['starting', 'uploading', 'retrying'].includes(u.progress.phase);

/** Closing the tab would stop the upload: ask first. */
function guardUnload(event: BeforeUnloadEvent) {
  if (snapshot.some(active)) event.preventDefault();
}

export const uploadStore = {
  start(input: { itemId: number; videoId: number; file: File; onSettled: (ok: boolean) => void }) {
    const current = uploads.get(input.itemId);
    if (current && active(current)) return;
    // Identifies this upload of the episode: a later one replaces it in the store.
    const token = {};
    let stop = () => {};
    const put = (progress: UploadProgress) => {
      uploads.set(input.itemId, {
        itemId: input.itemId,
        videoId: input.videoId,
        fileName: input.file.name,
        progress,
        cancel: () => stop(),
        token,
      });
      emit();
    };
    put({ phase: 'starting', received: 0, size: input.file.size, percent: 0, bytesPerSecond: 0 });
    if (uploads.size === 1) window.addEventListener('beforeunload', guardUnload);
    const upload = startChunkedUpload(input.file, episodeTransport(input.itemId), {
      isRetryable,
      onProgress: (progress) => {
        if (uploads.get(input.itemId)?.token === token) put(progress);
      },
    });
    stop = upload.cancel;
    upload.done.then(
      () => {
        input.onSettled(true);
        // The episode's own state takes over once the list is read again.
        setTimeout(() => {
          if (uploads.get(input.itemId)?.token === token) uploadStore.dismiss(input.itemId);
        }, DONE_SHOWN_MS);
      },
      (error: unknown) => {
        input.onSettled(false);
        // A cancelled upload leaves nothing to show.
        if (error instanceof UploadCancelledError && uploads.get(input.itemId)?.token === token) {
          uploadStore.dismiss(input.itemId);
        }
      },
    );
  },

  dismiss(itemId: number) {
    const entry = uploads.get(itemId);
    if (!entry) return;
    if (active(entry)) entry.cancel();
    uploads.delete(itemId);
    if (uploads.size === 0) window.removeEventListener('beforeunload', guardUnload);
    emit();
  },
};

export function useEpisodeUploads(videoId: number): Map<number, EpisodeUpload> {
  const all = useSyncExternalStore(subscribe, () => snapshot);
  return new Map(all.filter((u) => u.videoId === videoId).map((u) => [u.itemId, u]));
}

export function isUploading(upload: EpisodeUpload | undefined): boolean {
  return Boolean(upload && active(upload));
}
