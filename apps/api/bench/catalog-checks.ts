// bench:catalog's checks: a sampled answer against what the base tables say. Written from design.md §4
// (access flags, prices), ADR 0022 (inactive categories, sorting that reveals nothing, price order per
// currency) and the contract, NOT from the portal's read model: visibility comes from
// product_property_details (not products.detail_ids), stock from the stocks rows (not total_stock), the
// branch of an inactive category from the category tree, prices from exact.ts (not lib/money). Only
// what matches a search text is the portal's own rule (lib/product-search-text: the search's definition).
import { type Culture, STOCK_TEXT_CAP, STOCK_TEXT_FEW_MAX, STOCK_TEXTS } from '@dealerport/contract';
import { parseSearchQuery } from '../src/lib/product-search-text';
import { warehousesFor } from '../src/modules/warehouse-targets';
import type { CatalogCall, ListBody } from './catalog-mix';
import { expectedPrices, sameAmount } from './exact';

/** Runs one statement (node-postgres, or a Kysely executor in the tests) and gives its rows. */
export type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

// ---- the expected answers, from the base tables ----

/** A statement's parameters, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const DEFAULT_FLAG = (key: string) =>
  `case when jsonb_typeof(v.defaults -> '${key}') = 'boolean' then (v.defaults ->> '${key}')::boolean else true end`;

/**
 * Every product as the customer ($1) may see it: `visible` (active, under no inactive category, no
 * rule of its details hides it; the defaults when no detail has a rule), the other flags (the AND over
 * its details' rules, else the defaults), the list price and currency it is offered (its price list in
 * the customer's currency, else its own), and where its price starts at its minimum quantity (ADR 0065,
 * written out here in SQL: the first price list of the customer, its price group, everyone — in its
 * currency, active, valid today, the newest first — with a row for that quantity, else the list price; then
 * the lowest running campaign for it when lower).
 */
