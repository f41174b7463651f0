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

type Rendition = (typeof RENDITIONS)[number];

/** The master playlist: each rendition with its peak bandwidth, size and codecs (H.264 Main 3.1, AAC-LC). */
export function masterPlaylist(audio: boolean, renditions: readonly Rendition[] = RENDITIONS): string {
  const codecs = audio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...renditions.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${(Math.round(r.videoKbps * 1.2) + (audio ? AUDIO_KBPS : 0)) * 1000},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`,
      `${r.name}/index.m3u8`,
    ]),
    '',
  ].join('\n');
}

/** One rendition's encoder and HLS muxer options (the audio track, when there is one, is `audio`). */
function hlsOutput(
  tmp: string,
  r: Rendition,
  video: string,
  audio: string | undefined,
  preset: 'veryfast' | 'ultrafast',
): string[] {
  return [
    '-map',
    video,
    ...(audio ? ['-map', audio, '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'] : []),
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-profile:v',
    'main',
    '-level:v',
    '3.1',
    '-pix_fmt',
    'yuv420p',
    // A key frame at every segment boundary in every rendition, so players can switch.
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
  ];
}

/** Writes the master playlist, reads the duration and renames the finished folder into place. */
function publish(tmp: string, outDir: string, audio: boolean, renditions: readonly Rendition[]) {
  fs.writeFileSync(path.join(tmp, 'master.m3u8'), masterPlaylist(audio, renditions));
  const playlist = fs.readFileSync(path.join(tmp, renditions[0]!.name, 'index.m3u8'), 'utf8');
  const durationSeconds = Math.round(
    [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((n, m) => n + Number(m[1]), 0),
  );
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(tmp, outDir);
  return { durationSeconds };
}

function scratchDir(outDir: string, renditions: readonly Rendition[]) {
  const tmp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const r of renditions) fs.mkdirSync(path.join(tmp, r.name), { recursive: true });
  return tmp;
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

/**
 * ffmpeg stopped by a signal (the server shutting down, Ctrl-C in its terminal), not by a fault of
 * the source: the episode goes back to the queue instead of being marked failed.
 */
export class TranscodeInterrupted extends Error {}

function run(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      // Killed outright, or ffmpeg's own "Exiting normally, received signal N." after SIGINT/SIGTERM.
      if (signal || /received signal \d+/.test(stderr))
        return reject(new TranscodeInterrupted(`ffmpeg stopped by ${signal ?? 'a signal'}`));
      reject(new Error(`ffmpeg exited with ${code}: ${stderr.split('\n').slice(-6).join(' ')}`));
    });
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
  const tmp = scratchDir(outDir, RENDITIONS);
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
    ...RENDITIONS.flatMap((r, i) => hlsOutput(tmp, r, `[v${i}]`, audio ? '0:a:0' : undefined, 'veryfast')),
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
    return publish(tmp, outDir, audio, RENDITIONS);
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

/** A generated demo episode: a still scene panned slowly, drifting sparks, a caption and timed dialogue. */
export interface DemoEpisode {
  seconds: number;
  /** A still picture of at least 600×1068, panned slowly while the episode plays. */
  background: string;
  /** A small picture with transparency, drifting in a few places (sparks, snow, petals, rain). */
  sprite: string;
  /** Sparks and embers rise; snow, petals and rain fall (faster). */
  drift: 'up' | 'down' | 'rain';
  /** The small caption at the top: the drama's title and "Episode N". */
  caption: string;
  /** Burnt-in dialogue, each shown from `from` to `to` seconds (wrapped to at most two rows). */
  lines: { from: number; to: number; text: string }[];
  /** The notes (Hz) of the soft chord under the episode. */
  chord: number[];
}

/** Demo clips are generated, not uploaded: one rendition at the phone's size is enough (decision 25). */
export const DEMO_RENDITIONS = [RENDITIONS[1]] as const;
const SUBTITLE_CHARS = 26;

/** Splits a line of dialogue into at most two balanced rows of about `max` characters. */
export function subtitleRows(text: string, max = SUBTITLE_CHARS): string[] {
  const words = text.trim().split(/\s+/);
  if (text.length <= max || words.length < 2) return [text.trim()];
  let best = [text.trim()];
  let widest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const rows = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const w = Math.max(...rows.map((r) => r.length));
    if (w < widest) [best, widest] = [rows, w];
  }
  return best;
}

/**
 * Renders a demo episode straight to HLS in one ffmpeg pass (no intermediate file): the scene is
 * decoded once and looped, panned with `crop`, a few sparks are overlaid, the caption and dialogue are
 * drawn with `drawtext` (texts read from files, so nothing needs escaping; the font file is named),
 * and a soft chord is generated with `aevalsrc`. `ultrafast`: the picture is mostly still.
 */
export async function renderDemoEpisode(
  episode: DemoEpisode,
  outDir: string,
): Promise<{ durationSeconds: number }> {
  const bin = ffmpegPath();
  const secs = episode.seconds;
  const frames = secs * 24;
  const tmp = scratchDir(outDir, DEMO_RENDITIONS);
  const texts = `${tmp}-text`;
  fs.mkdirSync(texts, { recursive: true });
  let n = 0;
  const textFile = (text: string) => {
    const file = path.join(texts, `${n++}.txt`);
    fs.writeFileSync(file, text);
    return file;
  };
  const font = `fontfile='${FONT_BOLD_FILE}'`;
  const draw = [
    `drawtext=${font}:textfile='${textFile(episode.caption)}':fontcolor=white@0.85:fontsize=20:shadowcolor=black@0.6:shadowx=1:shadowy=1:x=(w-text_w)/2:y=h*0.115`,
    ...episode.lines.flatMap(({ from, to, text }) => {
      const rows = subtitleRows(text);
      return rows.map(
        (row, i) =>
          `drawtext=${font}:textfile='${textFile(row)}':fontcolor=white:fontsize=30:borderw=3:bordercolor=black@0.85:x=(w-text_w)/2:y=h*0.64+${i - rows.length + 1}*40:enable='between(t,${from},${to})'`,
      );
    }),
  ].join(',');
  const speed = episode.drift === 'rain' ? 9 : 1;
  const drift = (i: number) =>
    episode.drift === 'up'
      ? `960-mod(t*${18 + i * 6}+${i * 170},1010)`
      : `mod(t*${(18 + i * 6) * speed}+${i * 170},1010)-40`;
  const sparks = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `[b${i}][p${i}]overlay=x='mod(${40 + i * 83}+14*sin(t*0.${i + 3}+${i}),520)':y='${drift(i)}'[b${i + 1}]`,
    )
    .join(';');
  const graph = [
    `[0:v]loop=loop=${frames}:size=1:start=0,setpts=N/24/TB,crop=540:960:x='(iw-540)/2*(1+sin(t/9))':y='(ih-960)/2*(1+cos(t/11))',format=yuv420p[b0]`,
    `[1:v]loop=loop=${frames}:size=1:start=0,setpts=N/24/TB,format=yuva420p,split=6[p0][p1][p2][p3][p4][p5]`,
    sparks,
    `[b6]${draw},fade=t=in:st=0:d=0.8,fade=t=out:st=${secs - 0.8}:d=0.8,setsar=1[v0]`,
    `[2:a]afade=t=in:st=0:d=1,afade=t=out:st=${secs - 1.5}:d=1.5[a0]`,
  ].join(';');
  const chord = episode.chord.map((f) => `0.045*sin(2*PI*${f}*t)`).join('+');
  const args = [
    '-hide_banner',
    '-y',
    '-i',
    episode.background,
    '-i',
    episode.sprite,
    '-f',
    'lavfi',
    '-t',
    String(secs),
    '-i',
    `aevalsrc='(${chord})*(0.6+0.4*sin(2*PI*t/8))':s=22050`,
    '-filter_complex',
    graph,
    '-t',
    String(secs),
    ...hlsOutput(tmp, DEMO_RENDITIONS[0], '[v0]', '[a0]', 'ultrafast'),
  ];
  try {
    await run(bin, args);
    await run(bin, [
      '-hide_banner',
      '-y',
      '-i',
      episode.background,
      '-frames:v',
      '1',
      '-vf',
      'crop=540:960',
      path.join(tmp, 'poster.jpg'),
    ]);
    return publish(tmp, outDir, true, DEMO_RENDITIONS);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  } finally {
    fs.rmSync(texts, { recursive: true, force: true });
  }
}
