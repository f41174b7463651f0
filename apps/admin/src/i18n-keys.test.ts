import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_DEFAULT_NAMESPACE,
  CONSOLE_NAMESPACES,
  CONSOLE_PREFIX,
  SHARED_GLOSSARY,
  WEB_NAMESPACES,
} from '@app/i18n';
import { checkKeys } from '@app/i18n/scan-keys';

const englishDir = path.resolve(import.meta.dirname, '../../../packages/i18n/locales/en');
/** Namespaces the web app reads too: the console's words there are under `console.`. */
const shared = new Set<string>(
  CONSOLE_NAMESPACES.filter(
    (ns) => (WEB_NAMESPACES as readonly string[]).includes(ns) && ns !== 'errors' && ns !== 'validation',
  ),
);

describe('the words the console looks up', () => {
  it('are in the English namespace each is looked up in, under `console.` where the web app reads too', () => {
    const problems = checkKeys(import.meta.dirname, {
      defaultNS: CONSOLE_DEFAULT_NAMESPACE,
      namespaces: CONSOLE_NAMESPACES,
      englishDir,
      refuse: (ns, key) =>
        shared.has(ns) &&
        key !== CONSOLE_PREFIX.slice(0, -1) &&
        !key.startsWith(CONSOLE_PREFIX) &&
        !SHARED_GLOSSARY[ns as keyof typeof SHARED_GLOSSARY]?.test(key)
          ? `a buyer's word; the console's words of ${ns} are under ${CONSOLE_PREFIX}`
          : undefined,
    });
    expect(problems).toEqual([]);
  });

  it('are loaded: lib/i18n.ts has a chunk for every namespace it names', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'lib/i18n.ts'), 'utf8');
    const globbed = /locales\/\*\/\{([^}]+)\}\.json/.exec(source)?.[1]?.split(',');
    expect(globbed?.sort()).toEqual([...CONSOLE_NAMESPACES].sort());
  });
});