const STOCK_OVER_ACTIVE = 'from stocks s join warehouses w on w.code = s.warehouse_code and w.is_active';
const FACTS = `
  with recursive up(cat, anc) as (
    select id, id from categories
    union all
    select up.cat, c.parent_id from up join categories c on c.id = up.anc where c.parent_id is not null
  ),
  live_category as (
    select up.cat as id from up join categories c on c.id = up.anc group by up.cat having bool_and(c.is_active)
  ),
  viewer as (
    select c.id, trim(c.currency) as currency, upper(trim(c.price_group)) as grp, s.value as defaults,
      (now() at time zone coalesce((select g.value ->> 'timeZone' from settings g where g.key = 'general'), 'Europe/Istanbul'))::date as day
    from customers c left join settings s on s.key = 'catalogueAccessDefaults'
    where c.id = $1
  ),
  lists as (
    select l.id, l.valid_from, min(case when a.customer_id = v.id then 1 when a.price_group is not null then 2 else 3 end) as level
    from price_lists l join price_list_assignments a on a.price_list_id = l.id cross join viewer v
    where l.is_active and trim(l.currency) = v.currency
      and (l.valid_from is null or l.valid_from <= v.day) and (l.valid_to is null or l.valid_to >= v.day)
      and (a.customer_id = v.id or upper(trim(a.price_group)) = v.grp or (a.customer_id is null and a.price_group is null))
    group by l.id, l.valid_from
  ),
  listed as (
    select distinct on (i.product_id) i.product_id, i.price
    from price_list_items i join lists l on l.id = i.price_list_id join products p on p.id = i.product_id
    where i.min_quantity <= greatest(p.min_order_qty, 1)
    order by i.product_id, l.level, l.valid_from desc nulls last, l.id desc, i.min_quantity desc
  ),
  running as (
    select c.kind, c.value, c.product_ids, c.category_ids
    from campaigns c cross join viewer v
    where c.is_active and c.starts_on <= v.day and c.ends_on >= v.day and (c.kind = 'percent' or trim(c.currency) = v.currency)
      and ((cardinality(c.customer_ids) = 0 and cardinality(c.price_groups) = 0) or v.id = any(c.customer_ids)
        or exists (select 1 from unnest(c.price_groups) g where upper(trim(g)) = v.grp))
  ),
  ruled as (
    select x.product_id, bool_and(a.has_list) as has_list, bool_and(a.has_basket) as has_basket,
      bool_and(a.show_price) as show_price, bool_and(a.show_stock) as show_stock
    from customer_access a join product_property_details x on x.property_detail_id = a.property_detail_id
    where a.customer_id = $1
    group by x.product_id
  ),
  stock as (
    select s.product_id, sum(greatest(s.quantity, 0))::int as q
    from stocks s join warehouses w on w.code = s.warehouse_code and w.is_active
    group by s.product_id
  ),
  facts0 as (
    select p.id, p.code, p.name, p.names, p.category_id, p.created_at, p.vat_rate::text as vat_rate, p.search_text,
      p.is_active and lc.id is not null and coalesce(r.has_list, ${DEFAULT_FLAG('hasList')}) as visible,
      coalesce(r.has_basket, ${DEFAULT_FLAG('hasBasket')}) as has_basket,
      coalesce(r.show_price, ${DEFAULT_FLAG('showPrice')}) as show_price,
      coalesce(r.show_stock, ${DEFAULT_FLAG('showStock')}) as show_stock,
      case when trim(p.currency) <> v.currency and pp.list_price is not null then pp.list_price else p.list_price end as list_price,
      case when trim(p.currency) <> v.currency and pp.list_price is not null then v.currency else trim(p.currency) end as currency,
      trim(p.currency) <> v.currency and pp.list_price is null as foreign_currency,
      li.price as listed_price
    from products p cross join viewer v
    left join live_category lc on lc.id = p.category_id
    left join ruled r on r.product_id = p.id
    left join product_prices pp on pp.product_id = p.id and trim(pp.currency) = v.currency
    left join listed li on li.product_id = p.id
  ),
  based as (
    select b.*, coalesce(case when b.currency = v.currency then b.listed_price end, b.list_price) as base_price
    from facts0 b cross join viewer v
  ),
  facts as (
    select b.*, least(b.base_price, cp.price) as start_price, cp.price < b.base_price as campaign
    from based b cross join viewer v
    left join lateral (
      select min(case when r.kind = 'percent' then b.base_price * (1 - r.value / 100) else r.value end) as price
      from running r
      where b.currency = v.currency and ((cardinality(r.product_ids) = 0 and cardinality(r.category_ids) = 0) or b.id = any(r.product_ids)
        or exists (select 1 from up where up.cat = b.category_id and up.anc = any(r.category_ids)))
    ) cp on true
  )`;

/** The category and everything under it. */
const scopeOf = (category: string) => `(with recursive down(id) as (
    select ${category}::int union all select c.id from categories c join down d on c.parent_id = d.id
  ) select id from down)`;

/** The category and everything above it. */
const ancestorsOf = (category: string) => `(with recursive above(id) as (
    select ${category}::int union all select c.parent_id from categories c join above a on c.id = a.id where c.parent_id is not null
  ) select id from above)`;

/**
 * The search's match of `f`, and its relevance class (0 exact code, 1 code prefix, 2 the rest) as a
 * function: its parameters are added only when a statement uses it (PostgreSQL refuses unused ones).
 */
function searchSql(q: string, params: Params): { match: string; relevance: () => string } {
  const s = parseSearchQuery(q);
  const words = s.words.length > 0 ? `f.search_text like all(${params.add(s.words)}::text[])` : 'true';
  const match = s.compact ? `(${words} or f.search_text like ${params.add(s.compact)})` : `(${words})`;
  const relevance = () =>
    `(case when upper(f.code) = upper(${params.add(q.trim())}) then 0 when f.search_text like ${params.add(s.prefix)} then 1 else 2 end)`;
  return { match, relevance };
}

