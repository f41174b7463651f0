import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { NAMESPACES } from './index.js';

const dir = path.resolve(import.meta.dirname, '../locales');
const read = (locale: string, ns: string): Record<string, string> | undefined => {
  const file = path.join(dir, locale, `${ns}.json`);
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
    : undefined;
};
const placeholders = (v: string) => [...v.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Values that are the same in every language: brand names, codes, pure placeholders. */
const SAME_EVERYWHERE =
  /^(DramaMall|DramaMall Console|OK|VIP|Email|E-mail|ID|\{\{\w+\}\}|[\d\s.,:/+\-–%$€()]*|[A-Z]{2,5}|https?:\/\/\S+)$/;

describe('translations', () => {
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const baseKeys = (file: Record<string, string>) =>
    [...new Set(Object.keys(file).map((k) => k.replace(PLURAL, '')))].sort();

  const used = NAMESPACES.filter((ns) => read('en', ns));

  it('English has every namespace the apps load', () => {
    expect(used).toEqual([...NAMESPACES]);
  });

  for (const ns of used) {
    const en = read('en', ns)!;
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${ns}.json has exactly the English keys, the same placeholders, and real translations`, () => {
        const other = read(locale, ns);
        expect(other, `missing file ${locale}/${ns}.json`).toBeDefined();
        // Plural forms differ by language (`_one`, `_few`...): each locale has the plain key as its
        // general form and adds the forms its grammar needs.
        expect(baseKeys(other!)).toEqual(baseKeys(en));
        for (const [key, value] of Object.entries(other!).filter(([k]) => PLURAL.test(k))) {
          const general = en[key.replace(PLURAL, '')];
          expect(general, `${locale}/${ns} ${key} has no general form in English`).toBeDefined();
          expect(placeholders(value), `${locale}/${ns} ${key}`).toEqual(placeholders(general!));
        }
        for (const [key, value] of Object.entries(en).filter(([k]) => !PLURAL.test(k))) {
          const translated = other![key]!;
          expect(placeholders(translated), `${locale}/${ns} ${key}`).toEqual(placeholders(value));
          expect(translated.trim(), `${locale}/${ns} ${key} is empty`).not.toBe('');
        }
        // A handful of words are the same in related languages (e.g. "Status", "Android"); a whole file is not.
        const untranslated = leftInEnglish(en, other!);
        expect(untranslated.length, `left in English: ${untranslated.join(', ')}`).toBeLessThanOrEqual(
          Math.max(2, Math.floor(Object.keys(en).length * 0.05)),
        );
      });
    }
  }

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} leaves at most 3% of all its words in English`, () => {
      let total = 0;
      const untranslated: string[] = [];
      for (const ns of used) {
        const en = read('en', ns)!;
        total += Object.keys(en).length;
        untranslated.push(...leftInEnglish(en, read(locale, ns) ?? {}).map((key) => `${ns}:${key}`));
      }
      expect(untranslated.length, `left in English: ${untranslated.join(', ')}`).toBeLessThanOrEqual(
        Math.floor(total * 0.03),
      );
    });
  }
});

/** Keys whose translation is still the English text (plural forms and brand-like values aside). */
function leftInEnglish(en: Record<string, string>, other: Record<string, string>): string[] {
  return Object.entries(en)
    .filter(([key, value]) => !/_(zero|one|two|few|many|other)$/.test(key) && other[key] === value)
    .filter(([, value]) => !SAME_EVERYWHERE.test(value))
    .map(([key]) => key);
}
