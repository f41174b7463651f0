import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';

const localesDir = fileURLToPath(new URL('../../../../packages/i18n/locales/', import.meta.url));
const load = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(`${localesDir}${locale}/admin.json`, 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = load('en');

describe('console strings (admin namespace)', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s has every English key, no extra key, and is translated',
    (locale) => {
      const strings = load(locale);
      expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const value = strings[key] ?? '';
        expect(value.trim(), `${locale} ${key} is empty`).not.toBe('');
        expect(value, `${locale} ${key} is still English`).not.toBe(english);
        expect(placeholders(value), `${locale} ${key} placeholders`).toEqual(placeholders(english));
      }
    },
  );
});