/** A list's (or facet request's) filter: category scope, facet groups (OR within a property, AND across), search text. */
interface Filter {
  categoryId?: number;
  groups: number[][];
  q: string;
}

async function resolveFilter(
  query: Query,
  filter: { categoryId?: number; propertyDetailIds?: number[]; searchText?: string },
): Promise<Filter> {
  const ids = [...new Set(filter.propertyDetailIds ?? [])];
  const groups = new Map<string, number[]>();
  if (ids.length > 0) {
    const rows = await query('select id, property_id from property_details where id = any($1::int[])', [ids]);
    const propertyOf = new Map(rows.map((r) => [Number(r.id), Number(r.property_id)]));
    for (const id of ids) {
      // An unknown value is a group of its own that nothing matches.
      const key = propertyOf.has(id) ? `p${propertyOf.get(id)}` : `unknown${id}`;
      groups.set(key, [...(groups.get(key) ?? []), id]);
    }
  }
  return { categoryId: filter.categoryId, groups: [...groups.values()], q: filter.searchText?.trim() ?? '' };
}

/** The filter as SQL over `f` (visible products only), with the relevance class when there is a search text. */
function whereSql(filter: Filter, params: Params): { where: string; relevance: (() => string) | null } {
  const parts = ['f.visible'];
  if (filter.categoryId !== undefined) parts.push(`f.category_id in ${scopeOf(params.add(filter.categoryId))}`);
  for (const group of filter.groups)
    parts.push(
      `exists (select 1 from product_property_details x where x.product_id = f.id and x.property_detail_id = any(${params.add(group)}::int[]))`,
    );
  let relevance: (() => string) | null = null;
  if (filter.q) {
    const s = searchSql(filter.q, params);
    parts.push(s.match);
    relevance = s.relevance;
  }
  return { where: parts.join(' and '), relevance };
}

/**
 * The sort key of a list position and the order of the whole list (ADR 0022: a product whose price
 * (stock) the customer may not see comes after the others, by code; the price order is what the customer
 * sees in its currency first, then the rest grouped by currency, by price within each part). Keys ignore
 * ties (products with the same name, price, stock), so the check does not depend on how ties are broken.
 */
function sortSql(sort: string | undefined, relevanceOf: (() => string) | null): { key: string; order: string } {
  const shownPrice = `case when f.show_price then 'P ' || f.foreign_currency::text || ' ' || f.currency || ' ' || round(f.start_price, 6)::text else 'H ' || f.code end`;
  switch (sort) {
    case 'name-desc':
      return { key: 'f.name', order: 'f.name desc, f.id desc' };
    case 'code-asc':
      return { key: 'f.code', order: 'f.code' };
    case 'code-desc':
      return { key: 'f.code', order: 'f.code desc' };
    case 'price-asc':
    case 'price-desc':
      return {
        key: shownPrice,
        order: `(not f.show_price), case when f.show_price then f.foreign_currency end, case when f.show_price then f.currency end,
          case when f.show_price then f.start_price end ${sort === 'price-desc' ? 'desc' : 'asc'}, f.code`,
      };
    case 'stock-desc':
      return {
        key: `case when f.show_stock then 'S ' || coalesce(st.q, 0)::text else 'H ' || f.code end`,
        order: '(not f.show_stock), case when f.show_stock then coalesce(st.q, 0) end desc, f.code',
      };
    case 'newest':
      return { key: 'f.created_at::text', order: 'f.created_at desc, f.id desc' };
    case 'name-asc':
      return { key: 'f.name', order: 'f.name, f.id' };
    default: {
      // No sort: by relevance class then name with a search text, else by name.
      if (!relevanceOf) return { key: 'f.name', order: 'f.name, f.id' };
      const relevance = relevanceOf();
      return { key: `${relevance}::text || ' ' || f.name`, order: `${relevance}, f.name, f.id` };
    }
  }
}

