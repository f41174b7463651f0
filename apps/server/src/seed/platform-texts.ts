import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@app/contract';

/** A banner's or activity card's words, drawn by the apps over a picture without words. */
export interface BannerWords {
  title: string;
  subtitle: string;
  cta: string;
}

/** The demo's platform content in one language (decision 32): `platform-texts/<locale>.json`. */
export interface PlatformTexts {
  /** Category slug → its name. */
  categories: Record<string, string>;
  /** Store section id → its title. */
  sections: Record<string, string>;
  /** The marketplace home banners, in the order of `MALL_BANNERS`. */
  mallBanners: BannerWords[];
  /** The drama home banners and activity cards, in the order of `DEMO_VIDEO_BANNERS`. */
  videoBanners: BannerWords[];
}

const DIR = path.join(import.meta.dirname, 'platform-texts');
const loaded = new Map<Locale, PlatformTexts>();

/** One language's demo platform texts (English is the source the others translate). */
export function platformTexts(locale: Locale): PlatformTexts {
  let texts = loaded.get(locale);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(path.join(DIR, `${locale}.json`), 'utf8')) as PlatformTexts;
    loaded.set(locale, texts);
  }
  return texts;
}

/** The other 19 languages' values of one text, for a `translations` column. */
export function translationsOf<T>(pick: (texts: PlatformTexts) => T): Partial<Record<Locale, T>> {
  return Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, pick(platformTexts(l))]));
}
