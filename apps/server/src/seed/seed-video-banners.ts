import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { bannerArtSvg, renderImages, type Motif } from './demo-images.js';
import { platformTexts, translationsOf } from './platform-texts.js';
import { banners, videos } from '#server/db/schema/index.js';

export interface DemoBanner {
  place: 'tv' | 'activity';
  hue: number;
  motif: Motif;
  /** `drama` links to the first seeded drama (or the hottest list when there is none). */
  link: string | 'drama';
}

const ART: DemoBanner[] = [
  { place: 'tv', hue: 350, motif: 'ring', link: 'drama' },
  { place: 'tv', hue: 38, motif: 'watch', link: '/vip/activate' },
  { place: 'tv', hue: 265, motif: 'rocket', link: '/tv/hot' },
  { place: 'activity', hue: 28, motif: 'watch', link: '/vip/activate' },
  { place: 'activity', hue: 200, motif: 'rocket', link: '/tv/hot' },
  { place: 'activity', hue: 320, motif: 'ring', link: 'drama' },
];

/**
 * The drama app's home carousel (`tv`) and campaign cards (`activity`); staff change them in the
 * console. A picture without words and its words in 20 languages (`platform-texts/`, decision
 * 32), drawn by the app. They state no figure the configuration may stop producing: a VIP sale's
 * percent and end date show live on /vip/activate, from the plan (`seed-claims.test.ts` checks
 * every text).
 */
export const DEMO_VIDEO_BANNERS = ART.map((art, i) => ({
  ...art,
  ...platformTexts('en').videoBanners[i]!,
  translations: translationsOf((t) => t.videoBanners[i]!),
}));

const FEATURED_DRAMA = "The CEO's Secret Twin";
const imageKey = (b: DemoBanner, i: number) => `video/${b.place}-art-${i + 1}.webp`;

/**
 * Seeds the drama app's banners and activity cards with generated pictures under the uploads
 * folder, unless a video banner already exists (staff may have deleted or replaced them).
 */
export async function seedVideoBanners(db: Db, uploadsRoot: string): Promise<void> {
  const [any] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(inArray(banners.place, ['tv', 'activity']))
    .limit(1);
  if (any) return;
  await renderImages(
    uploadsRoot,
    DEMO_VIDEO_BANNERS.map((b, i) => ({
      key: imageKey(b, i),
      svg: () => bannerArtSvg(b.hue, b.motif),
    })),
  );
  const [drama] = await db
    .select({ id: videos.id })
    .from(videos)
    .orderBy(sql`${videos.title} = ${FEATURED_DRAMA} desc`, asc(videos.id))
    .limit(1);
  const dramaLink = drama ? `/tv/detail?id=${drama.id}` : '/tv/hot';
  await db.insert(banners).values(
    DEMO_VIDEO_BANNERS.map((b, i) => ({
      place: b.place,
      image: `/media/${imageKey(b, i)}`,
      title: b.title,
      subtitle: b.subtitle,
      cta: b.cta,
      translations: b.translations,
      link: b.link === 'drama' ? dramaLink : b.link,
      sort: DEMO_VIDEO_BANNERS.slice(0, i).filter((o) => o.place === b.place).length + 1,
    })),
  );
}
