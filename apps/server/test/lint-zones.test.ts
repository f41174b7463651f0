import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's zones (eslint/server.js), run as the repository's ESLint runs them.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

async function zoneMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = [imported];\n`, {
    filePath: path.join(root, 'apps/server/src', file),
  });
  return (result?.messages ?? []).filter((m) => RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

describe('server lint zones', () => {
  it("refuses another module's internals, by the alias or a relative path", async () => {
    for (const from of ['#server/modules/wallet/wallet.repository.js', '../wallet/wallet.repository.js']) {
      const messages = await zoneMessages(
        'modules/order/probe.ts',
        `import { walletRepository as imported } from '${from}';`,
      );
      expect(messages).toEqual([expect.stringContaining('through its index.ts')]);
    }
  });

  it("lets a module use another module's index, and its own files", async () => {
    expect(
      await zoneMessages(
        'modules/order/probe.ts',
        "import { reviewRequest as imported } from '#server/modules/wallet/index.js';",
      ),
    ).toEqual([]);
    expect(
      await zoneMessages(
        'modules/order/probe.ts',
        "import { orderRepository as imported } from './order.repository.js';",
      ),
    ).toEqual([]);
  });

  it('keeps platform/ and db/ below every module', async () => {
    expect(
      await zoneMessages(
        'platform/mail/probe.ts',
        "import { accountRepository as imported } from '#server/modules/account/index.js';",
      ),
    ).toEqual([expect.stringContaining('platform/ imports no module')]);
    expect(
      await zoneMessages(
        'db/probe.ts',
        "import { catalogRepository as imported } from '#server/modules/catalog/index.js';",
      ),
    ).toEqual([expect.stringContaining('db/ imports no module')]);
  });

  it('lets only repositories write SQL: elsewhere drizzle-orm and the schema are types only', async () => {
    expect(
      await zoneMessages('modules/order/order.service.ts', "import { sql as imported } from 'drizzle-orm';"),
    ).toEqual([expect.stringContaining('Only repositories write SQL')]);
    expect(
      await zoneMessages(
        'modules/order/order.service.ts',
        "import { orders as imported } from '#server/db/schema/index.js';",
      ),
    ).toEqual([expect.stringContaining('Only repositories write SQL')]);
    expect(
      await zoneMessages(
        'modules/order/order.service.ts',
        "import type { SQL as imported } from 'drizzle-orm';",
      ),
    ).toEqual([]);
    expect(
      await zoneMessages(
        'modules/order/order.repository.ts',
        "import { sql as imported } from 'drizzle-orm';",
      ),
    ).toEqual([]);
  });
});
