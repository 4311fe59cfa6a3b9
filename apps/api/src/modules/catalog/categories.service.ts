import { type CategoryNode, fallbackImageUrl } from '@dealerport/contract';
import type { Db } from '../../db/database';
import { localName } from '../../lib/local-name';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './categories.repository';

/** The category tree, indexed; cached per database for a minute (categories change rarely). */
export interface CategoryIndex {
  byId: ReadonlyMap<number, repo.CategoryRow>;
  roots: repo.CategoryRow[];
  children: ReadonlyMap<number, repo.CategoryRow[]>;
}

const CACHE_TTL_MS = 60_000;
const cache = new WeakMap<object, { at: number; index: Promise<CategoryIndex> }>();

/** Drops what the catalogue caches for this database (call after changing categories or products). */
export function invalidateCategoryCache(db: Db) {
  cache.delete(db);
}

async function buildIndex(db: Db): Promise<CategoryIndex> {
  const rows = await repo.listAllCategories(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number, repo.CategoryRow[]>();
  const roots: repo.CategoryRow[] = [];
  for (const r of rows) {
    if (r.parent_id === null || !byId.has(r.parent_id)) roots.push(r);
    else children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  }
  return { byId, roots, children };
}

export function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.index;
  const index = buildIndex(db);
  cache.set(db, { at: Date.now(), index });
  index.catch(() => cache.delete(db));
  return index;
}

export { localName };

/** The category and every category under it. */
export function withDescendants(index: CategoryIndex, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.includes(next)) continue;
    out.push(next);
    for (const c of index.children.get(next) ?? []) stack.push(c.id);
  }
  return out;
}

/** The category and the categories above it. */
export function withAncestors(index: CategoryIndex, id: number): number[] {
  const out: number[] = [];
  let current = index.byId.get(id);
  while (current && !out.includes(current.id)) {
    out.push(current.id);
    current = current.parent_id === null ? undefined : index.byId.get(current.parent_id);
  }
  return out;
}

/** The fallback image of a product in this category: by its top-level category's code (spec 01 §9). */
export function fallbackImageFor(index: CategoryIndex, categoryId: number): string {
  const chain = withAncestors(index, categoryId);
  const top = index.byId.get(chain[chain.length - 1] ?? -1);
  return fallbackImageUrl(top?.code.toUpperCase());
}

/** GET /api/catalogs/categories: the active tree, names in x-culture (an inactive category hides its branch). */
export async function listCategoryTree(ctx: SignedInContext): Promise<CategoryNode[]> {
  const index = await loadCategoryIndex(ctx.db);
  const toNode = (r: repo.CategoryRow): CategoryNode => ({
    id: r.id,
    code: r.code,
    name: localName(r.names, ctx.culture, r.code),
    order: r.sort_order,
    parentCategoryId: r.parent_id,
    icon: r.icon,
    refCode: r.ref_code,
    isActive: r.is_active,
    children: (index.children.get(r.id) ?? []).filter((c) => c.is_active).map(toNode),
  });
  return index.roots.filter((r) => r.is_active).map(toNode);
}