/** A product as the check sees it for one customer. */
export interface ProductFact {
  id: number;
  code: string;
  name: string;
  /** The ERP's names per language (the answer shows the reader's, ADR 0062). */
  names?: Partial<Record<Culture, string>> | null;
  categoryId: number;
  visible: boolean;
  /** Selected by the request's filter (and visible). */
  matches: boolean;
  hasBasket: boolean;
  showPrice: boolean;
  showStock: boolean;
  listPrice: string;
  /** Where the customer's discounts start (its price list, a campaign), and the price before the campaign. */
  startPrice: string;
  basePrice: string;
  campaign: boolean;
  currency: string;
  vatRate: string;
  stock: number;
  /** Its sort key in the request's order. */
  key: string;
}

export interface CustomerPricing {
  currency: string;
  rates: string[];
}

export interface ExpectedList {
  total: number;
  /** The sort keys of the page's positions. */
  keys: string[];
  facts: Map<number, ProductFact>;
  pricing: CustomerPricing;
}

async function customerPricing(query: Query, customerId: string): Promise<CustomerPricing> {
  const [row] = await query('select trim(currency) as currency, discount_rates::text[] as rates from customers where id = $1', [
    customerId,
  ]);
  if (!row) throw new Error(`no customer ${customerId}`);
  return { currency: String(row.currency), rates: (row.rates as string[]).filter((r) => !sameAmount(r, '0')) };
}

/**
 * The warehouses whose stock the customer may order (ADR 0058): its default delivery address's country
 * (else its own) and export registration, routed by the warehouse rules read here. The rule itself is the
 * portal's (warehouse-targets routing.ts, unit-tested on its own); which stock a product shows follows it.
 */
async function orderableWarehouses(query: Query, customerId: string): Promise<string[]> {
  const [customer] = await query(
    `select coalesce((select ca.country_code from customer_addresses ca
        where ca.customer_id = c.id and ca.deleted_at is null and ca.is_default limit 1), c.country_code)::text as country,
      c.is_export_registered
     from customers c where c.id = $1`,
    [customerId],
  );
  const rules = await query(
    'select warehouse_code, accepted_country_codes, rejected_country_codes, priority, is_export, is_export_registered from warehouse_targets',
  );
  const warehouses = await query('select code, name, division_id, priority, is_active from warehouses');
  const [home] = await query(`select value from settings where key = 'homeCountryCode'`);
  const homeCode = typeof home?.value === 'string' && /^[A-Za-z]{2}$/.test(home.value) ? home.value.toUpperCase() : 'TR';
  return warehousesFor(
    rules.map((r) => ({
      warehouseCode: String(r.warehouse_code),
      acceptedCountryCodes: r.accepted_country_codes as string[],
      rejectedCountryCodes: r.rejected_country_codes as string[],
      priority: Number(r.priority),
      isExport: Boolean(r.is_export),
      isExportRegistered: Boolean(r.is_export_registered),
    })),
    warehouses.map((w) => ({
      code: String(w.code),
      name: String(w.name),
      divisionId: Number(w.division_id),
      priority: Number(w.priority),
      isActive: Boolean(w.is_active),
    })),
    {
      countryCode: String(customer!.country).trim(),
      homeCountryCode: homeCode,
      isExportRegistered: Boolean(customer!.is_export_registered),
    },
  );
}

/** What a list answer must hold: its total, the sort keys of its page, and the facts of the products it shows. */
/** FACTS with `stock` over the warehouses serving the customer (ADR 0058: what it shows and sorts by). */
function factsOver(warehouses: string[]): string {
  const codes = warehouses.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ');
  return FACTS.replace(STOCK_OVER_ACTIVE, `from stocks s where s.warehouse_code = any(array[${codes}]::text[])`);
}

