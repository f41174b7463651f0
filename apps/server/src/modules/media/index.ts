// What other modules, app.ts and server.ts may import from media (HLS files, transcoding, signed URLs).
export { createMediaSigner, mediaSecret, type MediaSigner } from './media-signer.js';
export { registerHlsRoutes } from './hls.routes.js';
export { createTranscodeWorker, type DemoEpisodeSource } from './transcode.worker.js';
export type { DemoEpisode } from './transcode.js';
