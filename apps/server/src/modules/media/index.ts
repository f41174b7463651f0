// What other modules, app.ts and server.ts may import from media (HLS files, transcoding, signed URLs).
export { createMediaSigner, mediaSecret, type MediaSigner } from './media-signer.js';
export { registerHlsRoutes } from './hls.routes.js';
export { createTranscodeWorker } from './transcode.worker.js';
