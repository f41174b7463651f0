import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareShapes, openApiShape, type OpenApiShape } from './openapi-shape.js';

const baseline = JSON.parse(
  fs.readFileSync(new URL('../../test/openapi-baseline.json', import.meta.url), 'utf8'),
) as OpenApiShape;

describe('the API keeps its calls', () => {
  it('has every call of the baseline with the same request and answer (new calls may be added)', () => {
    expect(compareShapes(baseline, openApiShape())).toEqual({ removed: [], changed: [] });
  });

  it('notices a removed call and a changed answer', () => {
    const current = { ...openApiShape() };
    delete current['/v1/order/pay'];
    current['/v1/user/signin'] = '{}';
    expect(compareShapes(baseline, current)).toEqual({
      removed: ['/v1/order/pay'],
      changed: ['/v1/user/signin'],
    });
  });
});
