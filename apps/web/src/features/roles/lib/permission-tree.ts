import type { PermissionTreeNode } from '@dealerport/contract';

export type AreaState = 'all' | 'some' | 'none';

export function areaCodes(area: PermissionTreeNode): string[] {
  return area.items.map((item) => item.code);
}

export function areaState(area: PermissionTreeNode, selected: readonly string[]): AreaState {
  const codes = areaCodes(area);
  const held = codes.filter((code) => selected.includes(code)).length;
  if (held === 0) return 'none';
  return held === codes.length ? 'all' : 'some';
}

/** "Select all" of an area: adds every code of the area, or removes them all. */
export function setArea(area: PermissionTreeNode, selected: readonly string[], checked: boolean): string[] {
  const codes = areaCodes(area);
  const rest = selected.filter((code) => !codes.includes(code));
  return checked ? [...rest, ...codes] : rest;
}

export function setCode(code: string, selected: readonly string[], checked: boolean): string[] {
  const rest = selected.filter((c) => c !== code);
  return checked ? [...rest, code] : rest;
}

export function allCodes(tree: readonly PermissionTreeNode[]): string[] {
  return tree.flatMap(areaCodes);
}

/** The permissions array sent to the server: only codes the tree knows, in the tree's order. */
export function orderedPermissions(tree: readonly PermissionTreeNode[], selected: readonly string[]): string[] {
  return allCodes(tree).filter((code) => selected.includes(code));
}
