import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint zones of eslint/web.js, run as the repository's ESLint runs them (LAYOUT.md's probe).
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const ZONE = 'import-x/no-restricted-paths';

async function zoneMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = imported;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === ZONE).map((m) => m.message);
}

const inOrders = 'apps/web/src/features/orders/components/probe.tsx';

describe('web lint zones', () => {
  it("refuses another feature's internals, by a relative path or the alias", async () => {
    for (const from of [
      '../../address/components/address-card',
      '#web/features/address/components/address-card',
    ]) {
      const messages = await zoneMessages(inOrders, `import { AddressCard as imported } from '${from}';`);
      expect(messages).toEqual([expect.stringContaining('only through its index.ts')]);
    }
  });

  it("lets a feature use another feature's index", async () => {
    expect(
      await zoneMessages(inOrders, "import { AddressSummary as imported } from '#web/features/address';"),
    ).toEqual([]);
  });

  it('keeps shared code free of features and the app, and features free of the app', async () => {
    expect(
      await zoneMessages(
        'apps/web/src/lib/probe.ts',
        "import { CartSync as imported } from '#web/features/cart';",
      ),
    ).toEqual([expect.stringContaining('Shared code')]);
    expect(
      await zoneMessages(
        'apps/web/src/components/probe.tsx',
        "import { useVariant as imported } from '#web/app/variant';",
      ),
    ).toEqual([expect.stringContaining('Shared code')]);
    expect(
      await zoneMessages(inOrders, "import { useVariant as imported } from '#web/app/variant';"),
    ).toEqual([expect.stringContaining('Features import nothing from src/app')]);
  });
});
