import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The probes of eslint/admin.js, through ESLint itself: removing a zone makes a test here fail.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const ZONE = 'import-x/no-restricted-paths';

/** The zone messages ESLint gives `code` as if it were the console file `file`. */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/admin/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ZONE).map((m) => m.message);
}

const inOrders = 'features/order/orders/components/probe.tsx';

describe('console lint zones', () => {
  it('a domain reaches another only through its index.ts, by alias or relative path', async () => {
    for (const from of [
      '#admin/features/wallet/deposits/components/deposits-page',
      '../../../wallet/deposits/components/deposits-page',
    ]) {
      expect(await zoneErrors(inOrders, `export * from '${from}';\n`)).toEqual([
        expect.stringContaining('imports another domain only through its index.ts'),
      ]);
    }
    expect(await zoneErrors(inOrders, `export * from '#admin/features/wallet';\n`)).toEqual([]);
    // Jobs of one domain may share their parts.
    const inEpisodes = 'features/drama/episodes/components/probe.tsx';
    expect(
      await zoneErrors(inEpisodes, `export * from '#admin/features/drama/dramas/api/dramas';\n`),
    ).toEqual([]);
  });

  it('shared code imports no feature and nothing from the app shell', async () => {
    expect(await zoneErrors('components/probe.tsx', `export * from '#admin/features/wallet';\n`)).toEqual([
      expect.stringContaining('Shared console code'),
    ]);
    expect(await zoneErrors('lib/probe.ts', `export * from '#admin/app/nav';\n`)).toEqual([
      expect.stringContaining('Shared console code'),
    ]);
  });

  it('features import nothing from the app shell', async () => {
    expect(await zoneErrors(inOrders, `export * from '#admin/app/nav';\n`)).toEqual([
      expect.stringContaining('import nothing from src/app'),
    ]);
  });
});
