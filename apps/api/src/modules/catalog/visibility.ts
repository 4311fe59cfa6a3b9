import { type RawBuilder, sql } from 'kysely';
import { type Decimal, decimal } from '../../lib/money';

/** Access flags of design.md §4, per customer and property detail. */
export interface AccessFlags {
  hasList: boolean;
  hasBasket: boolean;
  showPrice: boolean;
  showStock: boolean;
  showXmlStock: boolean;
}

export const ALL_ALLOWED: AccessFlags = { hasList: true, hasBasket: true, showPrice: true, showStock: true, showXmlStock: true };

/** Settings key of the flags that apply when no rule does (absent: everything allowed). */
export const ACCESS_DEFAULTS_KEY = 'catalogueAccessDefaults';

/** What the catalogue needs to know about the acting customer, loaded once per request. */
export interface CatalogueViewer {
  customerId: string;
  currency: string;
  discountRates: Decimal[];
  /** The discount chain as a stable key ("10.00,5.00"), for remembered prices (pricing.ts). */
  discountKey: string;
  defaults: AccessFlags;
  rules: ReadonlyMap<number, AccessFlags>;
  /** Details whose rule hides the product (hasList false). */
  hiddenDetailIds: number[];
  /** Details whose rule lists the product (only consulted when the default hides). */
  listedDetailIds: number[];
  /** Details whose rule blanks the price (showPrice false) / the stock (showStock false). */
  noPriceDetailIds: number[];
  noStockDetailIds: number[];
}

export function parseDefaults(value: unknown): AccessFlags {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof AccessFlags, unknown>>;
  const flag = (k: keyof AccessFlags) => (typeof v[k] === 'boolean' ? (v[k] as boolean) : true);
  return {
    hasList: flag('hasList'),
    hasBasket: flag('hasBasket'),
    showPrice: flag('showPrice'),
    showStock: flag('showStock'),
    showXmlStock: flag('showXmlStock'),
  };
}

export function buildViewer(input: {
  customerId: string;
  currency: string;
  discountRates: string[];
  defaults: unknown;
  rules: Array<[number, boolean, boolean, boolean, boolean, boolean]>;
}): CatalogueViewer {
  const rules = new Map<number, AccessFlags>();
  for (const [id, hasList, hasBasket, showPrice, showStock, showXmlStock] of input.rules) {
    rules.set(Number(id), { hasList, hasBasket, showPrice, showStock, showXmlStock });
  }
  const ids = [...rules.keys()];
  return {
    customerId: input.customerId,
    currency: input.currency.trim(),
    discountRates: input.discountRates.map((r) => decimal(r)).filter((r) => r.units !== 0n),
    discountKey: input.discountRates.join(','),
    defaults: parseDefaults(input.defaults),
    rules,
    hiddenDetailIds: ids.filter((id) => !rules.get(id)!.hasList),
    listedDetailIds: ids.filter((id) => rules.get(id)!.hasList),
    noPriceDetailIds: ids.filter((id) => !rules.get(id)!.showPrice),
    noStockDetailIds: ids.filter((id) => !rules.get(id)!.showStock),
  };
}

/**
 * The flags of a product: the AND over the rules of its details (the most restrictive wins); the
 * defaults when none of its details has a rule.
 */
export function flagsFor(viewer: CatalogueViewer, detailIds: readonly number[]): AccessFlags {
  let result: AccessFlags | null = null;
  for (const id of detailIds) {
    const rule = viewer.rules.get(id);
    if (!rule) continue;
    result = result
      ? {
          hasList: result.hasList && rule.hasList,
          hasBasket: result.hasBasket && rule.hasBasket,
          showPrice: result.showPrice && rule.showPrice,
          showStock: result.showStock && rule.showStock,
          showXmlStock: result.showXmlStock && rule.showXmlStock,
        }
      : { ...rule };
  }
  return result ?? viewer.defaults;
}

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
