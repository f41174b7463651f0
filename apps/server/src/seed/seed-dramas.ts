import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AppContext, UserCall, UserRow } from '#server/context.js';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { videoItems, videos } from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/password.js';
import { userRepository } from '#server/modules/account/index.js';
import { createDramaService } from '#server/modules/drama/index.js';
import { accountCodes, ledger, ledgerRepository } from '#server/modules/ledger/index.js';
import type { DemoEpisodeSource } from '#server/modules/media/index.js';
import { createMediaSigner } from '#server/modules/media/index.js';
import { createSigninThrottle } from '#server/platform/session/signin-throttle.js';
import { renderImages } from './demo-images.js';
import {
  DEMO_DRAMAS,
  dialogueTimeline,
  episodePrice,
  episodeSeconds,
  type DemoDrama,
} from './demo-dramas.js';
import { posterSvg, sceneSvg, spriteSvg } from './drama-art.js';

/** Simulated viewers whose recorded activity the home rows are computed from. */
export const DEMO_VIEWERS = 12;
export const DEMO_VIEWER_PASSWORD = 'Demo12345';
export const DEMO_VIEWER_OPENING_MINOR = 3_000;
export const viewerEmail = (n: number) => `viewer${n}@demo.local`;

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const posterKey = (d: Pick<DemoDrama, 'title'>) => `video/poster-${slug(d.title)}.webp`;

/**
 * What the simulated viewers do with each drama, by title: how many of them watch it (viewers 1…n),
 * star it and collect it, and who unlocks what (`all`, or that many locked episodes from the first).
 * Different on purpose: the most watched is not the most unlocked, and the newest is neither.
 */
const ACTIVITY: Record<string, { watch: number; star: number; collect: number; unlock: (number | 'all')[] }> =
  {
    'Alpha of the Silver Moon': { watch: 10, star: 9, collect: 6, unlock: ['all'] },
    'Midnight Heiress': { watch: 9, star: 6, collect: 4, unlock: ['all', 2, 2] },
    "The Fake Bride's Revenge": { watch: 8, star: 7, collect: 5, unlock: ['all', 'all', 'all'] },
    "The CEO's Secret Twin": { watch: 7, star: 8, collect: 5, unlock: ['all', 'all', 3] },
    "My Twins' Billionaire Daddy": { watch: 5, star: 3, collect: 2, unlock: [4] },
    'Love Contract in Seoul': { watch: 4, star: 4, collect: 3, unlock: [3, 3] },
    'Thirteen Floors Down': { watch: 3, star: 2, collect: 2, unlock: ['all', 'all'] },
    "The Emperor's Last Concubine": { watch: 2, star: 2, collect: 1, unlock: [2] },
  };

/**
 * The demo dramas: posters drawn and stored as each drama's cover, episodes queued as generated
 * clips (`demo:<seconds>`, rendered by the transcode worker from `demoEpisodeSource`), and the
 * simulated viewers' activity recorded through the drama service. Inserts nothing when a drama exists.
 */
export async function seedDemoDramas(db: Db, config: Config, log: (msg: string) => void = () => {}) {
  const [any] = await db.select({ id: videos.id }).from(videos).limit(1);
  if (any) return;
  const started = Date.now();
  const uploads = path.join(config.dataDir, 'uploads');
  await renderImages(
    uploads,
    DEMO_DRAMAS.map((d, i) => ({
      key: posterKey(d),
      svg: () => posterSvg(d.title, d.tags, d.look, i + 1),
      quality: 82,
    })),
  );
  // One at a time, in release order: the last is the newest.
  for (const [i, d] of DEMO_DRAMAS.entries()) {
    const [v] = await db
      .insert(videos)
      .values({
        title: d.title,
        description: d.description,
        tags: d.tags,
        featured: d.featured,
        rankWeight: d.rankWeight,
        freeEpisodes: d.freeEpisodes,
        cover: `/media/${posterKey(d)}`,
      })
      .returning();
    await db.insert(videoItems).values(
      d.episodes.map(([title], e) => ({
        videoId: v!.id,
        index: e + 1,
        title,
        price: episodePrice(i + 1, e + 1),
        source: `demo:${episodeSeconds(i + 1, e + 1)}`,
      })),
    );
  }
  log(`dramas: ${DEMO_DRAMAS.length} dramas with posters, episodes queued (${Date.now() - started} ms)`);
  await recordViewerActivity(db, config, log);
}

/** The seed acts as each viewer's own call: there is no HTTP request behind it. */
function viewerCall(user: UserRow): UserCall {
  return { user, ip: '127.0.0.1', locale: 'en', sessionId: 0 } as unknown as UserCall;
}

