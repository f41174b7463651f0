import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@app/contract';
import { resolveCategory } from './categories';
import { isInAppPath } from './links';

const node = (id: number, parentId: number | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  parentId,
  name: `C${id}`,
  icon: null,
  children,
});
const tree = [node(1, null, [node(11, 1), node(12, 1)]), node(2, null, [node(21, 2)])];

describe('resolveCategory', () => {
  it('selects a top-level category by id', () => {
    const r = resolveCategory(tree, 2);
    expect([r.top?.id, r.child]).toEqual([2, null]);
  });

  it('selects a child with its parent highlighted in the rail', () => {
    const r = resolveCategory(tree, 12);
    expect([r.top?.id, r.child?.id]).toEqual([1, 12]);
  });

  it('falls back to the first category for a missing or unknown id', () => {
    expect(resolveCategory(tree, null).top?.id).toBe(1);
    expect(resolveCategory(tree, 99).top?.id).toBe(1);
    expect(resolveCategory([], 1)).toEqual({ top: null, child: null });
  });
});

describe('isInAppPath', () => {
  it('follows only same-site paths', () => {
    expect(isInAppPath('/mall/store/2')).toBe(true);
    expect(isInAppPath('//evil.example')).toBe(false);
    expect(isInAppPath('https://evil.example')).toBe(false);
    expect(isInAppPath('/\\evil.example')).toBe(false);
  });
});
