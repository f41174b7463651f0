import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const ROUTES = path.resolve(import.meta.dirname);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('navigation', () => {
  // Every `soon('/path', …)` of the route tables (importing them would load the UI library).
  const unbuilt = fs
    .readdirSync(ROUTES)
    .filter((name) => name.endsWith('.tsx'))
    .flatMap((name) => [
      ...fs.readFileSync(path.join(ROUTES, name), 'utf8').matchAll(/\bsoon\(\s*'([^']+)'/g),
    ])
    .map((match) => ({ path: match[1]! }));

  it('knows which routes still show "coming soon"', () => {
    // Issue 17 is built: group-buy deals, the points lottery and the seasonal campaigns.
    for (const path of ['/tasks', '/lottery', '/campaign/halloween', '/campaign/christmas'])
      expect(unbuilt.map((r) => r.path)).not.toContain(path);
    // Merchant loans are built (issue 16): their screens are linked from the seller center.
    expect(unbuilt.map((r) => r.path)).not.toContain('/loans');
    // The seller side is built (issue 13): none of its entry points is "coming soon" any more.
    for (const path of ['/seller', '/sell', '/auth/seller-signup', '/auth/business-signin'])
      expect(unbuilt.map((r) => r.path)).not.toContain(path);
  });

  // A screen not built yet stays out of menus, tabs (the route tables hold the tab bars) and links;
  // its address alone reaches it.
  it('links to no page that is not built yet', () => {
    const linked: string[] = [];
    for (const file of sources(SRC)) {
      // The routes' own `soon(...)` declarations are where the addresses live, not links to them.
      const text = fs.readFileSync(file, 'utf8').replace(/\bsoon\(\s*'[^']+'/g, 'soon(');
      for (const route of unbuilt) {
        const literal = new RegExp(`['"\`]${route.path.replace(/[/]/g, '\\/')}(?:[?'"\`])`);
        if (literal.test(text)) linked.push(`${path.relative(SRC, file)} → ${route.path}`);
      }
    }
    expect(linked).toEqual([]);
  });
});
