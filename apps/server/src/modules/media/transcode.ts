import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ffmpegPath } from '#server/lib/ffmpeg.js';
import { FONT_BOLD_FILE } from '#server/lib/fonts.js';

/** The two renditions of a vertical (9:16) episode, small enough for phones on any network. */
export const RENDITIONS = [
  { name: '360p', width: 360, height: 640, videoKbps: 500 },
  { name: '540p', width: 540, height: 960, videoKbps: 1000 },
] as const;
export const SEGMENT_SECONDS = 2;
const AUDIO_KBPS = 96;

/** The master playlist: each rendition with its peak bandwidth, size and codecs (H.264 Main 3.1, AAC-LC). */
export function masterPlaylist(audio: boolean): string {
  const codecs = audio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...RENDITIONS.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${(Math.round(r.videoKbps * 1.2) + (audio ? AUDIO_KBPS : 0)) * 1000},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`,
      `${r.name}/index.m3u8`,
    ]),
    '',
  ].join('\n');
}

/** Whether the file has a sound track (ffmpeg lists the streams it finds, then stops: no output given). */
function hasAudio(bin: string, input: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(bin, ['-hide_banner', '-i', input], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', () => resolve(false));
    child.on('close', () => resolve(/Stream #\d+:\d+.*: Audio:/.test(stderr)));
  });
}

function run(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`ffmpeg exited with ${code}: ${stderr.split('\n').slice(-6).join(' ')}`)),
    );
  });
}

/**
 * Transcodes one episode to HLS once: both renditions cut into short segments at the same key
 * frames (so players can switch), a master playlist, and a poster frame. Writes into a temporary
 * folder and renames it into place, so a half-done transcode is never served.
 */
export async function transcodeToHls(input: string, outDir: string): Promise<{ durationSeconds: number }> {
  const bin = ffmpegPath();
  const audio = await hasAudio(bin, input);
  const tmp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const r of RENDITIONS) fs.mkdirSync(path.join(tmp, r.name), { recursive: true });
  const split = RENDITIONS.map((_, i) => `[s${i}]`).join('');
  const scales = RENDITIONS.map(
    (r, i) =>
      `[s${i}]scale=${r.width}:${r.height}:force_original_aspect_ratio=decrease,pad=${r.width}:${r.height}:(ow-iw)/2:(oh-ih)/2,setsar=1[v${i}]`,
  ).join(';');
  // One output per rendition in the same pass (ffmpeg 4.1, the npm build, has no working
  // `-var_stream_map` master playlist); the master playlist is written here.
  const args = [
    '-hide_banner',
    '-y',
    '-i',
    input,
    '-filter_complex',
    `[0:v]split=${RENDITIONS.length}${split};${scales}`,
    ...RENDITIONS.flatMap((r, i) => [
      '-map',
      `[v${i}]`,
      ...(audio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'] : []),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-level:v',
      '3.1',
      '-pix_fmt',
      'yuv420p',
      // A key frame at every segment boundary in both renditions, so players can switch.
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      '-sc_threshold',
      '0',
      '-b:v',
      `${r.videoKbps}k`,
      '-maxrate:v',
      `${Math.round(r.videoKbps * 1.2)}k`,
      '-bufsize:v',
      `${r.videoKbps * 2}k`,
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(tmp, r.name, 'seg_%03d.ts'),
      path.join(tmp, r.name, 'index.m3u8'),
    ]),
  ];
  try {
    await run(bin, args);
    await run(bin, [
      '-hide_banner',
      '-y',
      '-ss',
      '1',
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      'scale=540:-2',
      path.join(tmp, 'poster.jpg'),
    ]);
    fs.writeFileSync(path.join(tmp, 'master.m3u8'), masterPlaylist(audio));
    const playlist = fs.readFileSync(path.join(tmp, RENDITIONS[0].name, 'index.m3u8'), 'utf8');
    const durationSeconds = Math.round(
      [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((n, m) => n + Number(m[1]), 0),
    );
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.renameSync(tmp, outDir);
    return { durationSeconds };
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** A test source for demo episodes: colour bars with the episode's title burnt in, and a tone. */
export async function generateDemoSource(out: string, title: string, seconds: number): Promise<void> {
  const bin = ffmpegPath();
  const safe = title.replace(/[^\w .#-]/g, '');
  await run(bin, [
    '-hide_banner',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=540x960:rate=24:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${seconds}`,
    '-vf',
    // The font file is named, never looked up: a fresh machine may have no fonts.
    `drawtext=fontfile='${FONT_BOLD_FILE}':text='${safe}':fontcolor=white:fontsize=44:box=1:boxcolor=black@0.55:boxborderw=18:x=(w-text_w)/2:y=h*0.72`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    out,
  ]);
}
