import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PREFIX, WEB_DEFAULT_NAMESPACE, WEB_NAMESPACES } from '@app/i18n';
import { checkKeys } from '@app/i18n/scan-keys';

const englishDir = path.resolve(import.meta.dirname, '../../../packages/i18n/locales/en');

describe('the words the web app looks up', () => {
  it("are in the English namespace each is looked up in, and none is the console's", () => {
    const problems = checkKeys(import.meta.dirname, {
      defaultNS: WEB_DEFAULT_NAMESPACE,
      namespaces: WEB_NAMESPACES,
      englishDir,
      // vite.config.ts leaves them out of the web app's bundles.
      refuse: (_ns, key) =>
        key.startsWith(CONSOLE_PREFIX) ? "a console word, not in the web app's bundle" : undefined,
    });
    expect(problems).toEqual([]);
  });
});
