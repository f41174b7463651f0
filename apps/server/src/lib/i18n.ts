import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/contract';
import fs from 'node:fs';
import path from 'node:path';

/** Server-side namespaces: error names, validation rules and mail texts. */
const SERVER_NAMESPACES = ['errors', 'validation', 'mail'] as const;
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../packages/i18n/locales');

type Catalog = Map<string, string>;
const catalogs = new Map<Locale, Catalog>();

function load(locale: Locale): Catalog {
  const catalog: Catalog = new Map();
  for (const ns of SERVER_NAMESPACES) {
    const file = path.join(LOCALES_DIR, locale, `${ns}.json`);
    if (!fs.existsSync(file)) continue;
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(entries)) catalog.set(key, value);
  }
  return catalog;
}

for (const locale of LOCALES) catalogs.set(locale, load(locale));

/** Translates a key with `{{param}}` interpolation, falling back to English, then to the key. */
export function translate(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  const template = catalogs.get(locale)?.get(key) ?? catalogs.get(DEFAULT_LOCALE)?.get(key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params[name] === undefined ? '' : String(params[name]),
  );
}