export async function expectedList(query: Query, customerId: string, body: ListBody, shownIds: number[]): Promise<ExpectedList> {
  const filter = await resolveFilter(query, body);
  // The stock shown and the stock sort are over the warehouses serving the customer (ADR 0058).
  const facts = factsOver(await orderableWarehouses(query, customerId));
  const from = 'from facts f left join stock st on st.product_id = f.id';
  // Each statement numbers its own parameters ($1 is the customer).
  const statement = () => {
    const params = new Params();
    params.add(customerId);
    return { params, ...whereSql(filter, params) };
  };
  const counted = statement();
  const [count] = await query(`${facts} select count(*)::int as n ${from} where ${counted.where}`, counted.params.values);
  const paged = statement();
  const pageSort = sortSql(body.sort, paged.relevance);
  const page = await query(
    `${facts} select ${pageSort.key} as key ${from} where ${paged.where} order by ${pageSort.order}
     offset ${(body.pageNumber - 1) * body.pageSize} limit ${body.pageSize}`,
    paged.params.values,
  );
  const shown = statement();
  const shownSort = sortSql(body.sort, shown.relevance);
  const rows = await query(
    `${facts} select f.id, f.code, f.name, f.names, f.category_id, f.visible, (${shown.where}) as matches, f.has_basket, f.show_price,
       f.show_stock, f.list_price::text as list_price, f.start_price::text as start_price, f.base_price::text as base_price, coalesce(f.campaign, false) as campaign, f.currency, f.vat_rate, coalesce(st.q, 0) as stock, ${shownSort.key} as key
     ${from} where f.id = any(${shown.params.add(shownIds)}::int[])`,
    shown.params.values,
  );
  return {
    total: Number(count!.n),
    keys: page.map((r) => String(r.key)),
    facts: new Map(rows.map((r) => [Number(r.id), toFact(r)])),
    pricing: await customerPricing(query, customerId),
  };
}

function toFact(r: Record<string, unknown>): ProductFact {
  return {
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    names: (r.names as Partial<Record<Culture, string>> | null) ?? null,
    categoryId: Number(r.category_id),
    visible: Boolean(r.visible),
    matches: Boolean(r.matches),
    hasBasket: Boolean(r.has_basket),
    showPrice: Boolean(r.show_price),
    showStock: Boolean(r.show_stock),
    listPrice: String(r.list_price),
    startPrice: String(r.start_price),
    basePrice: String(r.base_price),
    campaign: Boolean(r.campaign),
    currency: String(r.currency),
    vatRate: String(r.vat_rate),
    stock: Number(r.stock),
    key: String(r.key),
  };
}

/** Stock text (contract STOCK_TEXTS): none at 0, "few" with the number up to STOCK_TEXT_FEW_MAX, the number, then "CAP+". */
export function expectedStockText(stock: number, culture: Culture): string {
  const texts = STOCK_TEXTS[culture];
  if (stock <= 0) return texts.none;
  if (stock <= STOCK_TEXT_FEW_MAX) return texts.few.replace('{n}', String(stock));
  if (stock < STOCK_TEXT_CAP) return String(stock);
  return `${STOCK_TEXT_CAP}+`;
}

// ---- comparing ----

export interface ListItemAnswer {
  id: number;
  code: string;
  name: string;
  stock: number | null;
  stockText: string | null;
  salePrice: string | null;
  salePriceWithVat: string | null;
  vatRate: string;
  discountRate: string | null;
  discountedPrice: string | null;
  discountedPriceWithVat: string | null;
  priceBeforeCampaign: string | null;
  currencyText: string;
  hasBasket: boolean;
  showPrice: boolean;
  showStock: boolean;
}

