import type { CategoryNode } from '@app/contract';

/** Which top-level category and which child the `?c=` id points at. */
export function resolveCategory(
  tree: readonly CategoryNode[],
  id: number | null,
): { top: CategoryNode | null; child: CategoryNode | null } {
  for (const top of tree) {
    if (top.id === id) return { top, child: null };
    const child = top.children.find((c) => c.id === id);
    if (child) return { top, child };
  }
  return { top: tree[0] ?? null, child: null };
}
