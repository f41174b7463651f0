/**
 * `npx tsx apps/server/scripts/openapi-shape.ts save` writes the API's shape (every path's request
 * and answer schemas, without tags and summaries) to test/openapi-baseline.json; `compare` (the
 * default) lists paths removed or changed since. A restructuring must print nothing.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareShapes, openApiShape, type OpenApiShape } from '#server/plugins/openapi-shape.js';

const file = fileURLToPath(new URL('../test/openapi-baseline.json', import.meta.url));
const current = openApiShape();
if (process.argv[2] === 'save') {
  fs.writeFileSync(
    file,
    `${JSON.stringify(Object.fromEntries(Object.entries(current).sort(([a], [b]) => a.localeCompare(b))), null, 1)}\n`,
  );
  process.stdout.write(`Saved ${Object.keys(current).length} paths to ${file}\n`);
} else {
  const baseline = JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiShape;
  const { removed, changed } = compareShapes(baseline, current);
  for (const p of removed) process.stdout.write(`removed ${p}\n`);
  for (const p of changed) process.stdout.write(`changed ${p}\n`);
  process.stdout.write(
    `${Object.keys(current).length} paths; ${removed.length} removed, ${changed.length} changed\n`,
  );
  process.exitCode = removed.length || changed.length ? 1 : 0;
}
