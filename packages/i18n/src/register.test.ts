import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { NAMESPACES } from './index.js';
import { OTHER_REGISTER } from './register.js';

const dir = path.resolve(import.meta.dirname, '../locales');

describe('register', () => {
  for (const locale of LOCALES) {
    const rule = OTHER_REGISTER[locale];
    if (!rule) continue;
    it(`${locale} addresses the reader one way (${rule.kept}) in every namespace`, () => {
      const found: string[] = [];
      for (const ns of NAMESPACES) {
        const file = path.join(dir, locale, `${ns}.json`);
        if (!fs.existsSync(file)) continue;
        const words = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
        for (const [key, value] of Object.entries(words))
          if (rule.refused.test(value)) found.push(`${ns}:${key}: ${value}`);
      }
      expect(found).toEqual([]);
    });
  }
});
