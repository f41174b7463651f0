// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { selectedNavPath } from './nav';

const items = [
  { path: '/goods' },
  { path: '/goods-review' },
  { path: '/lottery' },
  { path: '/lottery/points-rules' },
];

describe('the menu entry a page lights up', () => {
  it('is the longest entry the path falls under, by whole segments', () => {
    expect(selectedNavPath(items, '/lottery/points-rules')).toBe('/lottery/points-rules');
    expect(selectedNavPath(items, '/lottery')).toBe('/lottery');
    expect(selectedNavPath(items, '/goods-review')).toBe('/goods-review');
    expect(selectedNavPath(items, '/goods/12')).toBe('/goods');
    expect(selectedNavPath(items, '/orders')).toBeUndefined();
  });
});
