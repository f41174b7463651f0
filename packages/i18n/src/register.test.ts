import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { NAMESPACES } from './index.js';

const dir = path.resolve(import.meta.dirname, '../locales');

/**
 * One way of addressing the reader per language, in every namespace (decision 30): the words of the
 * other register must not appear. `null`: the language has no such choice to keep consistent here.
 * Each entry names the register kept and the forms of the other one.
 */
const OTHER_REGISTER: Record<(typeof LOCALES)[number], { kept: string; refused: RegExp } | null> = {
  en: null,
  'zh-CN': { kept: '您 (polite you)', refused: /(?<!迷)[你妳]/u },
  'zh-TW': { kept: '您 (polite you)', refused: /(?<!迷)[你妳]/u },
  ja: {
    kept: 'です/ます (polite form)',
    refused: /(?:だ|である|ない|(?<!まし|でし)た|る|よう|しろ|せよ)[。！？]/u,
  },
  ko: null,
  de: null,
  ar: {
    kept: 'أنتَ (second person masculine singular)',
    refused: /(?<![\p{L}\p{M}])(?:أنتم|أنتن|أنتِ)(?![\p{L}\p{M}])|\p{L}(?<!ح)(?<!ترا)كم(?![\p{L}\p{M}])|كِ/u,
  },
  ru: {
    kept: 'вы',
    refused:
      /(?<!\p{L})(?:ты|тебя|тебе|тобой|тво(?:й|я|ё|е|и|его|ему|ей|ю|им|их|ими|ём|ем)|попробуй|введи|выбери|нажми|проверь|открой|посмотри|добавь|укажи|обнови|свяжись|напиши|подтверди|войди|подожди|расскажи|оставь|коснись|перейди|сохрани|загрузи|оплати|обратись|используй|повтори)(?!\p{L})/iu,
  },
  ro: null,
  fr: null,
  tr: null,
  it: null,
  fi: null,
  es: null,
  da: null,
  nl: null,
  vi: {
    kept: 'bạn',
    refused: /(?<!\p{L})(?:quý khách|quý vị|mày|cậu|anh\/chị|anh chị)(?!\p{L})/iu,
  },
  pt: null,
  id: null,
  pl: null,
};

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
