import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS, LOCALES } from '@app/contract';
import { FORBIDDEN_RETURN_WORDS, forbiddenReturnWord } from './honest-words.js';

const dir = path.resolve(import.meta.dirname, '../locales');
const read = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as Record<string, string>;

/** The revenue share's own words (web and console), and what it puts into shared namespaces. */
const FEATURE_NAMESPACES: string[] = ['invest', 'profit', 'adv'];
const SHARED_KEYS: Record<string, (key: string) => boolean> = {
  wallet: (k) => /^records\.line\.(shareUnits|revenueShare|adPlacement|adRefund)$/.test(k),
  ledger: (k) => /^ledger\.line\.(shareUnits|revenueShare|revenueRecognised|adPlacement|adRefund)$/.test(k),
  // Its errors: the rush, the switch and the 96xx–97xx codes of units, settlement and ads.
  errors: (k) => {
    const e = (ERRORS as Record<string, { code: number } | undefined>)[k];
    return !!e && e.code >= 9600 && e.code < 9700;
  },
  drama: (k) => /^route\.vip\.(copyright|adv|dashboard)$/.test(k),
};

describe('the revenue share never speaks of investment returns (issue 15 part 3)', () => {
  it('has a list of forbidden words for every locale', () => {
    expect(Object.keys(FORBIDDEN_RETURN_WORDS).sort()).toEqual([...LOCALES].sort());
  });

  it('catches the fraud pattern and lets honest words through', () => {
    expect(forbiddenReturnWord('en', 'Daily return 1.5%')).toBeTruthy();
    expect(forbiddenReturnWord('en', 'Invest now')).toBeTruthy();
    expect(forbiddenReturnWord('zh-CN', '年化收益率 36%')).toBeTruthy();
    expect(forbiddenReturnWord('ar', 'العائد اليومي')).toBeTruthy();
    expect(forbiddenReturnWord('en', 'Unpaid units return to the rush')).toBeUndefined();
    expect(forbiddenReturnWord('zh-CN', '收益分成')).toBeUndefined();
    expect(forbiddenReturnWord('ar', 'مشاركة العائدات')).toBeUndefined();
  });

  for (const locale of LOCALES) {
    it(`${locale}: none in the feature's words, record lines and messages`, () => {
      const found: string[] = [];
      const check = (ns: string, key: string, value: string) => {
        const word = forbiddenReturnWord(locale, value);
        if (word) found.push(`${ns}:${key} “${word}” in “${value}”`);
      };
      for (const ns of FEATURE_NAMESPACES)
        for (const [key, value] of Object.entries(read(locale, ns))) check(ns, key, value);
      for (const [ns, wanted] of Object.entries(SHARED_KEYS))
        for (const [key, value] of Object.entries(read(locale, ns))) if (wanted(key)) check(ns, key, value);
      expect(found).toEqual([]);
    });
  }
});