async function recordViewerActivity(db: Db, config: Config, log: (msg: string) => void) {
  const started = Date.now();
  const ctx: Pick<AppContext, 'db' | 'readDb' | 'config'> = { db, readDb: db, config };
  const drama = createDramaService(ctx, {
    throttle: createSigninThrottle(db, { maxFailures: 5, lockMinutes: 15, slowdownMs: 0 }),
    // Not used by the calls below (they play nothing); a signer needs a secret anyway.
    signer: createMediaSigner('seed'),
  });
  const passwordHash = await hashPassword(DEMO_VIEWER_PASSWORD);
  const viewers: UserRow[] = [];
  for (let n = 1; n <= DEMO_VIEWERS; n++) {
    const email = viewerEmail(n);
    const user =
      (await userRepository.findByEmail(db, email)) ??
      (await userRepository.insert(db, {
        email,
        passwordHash,
        nickname: `Viewer ${n}`,
        inviteCode: `VIEWER${String(n).padStart(2, '0')}`,
      }))!;
    await openingBalance(db, user.id);
    viewers.push(user);
  }
  const rows = await db.select({ id: videos.id, title: videos.title }).from(videos);
  let unlocked = 0;
  for (const { id, title } of rows) {
    const plan = ACTIVITY[title];
    if (!plan) continue;
    const { list } = await drama.items(id, viewerCall(viewers[0]!));
    const locked = list.filter((e) => !e.free);
    for (let n = 0; n < plan.watch; n++) {
      const call = viewerCall(viewers[n]!);
      const unlock = plan.unlock[n];
      if (unlock === 'all') {
        unlocked += (await drama.payUnlockAll({ videoId: id }, call)).unlocked.length;
      } else if (unlock) {
        for (const e of locked.slice(0, unlock)) {
          await drama.payUnlockOne({ itemId: e.id }, call);
          unlocked += 1;
        }
      }
      // Where the viewer stopped: the last episode they may play, part-way through.
      const reached =
        unlock === 'all' ? list.at(-1)! : ((unlock ? locked[unlock - 1] : undefined) ?? list[0]!);
      await drama.saveHistory({ itemId: reached.id, positionSeconds: 5 + n * 2 }, call);
      if (n < plan.star) await drama.star({ id }, call);
      if (n < plan.collect) await drama.collect({ id }, call);
    }
  }
  log(
    `dramas: ${DEMO_VIEWERS} viewers watched, liked, collected and unlocked ${unlocked} episodes (${Date.now() - started} ms)`,
  );
}

/** A viewer's recorded opening balance (a ledger transfer from the platform's capital), once. */
async function openingBalance(db: Db, userId: number) {
  if (await ledgerRepository.findAccountByCode(db, accountCodes.user(userId))) return;
  await db.transaction(async (tx) => {
    await ledger.transfer(tx, {
      transferId: `demo:opening:${userId}`,
      debitAccountId: ledger.ref.platform('platform:capital'),
      creditAccountId: ledger.ref.user(userId),
      amount: DEMO_VIEWER_OPENING_MINOR,
      kind: 'deposit',
      memo: 'demo opening balance',
    });
  });
}

/**
 * The look of a demo drama's episodes for the transcode worker: the drama's scene (drawn once per
 * drama into `DATA_DIR/sources/demo/`), its particle, the caption and the episode's dialogue.
 */
export function demoEpisodeSource(dataDir: string): DemoEpisodeSource {
  const dir = path.join(dataDir, 'sources', 'demo');
  async function picture(file: string, svg: () => string) {
    const out = path.join(dir, file);
    if (!fs.existsSync(out)) {
      fs.mkdirSync(dir, { recursive: true });
      const tmp = `${out}.${process.pid}.tmp`;
      await sharp(Buffer.from(svg())).png().toFile(tmp);
      fs.renameSync(tmp, out);
    }
    return out;
  }
  return async (episode, video) => {
    const no = DEMO_DRAMAS.findIndex((d) => d.title === video.title);
    const d = DEMO_DRAMAS[no];
    if (!d) return undefined;
    const dialogue = d.episodes[episode.index - 1]?.[1];
    return {
      seconds: episode.seconds,
      background: await picture(`scene-${slug(d.title)}.png`, () => sceneSvg(d.look, no + 1)),
      sprite: await picture(`sprite-${d.look.sprite}.png`, () => spriteSvg(d.look.sprite)),
      drift: ({ spark: 'up', ember: 'up', heart: 'up', snow: 'down', petal: 'down', rain: 'rain' } as const)[
        d.look.sprite
      ],
      caption: `${d.title} · Episode ${episode.index}`,
      lines: dialogue ? dialogueTimeline(dialogue, episode.seconds) : [],
      chord: d.look.chord,
    };
  };
}
