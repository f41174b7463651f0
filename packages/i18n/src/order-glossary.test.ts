import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, ORDER_STATUSES } from '@app/contract';

const dir = path.resolve(import.meta.dirname, '../locales');
const LABELS = /^(?:(?:console|seller)\.orders\.(?:status|filter|tab)|filter|shortcuts|tab|tabs)\./;
const order = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, 'order.json'), 'utf8')) as Record<string, string>;

/**
 * One glossary of order state names: the buyer's tabs and shortcuts, the order page, the console
 * (and the seller center next) all say `status.<state>`, so a state never has two names ("Processing",
 * "Pending purchase" and "To purchase" were one state).
 */
describe('order state names', () => {
  for (const locale of LOCALES) {
    it(`${locale}: each state has one name, kept in status.<state> only, distinct from the others`, () => {
      const words = order(locale);
      const names = ORDER_STATUSES.map((state) => words[`status.${state}`]);
      expect(names.every(Boolean)).toBe(true);
      expect(new Set(names).size).toBe(ORDER_STATUSES.length);
      // Tabs, filters and shortcuts name states too: they must not keep names of their own. (Events
      // such as "Shipped" and explanations such as detail.shipped are not state names.)
      const elsewhere = Object.keys(words).filter((key) =>
        ORDER_STATUSES.some((state) => key.endsWith(`.${state}`) && LABELS.test(key)),
      );
      expect(elsewhere).toEqual([]);
    });
  }
});
