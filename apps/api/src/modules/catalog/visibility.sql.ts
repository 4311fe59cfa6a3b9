import { type RawBuilder, sql } from 'kysely';
import type { AccessFlags, CatalogueViewer } from './visibility';

/**
 * The categories hidden by an inactive one: every inactive category and everything under it (a few
 * dozen rows; uncorrelated, so PostgreSQL computes it once per statement).
 */
const INACTIVE_BRANCHES = sql`coalesce((
  with recursive hidden(id) as (
    select id from categories where not is_active
    union
    select c.id from categories c join hidden h on c.parent_id = h.id
  ) select array_agg(id) from hidden), '{}'::int[])`;

/**
 * Composed by catalog's product reads, baskets (cart lines, count, add) and favorites: one statement reads and checks.
 *
 * SQL for "this customer may see product `alias`": active, in a category whose branch is active (an
 * inactive category, or one above it, hides the product like hasList false: spec 01 §3, the tree of
 * GET categories leaves the branch out), and not carrying a hidden detail; when the default hides, it
 * must also carry a detail whose rule lists it. Same rule as flagsFor(...).hasList and the catalogue
 * index (catalogue-index.ts).
 */
export function visibleSql(viewer: CatalogueViewer, alias = 'p'): RawBuilder<boolean> {
  const p = sql.ref(alias);
  const parts: RawBuilder<unknown>[] = [sql`${p}.is_active`, sql`${p}.category_id <> all(${INACTIVE_BRANCHES})`];
  if (viewer.hiddenDetailIds.length > 0) parts.push(sql`not (${p}.detail_ids && ${viewer.hiddenDetailIds}::int[])`);
  if (!viewer.defaults.hasList) {
    parts.push(viewer.listedDetailIds.length > 0 ? sql`${p}.detail_ids && ${viewer.listedDetailIds}::int[]` : sql`false`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Composed by baskets' add-to-cart: hasBasket, showPrice and showStock checked in its one statement.
 *
 * SQL for one access flag of product `alias` for this customer: flagsFor in a statement (the AND over
 * the rules of its details; the defaults when none of its details has a rule).
 */
export function flagSql(viewer: CatalogueViewer, flag: keyof AccessFlags, alias = 'p'): RawBuilder<boolean> {
  const p = sql.ref(alias);
  const ruled = [...viewer.rules.keys()];
  const denying = ruled.filter((id) => !viewer.rules.get(id)![flag]);
  const noneDenies = denying.length > 0 ? sql`not (${p}.detail_ids && ${denying}::int[])` : sql`true`;
  // Allowed by default: a product without rules has nothing that denies. Denied by default: it needs a rule.
  if (viewer.defaults[flag]) return sql<boolean>`(${noneDenies})`;
  return ruled.length > 0 ? sql<boolean>`(${p}.detail_ids && ${ruled}::int[] and ${noneDenies})` : sql<boolean>`false`;
}