/** What is wrong with one product of a list answer (empty: nothing). */
export function compareListItem(item: ListItemAnswer, fact: ProductFact | undefined, pricing: CustomerPricing, culture: Culture): string[] {
  const p = `product ${item.id}`;
  if (!fact) return [`${p}: shown but does not exist`];
  if (!fact.visible) return [`${p}: shown but hidden from this customer`];
  const problems: string[] = [];
  if (!fact.matches) problems.push(`${p}: shown but not in the list's category, facets or search`);
  // the name in the reader's language, else Turkish, else the single name (ADR 0062)
  const name = fact.names?.[culture] || fact.names?.tr || fact.name;
  if (item.code !== fact.code || item.name !== name)
    problems.push(`${p}: code/name ${item.code}/${item.name}, expected ${fact.code}/${name}`);
  for (const flag of ['hasBasket', 'showPrice', 'showStock'] as const)
    if (item[flag] !== fact[flag]) problems.push(`${p}: ${flag} ${item[flag]}, expected ${fact[flag]}`);
  if (!sameAmount(item.vatRate, fact.vatRate)) problems.push(`${p}: vatRate ${item.vatRate}, expected ${fact.vatRate}`);
  if (item.currencyText !== fact.currency) problems.push(`${p}: currency ${item.currencyText}, expected ${fact.currency}`);
  if (fact.showStock) {
    if (item.stock !== fact.stock) problems.push(`${p}: stock ${item.stock}, expected ${fact.stock}`);
    const text = expectedStockText(fact.stock, culture);
    if (item.stockText !== text) problems.push(`${p}: stockText ${JSON.stringify(item.stockText)}, expected ${JSON.stringify(text)}`);
  } else if (item.stock !== null || item.stockText !== null) problems.push(`${p}: stock shown where showStock is false`);
  const priceFields = [
    'salePrice',
    'salePriceWithVat',
    'discountRate',
    'discountedPrice',
    'discountedPriceWithVat',
    'priceBeforeCampaign',
  ] as const;
  if (fact.showPrice) {
    const expected = expectedPrices(fact.listPrice, fact.vatRate, pricing.rates, {
      start: fact.startPrice,
      before: fact.campaign ? fact.basePrice : null,
    });
    for (const f of priceFields) if (item[f] !== expected[f]) problems.push(`${p}: ${f} ${item[f]}, expected ${expected[f]}`);
  } else if (priceFields.some((f) => item[f] !== null)) problems.push(`${p}: a price shown where showPrice is false`);
  return problems;
}

