import type { AdminCategory } from '@dealerport/contract';

export interface CategoryOption {
  value: string;
  /** The path from the top, e.g. "Lastik › Yaz lastiği". */
  label: string;
  isActive: boolean;
}

/**
 * The admin category tree (GET /api/definitions/categories/admin) as select options in tree order,
 * each labelled with its path so sub-categories of the same name stay apart.
 */
export function categoryOptions(tree: readonly AdminCategory[] | undefined, inactiveSuffix = ''): CategoryOption[] {
  const out: CategoryOption[] = [];
  const walk = (nodes: readonly AdminCategory[], trail: string[], parentActive: boolean) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      const isActive = parentActive && node.isActive;
      out.push({ value: String(node.id), label: path.join(' › ') + (isActive || !inactiveSuffix ? '' : ` ${inactiveSuffix}`), isActive });
      walk(node.children, path, isActive);
    }
  };
  walk(tree ?? [], [], true);
  return out;
}
