import { buildOpenApi } from './openapi.js';

type Operation = Record<string, unknown>;
/** What a client relies on in each call: everything but the tag and the summary. */
export type OpenApiShape = Record<string, string>;

/** Each path's operation without its tag and summary, as canonical JSON (sorted keys). */
export function openApiShape(document = buildOpenApi('shape')): OpenApiShape {
  const shape: OpenApiShape = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const { post } = item as { post: Operation };
    const { tags: _tags, summary: _summary, ...rest } = post;
    shape[path] = canonical(rest);
  }
  return shape;
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Paths the baseline has that are gone, and paths whose request or answer changed. New paths are fine. */
export function compareShapes(baseline: OpenApiShape, current: OpenApiShape) {
  const removed = Object.keys(baseline).filter((p) => !(p in current));
  const changed = Object.keys(baseline).filter((p) => p in current && current[p] !== baseline[p]);
  return { removed, changed };
}
