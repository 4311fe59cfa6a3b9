import type { CategoryNode } from '@dealerport/contract';

/** The top-level node above (or at) a category, by walking the tree once. */
export function findTopLevel(tree: readonly CategoryNode[], categoryId: number): CategoryNode | null {
  for (const top of tree) {
    if (containsCategory(top, categoryId)) return top;
  }
  return null;
}

function containsCategory(node: CategoryNode, categoryId: number): boolean {
  return node.id === categoryId || node.children.some((child) => containsCategory(child, categoryId));
}

export function findCategory(tree: readonly CategoryNode[], categoryId: number): CategoryNode | null {
  for (const node of tree) {
    if (node.id === categoryId) return node;
    const found = findCategory(node.children, categoryId);
    if (found) return found;
  }
  return null;
}

/** The top-level code (LST, JNT, AKU, AKS, YAG) of a category; null when it is not in the tree. */
export function topLevelCode(tree: readonly CategoryNode[] | undefined, categoryId: number | null | undefined): string | null {
  if (!tree || categoryId === null || categoryId === undefined) return null;
  return findTopLevel(tree, categoryId)?.code ?? null;
}
