import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { bannerSvg, renderImages, type Motif } from './demo-images.js';
import { videoBanners, videos } from '#server/db/schema/index.js';

export interface DemoBanner {
  place: 'tv' | 'activity';
  title: string;
  headline: string;
  sub: string;
  cta: string;
  hue: number;
  motif: Motif;
  /** `drama` links to the first seeded drama (or the hottest list when there is none). */
  link: string | 'drama';
}

/**
 * The drama app's home carousel (`tv`) and campaign cards (`activity`); staff change them in the
 * console. Their words are drawn into the pictures, so they state no figure the configuration may
 * stop producing: a VIP sale's percent and end date show live on /vip/activate, from the plan
 * (`seed-claims.test.ts` checks every text).
 */
export const DEMO_VIDEO_BANNERS: DemoBanner[] = [
  {
    place: 'tv',
    title: "New: The CEO's Secret Twin",
    headline: "The CEO's Secret Twin",
    sub: 'New drama: the first episodes are free',
    cta: 'Watch now',
    hue: 350,
    motif: 'ring',
    link: 'drama',
  },
  {
    place: 'tv',
    title: 'VIP: every episode of every drama',
    headline: 'Become a VIP',
    sub: 'Every episode of every drama, no unlocks',
    cta: 'See the plans',
    hue: 38,
    motif: 'watch',
    link: '/vip/activate',
  },
  {
    place: 'tv',
    title: 'Start free: the first episodes of every drama',
    headline: 'Start Free',
    sub: 'The first episodes of every drama are free',
    cta: 'Start watching',
    hue: 265,
    motif: 'rocket',
    link: '/tv/hot',
  },
  {
    place: 'activity',
    title: 'VIP: month, quarter or year',
    headline: 'VIP Membership',
    sub: 'Month, quarter or year: see the plans and their prices',
    cta: 'Get VIP',
    hue: 28,
    motif: 'watch',
    link: '/vip/activate',
  },
  {
    place: 'activity',
    title: 'Start free: the first episodes are on us',
    headline: 'Start Free',
    sub: 'The first episodes of every drama are free',
    cta: 'See the hottest',
    hue: 200,
    motif: 'rocket',
    link: '/tv/hot',
  },
  {
    place: 'activity',
    title: "Premiere: The CEO's Secret Twin",
    headline: 'Premiere Night',
    sub: "The CEO's Secret Twin is streaming now",
    cta: 'Watch episode 1',
    hue: 320,
    motif: 'ring',
    link: 'drama',
  },
];

const FEATURED_DRAMA = "The CEO's Secret Twin";
const imageKey = (b: DemoBanner, i: number) => `video/${b.place}-banner-${i + 1}.webp`;

/**
 * Seeds the drama app's banners and activity cards with generated pictures under the uploads
 * folder, unless a video banner already exists (staff may have deleted or replaced them).
 */
export async function seedVideoBanners(db: Db, uploadsRoot: string): Promise<void> {
  const [any] = await db.select({ id: videoBanners.id }).from(videoBanners).limit(1);
  if (any) return;
  await renderImages(
    uploadsRoot,
    DEMO_VIDEO_BANNERS.map((b, i) => ({
      key: imageKey(b, i),
      svg: () => bannerSvg(b.headline, b.sub, b.cta, b.hue, b.motif),
    })),
  );
  const [drama] = await db
    .select({ id: videos.id })
    .from(videos)
    .orderBy(sql`${videos.title} = ${FEATURED_DRAMA} desc`, asc(videos.id))
    .limit(1);
  const dramaLink = drama ? `/tv/detail?id=${drama.id}` : '/tv/hot';
  await db.insert(videoBanners).values(
    DEMO_VIDEO_BANNERS.map((b, i) => ({
      place: b.place,
      image: `/media/${imageKey(b, i)}`,
      title: b.title,
      link: b.link === 'drama' ? dramaLink : b.link,
      sort: DEMO_VIDEO_BANNERS.slice(0, i).filter((o) => o.place === b.place).length + 1,
    })),
  );
}