export interface ListAnswer {
  items: ListItemAnswer[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** What is wrong with a list answer: its products, total, paging, and the order of the page. */
export function compareList(answer: ListAnswer, expected: ExpectedList, body: ListBody, culture: Culture): string[] {
  const problems: string[] = [];
  if (answer.totalCount !== expected.total) problems.push(`totalCount ${answer.totalCount}, expected ${expected.total}`);
  const pages = Math.ceil(expected.total / body.pageSize);
  if (answer.totalPages !== pages) problems.push(`totalPages ${answer.totalPages}, expected ${pages}`);
  if (answer.pageIndex !== body.pageNumber || answer.pageSize !== body.pageSize)
    problems.push(`page ${answer.pageIndex}/${answer.pageSize}, asked ${body.pageNumber}/${body.pageSize}`);
  const ids = new Set<number>();
  for (const item of answer.items) {
    if (ids.has(item.id)) problems.push(`product ${item.id} twice on the page`);
    ids.add(item.id);
    problems.push(...compareListItem(item, expected.facts.get(item.id), expected.pricing, culture));
  }
  const keys = answer.items.map((i) => expected.facts.get(i.id)?.key ?? '?');
  if (keys.length !== expected.keys.length) problems.push(`${keys.length} products on the page, expected ${expected.keys.length}`);
  else {
    const at = keys.findIndex((k, i) => k !== expected.keys[i]);
    if (at >= 0)
      problems.push(`order: position ${at + 1} has sort key ${JSON.stringify(keys[at])}, expected ${JSON.stringify(expected.keys[at])}`);
  }
  return problems;
}

// ---- facets ----

export interface FacetAnswer {
  id: number;
  details: { id: number; count: number }[];
}

/** detailId -> [propertyId, count] of the facets of a category (and search text) for a customer. */
export async function expectedFacets(
  query: Query,
  customerId: string,
  categoryId: number,
  q?: string,
): Promise<Map<number, [number, number]>> {
  const params = new Params();
  params.add(customerId);
  const { where } = whereSql(await resolveFilter(query, { categoryId, searchText: q }), params);
  const c = params.add(categoryId);
  // Facets are the properties on the category, above it (inherited) or below it.
  const rows = await query(
    `${FACTS} select d.property_id, x.property_detail_id as detail_id, count(*)::int as n
     from facts f join product_property_details x on x.product_id = f.id join property_details d on d.id = x.property_detail_id
     where ${where} and d.property_id in (
       select pr.id from properties pr where pr.is_facet and pr.category_id in (${ancestorsOf(c)} union ${scopeOf(c)}))
     group by 1, 2`,
    params.values,
  );
  return new Map(rows.map((r) => [Number(r.detail_id), [Number(r.property_id), Number(r.n)]]));
}

/** What is wrong with a facet answer: every value with products and its count, nothing else. */
export function compareFacets(answer: FacetAnswer[], expected: Map<number, [number, number]>): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const facet of answer) {
    if (facet.details.length === 0) problems.push(`facet ${facet.id} without values`);
    for (const d of facet.details) {
      seen.add(d.id);
      const e = expected.get(d.id);
      if (!e) problems.push(`facet value ${d.id} (count ${d.count}) has no product this customer sees`);
      else if (e[0] !== facet.id) problems.push(`facet value ${d.id} under property ${facet.id}, expected ${e[0]}`);
      else if (e[1] !== d.count) problems.push(`facet value ${d.id}: count ${d.count}, expected ${e[1]}`);
    }
  }
  for (const [id, [property, n]] of expected)
    if (!seen.has(id)) problems.push(`facet value ${id} of property ${property} (${n} products) missing`);
  return problems;
}

// ---- header search ----

export interface SearchGroupAnswer {
  id: number;
  totalCount: number;
  products: { id: number }[];
}

export interface ExpectedSearch {
  /** By category: visible hits, best class, the keys ("class name") of its first five. */
  groups: Map<number, { total: number; best: number; keys: string[] }>;
  facts: Map<number, ProductFact>;
}

const SEARCH_GROUP_SIZE = 5;

export async function expectedSearch(query: Query, customerId: string, q: string, shownIds: number[]): Promise<ExpectedSearch> {
  const grouped = new Params();
  grouped.add(customerId);
  const g = searchSql(q, grouped);
  const rows = await query(
    `${FACTS} select category_id, count(*)::int as total, min(r)::int as best,
       (array_agg(r::text || ' ' || name order by r, name, id))[1:${SEARCH_GROUP_SIZE}] as keys
     from (select f.*, ${g.relevance()} as r from facts f where f.visible and ${g.match}) h group by category_id`,
    grouped.values,
  );
  const shown = new Params();
  shown.add(customerId);
  const s = searchSql(q, shown);
  const facts = await query(
    `${FACTS} select f.id, f.code, f.name, f.names, f.category_id, f.visible, (f.visible and ${s.match}) as matches, f.has_basket, f.show_price,
       f.show_stock, f.list_price::text as list_price, f.start_price::text as start_price, f.base_price::text as base_price, coalesce(f.campaign, false) as campaign, f.currency, f.vat_rate, 0 as stock, ${s.relevance()}::text || ' ' || f.name as key
     from facts f where f.id = any(${shown.add(shownIds)}::int[])`,
    shown.values,
  );
  return {
    groups: new Map(
      rows.map((r) => [Number(r.category_id), { total: Number(r.total), best: Number(r.best), keys: (r.keys as string[]).map(String) }]),
    ),
    facts: new Map(facts.map((r) => [Number(r.id), toFact(r)])),
  };
}

