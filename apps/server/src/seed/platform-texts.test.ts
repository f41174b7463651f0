import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { otherRegisterFound } from '@app/i18n/register';
import { platformTexts, type PlatformTexts } from './platform-texts.js';

/** Every text of one language's file, each with a label naming where it is. */
function entries(t: PlatformTexts): [string, string][] {
  return [
    ...Object.entries(t.categories).map(([k, v]): [string, string] => [`categories.${k}`, v]),
    ...Object.entries(t.sections).map(([k, v]): [string, string] => [`sections.${k}`, v]),
    ...(['mallBanners', 'videoBanners'] as const).flatMap((list) =>
      t[list].flatMap((b, i) =>
        (['title', 'subtitle', 'cta'] as const).map((f): [string, string] => [`${list}.${i}.${f}`, b[f]]),
      ),
    ),
  ];
}

const figures = (s: string) => (s.match(/\d+/g) ?? []).sort();
const DRAMA_TITLE = "The CEO's Secret Twin";

describe('the demo platform texts in 20 languages', () => {
  const english = new Map(entries(platformTexts('en')));

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const own = () => entries(platformTexts(locale));

      it('has every text of the English file, none empty, and nothing else', () => {
        expect(own().map(([k]) => k)).toEqual([...english.keys()]);
        expect(
          own()
            .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
            .map(([k]) => k),
        ).toEqual([]);
      });

      it('states the same figures as English and keeps the drama title as released', () => {
        const wrong = own().filter(([k, v]) => figures(v).join() !== figures(english.get(k)!).join());
        expect(wrong).toEqual([]);
        const dropped = own().filter(
          ([k, v]) => english.get(k)!.includes(DRAMA_TITLE) && !v.includes(DRAMA_TITLE),
        );
        expect(dropped).toEqual([]);
      });

      it('fits where it is shown (names 40, titles 40, lines 80, buttons 24 characters)', () => {
        const limit = (k: string) => (k.endsWith('.subtitle') ? 80 : k.endsWith('.cta') ? 24 : 40);
        expect(
          own()
            .filter(([k, v]) => [...v].length > limit(k))
            .map(([k, v]) => `${k}: ${v}`),
        ).toEqual([]);
      });

      it('addresses the reader in the register of the interface (decision 30)', () => {
        expect(otherRegisterFound(locale, own())).toEqual([]);
      });
    });
  }
});
