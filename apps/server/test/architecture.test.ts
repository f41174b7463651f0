import { api, type ApiPath } from '@app/contract';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(ROOT, file));

interface Row {
  module: string;
  prefixes: string[];
  web: string[];
  console: string[];
  namespaces: string[];
}

/** The "Where things live" table of docs/architecture.md, cell by cell (code spans only). */
function whereThingsLive(): Row[] {
  const doc = read('docs/architecture.md');
  const section = doc.split(/^## Where things live$/m)[1]?.split(/^## /m)[0] ?? '';
  const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [module, prefixes, web, console, namespaces] = line.split('|').slice(1, 6).map(spans);
      return {
        module: module![0]!,
        prefixes: prefixes!,
        web: web!,
        console: console!,
        namespaces: namespaces!,
      };
    });
}

describe('docs/architecture.md tells where things live', () => {
  const rows = whereThingsLive();
  const byModule = new Map(rows.map((r) => [r.module, r]));

  it('has a row for every server module, and only those', () => {
    const modules = fs
      .readdirSync(path.join(ROOT, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect([...byModule.keys()].sort()).toEqual(modules.sort());
  });

  it("routes every call of the contract in the module its row names, under the row's URL prefixes", () => {
    const misplaced: string[] = [];
    for (const p of Object.keys(api) as ApiPath[]) {
      const row = byModule.get(api[p].tag);
      const routes = row && `apps/server/src/modules/${row.module}/${row.module}.routes.ts`;
      if (!row || !exists(routes!)) misplaced.push(`${p}: no module ${api[p].tag}`);
      else if (!read(routes!).includes(`'${p}'`)) misplaced.push(`${p}: not in ${routes}`);
      else if (!row.prefixes.some((prefix) => `/v1/${p}`.startsWith(prefix))) {
        misplaced.push(`${p}: not under ${row.prefixes.join(', ')}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('points at web features, console sections and locale namespaces that exist', () => {
    const missing = rows.flatMap((r) => [
      ...r.web.filter((f) => !exists(`apps/web/src/${f}`)).map((f) => `${r.module}: apps/web/src/${f}`),
      ...r.console
        .filter((f) => !exists(`apps/admin/src/${f}`))
        .map((f) => `${r.module}: apps/admin/src/${f}`),
      ...r.namespaces
        .filter((ns) => !exists(`packages/i18n/locales/en/${ns}.json`))
        .map((ns) => `${r.module}: locale namespace ${ns}`),
    ]);
    expect(missing).toEqual([]);
  });
});