/**
 * What is wrong with a header search answer: a group per category with visible hits, the group with the
 * best hit first, then the bigger, then by category (search.service.ts's documented order); each group's
 * total, and its first five by relevance class and name, all visible hits of that category.
 */
export function compareSearch(answer: SearchGroupAnswer[], expected: ExpectedSearch): string[] {
  const problems: string[] = [];
  const order = [...expected.groups.entries()]
    .sort((a, b) => a[1].best - b[1].best || b[1].total - a[1].total || a[0] - b[0])
    .map(([id]) => id);
  const got = answer.map((g) => g.id);
  if (got.join(',') !== order.join(',')) problems.push(`groups ${got.join(',') || '(none)'}, expected ${order.join(',') || '(none)'}`);
  for (const group of answer) {
    const e = expected.groups.get(group.id);
    if (!e) continue;
    if (group.totalCount !== e.total) problems.push(`group ${group.id}: totalCount ${group.totalCount}, expected ${e.total}`);
    for (const p of group.products) {
      const f = expected.facts.get(p.id);
      if (!f?.visible) problems.push(`group ${group.id}: product ${p.id} shown but hidden from this customer`);
      else if (!f.matches) problems.push(`group ${group.id}: product ${p.id} does not match the text`);
      else if (f.categoryId !== group.id) problems.push(`group ${group.id}: product ${p.id} is of category ${f.categoryId}`);
    }
    const keys = group.products.map((p) => expected.facts.get(p.id)?.key ?? '?');
    if (keys.join('\u0000') !== e.keys.join('\u0000'))
      problems.push(`group ${group.id}: first products ${JSON.stringify(keys)}, expected ${JSON.stringify(e.keys)}`);
  }
  return problems;
}

// ---- one sampled answer ----

/** What is wrong with one answer to a catalogue call (empty: nothing). */
export async function checkAnswer(query: Query, call: CatalogCall, status: number, text: string): Promise<string[]> {
  if (status !== 200) return [`status ${status}: ${text.slice(0, 200)}`];
  const answer = JSON.parse(text);
  switch (call.kind) {
    case 'list': {
      const ids = (answer.items as ListItemAnswer[]).map((i) => i.id);
      return compareList(answer as ListAnswer, await expectedList(query, call.customerId, call.body, ids), call.body, call.culture);
    }
    case 'properties':
      return compareFacets(answer as FacetAnswer[], await expectedFacets(query, call.customerId, call.categoryId, call.q));
    case 'search': {
      const ids = (answer as SearchGroupAnswer[]).flatMap((g) => g.products.map((p) => p.id));
      return compareSearch(answer as SearchGroupAnswer[], await expectedSearch(query, call.customerId, call.q, ids));
    }
  }
}

/** One deliberate mistake in an answer (`--corrupt`: proves the checks catch a wrong answer). */
export function corruptAnswer(call: CatalogCall, text: string): string {
  const answer = JSON.parse(text);
  if (call.kind === 'list') {
    const item = (answer.items as ListItemAnswer[]).find((i) => i.discountedPrice !== null) ?? answer.items[0];
    if (item?.discountedPrice) item.discountedPrice = (Number(item.discountedPrice) + 0.01).toFixed(2);
    else answer.totalCount += 1;
  } else if (call.kind === 'properties') {
    const d = (answer as FacetAnswer[])[0]?.details[0];
    if (d) d.count += 1;
    else answer.push({ id: 1, details: [{ id: 1, count: 1 }] });
  } else {
    const g = (answer as SearchGroupAnswer[])[0];
    if (g) g.totalCount += 1;
    else answer.push({ id: 1, totalCount: 1, products: [] });
  }
  return JSON.stringify(answer);
}
