import { useEffect, useRef, type RefObject, type VideoHTMLAttributes } from 'react';
import type Hls from 'hls.js';

const NATIVE_HLS = 'application/vnd.apple.mpegurl';

let hlsLibrary: Promise<typeof import('hls.js/light')> | null = null;
/**
 * Starts loading hls.js (once) where the browser needs it: the player calls this as it opens, so
 * the library downloads while the episode list is fetched instead of after it.
 */
export function loadHlsLibrary(): Promise<typeof import('hls.js/light')> | null {
  if (typeof document === 'undefined' || document.createElement('video').canPlayType(NATIVE_HLS)) return null;
  hlsLibrary ??= import('hls.js/light');
  return hlsLibrary;
}

interface Props extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src' | 'onError'> {
  src: string | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Seconds to start at once the media is ready. */
  startAt?: number;
  /** The media failed to load (an expired signed URL answers 403): the caller fetches a fresh URL. */
  onMediaError: () => void;
}

/**
 * A `<video>` playing an HLS master playlist: natively where the browser can (Safari), else with
 * hls.js, loaded on demand so it is its own chunk.
 */
export function HlsVideo({ src, videoRef, startAt = 0, onMediaError, ...rest }: Props) {
  const onError = useRef(onMediaError);
  onError.current = onMediaError;
  const startRef = useRef(startAt);
  startRef.current = startAt;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    let hls: Hls | null = null;
    let cancelled = false;
    const seek = () => {
      if (startRef.current > 0 && video.duration > startRef.current + 1) video.currentTime = startRef.current;
      void video.play().catch(() => undefined);
    };
    video.addEventListener('loadedmetadata', seek, { once: true });

    if (video.canPlayType(NATIVE_HLS)) {
      video.src = src;
      const fail = () => onError.current();
      video.addEventListener('error', fail, { once: true });
      return () => {
        video.removeEventListener('error', fail);
        video.removeEventListener('loadedmetadata', seek);
        video.removeAttribute('src');
        video.load();
      };
    }

    void loadHlsLibrary()!.then(({ default: HlsClass }) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        video.src = src;
        return;
      }
      // Start on the lowest rendition (what the next-episode preload fetched), then adapt up.
      hls = new HlsClass({ maxBufferLength: 20, startLevel: 0 });
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (data.fatal) onError.current();
      });
      hls.loadSource(src);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      video.removeEventListener('loadedmetadata', seek);
      hls?.destroy();
    };
  }, [src, videoRef]);

  return <video ref={videoRef} playsInline {...rest} />;
}
