// What bench:catalog asks for: the realistic mix (the default) and the old one (`--mix old`), as
// generators of requests over a world read from the seeded database. Pure: no I/O, a seeded random.
import { type Culture, PRODUCT_SEARCH_MIN_LENGTH } from '@dealerport/contract';
import type { Random } from '../src/db/seed/random';
import type { BenchRequest } from './harness';

/** What a request was, as the checks need it (catalog-checks.ts). */
export type CatalogCall =
  | { kind: 'list'; customerId: string; culture: Culture; body: ListBody }
  | { kind: 'properties'; customerId: string; culture: Culture; categoryId: number; q?: string }
  | { kind: 'search'; customerId: string; culture: Culture; q: string };

export interface ListBody {
  categoryId?: number;
  searchText?: string;
  propertyDetailIds?: number[];
  sort?: string;
  pageNumber: number;
  pageSize: number;
}

export type CatalogRequest = BenchRequest & { call: CatalogCall };

export interface MixCategory {
  id: number;
  /** Active products in it and under it. */
  products: number;
  /** Its facets (properties on it, above or below it) with each value's product count in its scope. */
  facets: { propertyId: number; details: { id: number; count: number }[] }[];
}

/** A signed-in user and the customers it acts for (a dealer: its own; a salesman: his; staff: any). */
export interface MixCaller {
  token: string;
  customers: readonly { id: string; culture: Culture }[];
}

export interface MixWorld {
  categories: MixCategory[];
  callers: MixCaller[];
  terms: string[];
}

// ---- pickers ----

/** Draws items with probability proportional to their weights. */
export function weighted<T>(items: readonly T[], weights: readonly number[], rng: Random): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w;
    cumulative.push(sum);
  }
  if (items.length === 0 || sum <= 0) throw new Error('nothing to draw from');
  return () => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

/** Draws items by rank with Zipf's law: the k-th with weight 1 / k^s (s = 0: all alike). */
export const zipf = <T>(items: readonly T[], s: number, rng: Random) =>
  weighted(
    items,
    items.map((_, k) => 1 / (k + 1) ** s),
    rng,
  );

// ---- search terms ----

export interface TermVocabulary {
  /** Brand names per top-level category code (LST, JNT, AKU, YAG, AKS). */
  brands: Record<string, string[]>;
  /** Tyre sizes as [width, aspect, rim]. */
  tyreSizes: [number, number, number][];
  /** Bolt patterns ("5x112"), rim diameters (17), battery capacities (72), oil grades ("5W-30"). */
  pcds: string[];
  rimDiameters: number[];
  batteryAh: number[];
  viscosities: string[];
  /** Words of product names (tread patterns, rim models, product lines). */
  models: string[];
  /** Product codes ("LST-000123"), a sample. */
  codes: string[];
}

/** A typing mistake: a letter dropped, doubled, two swapped, or a vowel replaced. */
export function misspell(word: string, rng: Random): string {
  if (word.length < 4) return word;
  const i = rng.int(1, word.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default: {
      const vowels = 'aeiou';
      const at = [...word].findIndex((c, k) => k > 0 && vowels.includes(c.toLowerCase()));
      return at < 0 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, at) + rng.pick([...vowels]) + word.slice(at + 1);
    }
  }
}

/** Turkish letters typed on a keyboard without them ("akü" -> "aku"). */
const ascii = (s: string) =>
  s.replace(
    /[çÇğĞıİöÖşŞüÜ]/g,
    (c) => ({ ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U' })[c]!,
  );

/** A word as people type it: as written, lower or upper case, without Turkish letters, or misspelt (`typo` of the time). */
function typed(word: string, rng: Random, typo = 0.25): string {
  if (rng.chance(typo)) return misspell(word, rng).toLowerCase();
  return rng.pick([word, word.toLowerCase(), word.toLowerCase(), word.toUpperCase(), ascii(word).toLowerCase()]);
}

/** A tyre size typed one of the ways dealers type it. */
export function typedTyreSize([w, a, r]: [number, number, number], rng: Random): string {
  return rng.pick([
    `${w}/${a}R${r}`,
    `${w}/${a}r${r}`,
    `${w}/${a} R${r}`,
    `${w}/${a}/${r}`,
    `${w} ${a} ${r}`,
    `${w}${a}${r}`,
    `${w}-${a}-${r}`,
    `${w} ${a} r${r}`,
    `${w}/${a}-${r}`,
  ]);
}

const SEASON_WORDS = ['kış', 'kis', 'yaz', 'winter', 'sommer', '4 mevsim', 'dört mevsim', 'all season'];

/**
 * `n` distinct search terms (at least PRODUCT_SEARCH_MIN_LENGTH characters) drawn from the catalogue's
 * vocabulary, in the proportions of a tyre and parts distributor's header search: codes 25 % (exact,
 * lower case, without the dash, prefixes), tyre sizes 20 % (typed nine ways, alone or with a brand or a
 * season), brands 15 %, models 14 %, rims 10 % (bolt pattern, diameter), batteries 8 % (Ah), oil 8 %
 * (grade, brand, litres); about a quarter of the words misspelt. In random order (for Zipf's ranks).
 */
export function searchTerms(vocabulary: TermVocabulary, n: number, rng: Random): string[] {
  const all = Object.values(vocabulary.brands).flat();
  const or = (xs: string[] | undefined) => (xs && xs.length > 0 ? xs : all);
  const tyreBrands = or(vocabulary.brands.LST);
  const rimBrands = or(vocabulary.brands.JNT);
  const batteryBrands = or(vocabulary.brands.AKU);
  const oilBrands = or(vocabulary.brands.YAG);
  // A kind whose words the catalogue lacks draws nothing (an empty term is left out below).
  const v = {
    ...vocabulary,
    codes: vocabulary.codes.length ? vocabulary.codes : [''],
    tyreSizes: vocabulary.tyreSizes.length ? vocabulary.tyreSizes : null,
    models: vocabulary.models.length ? vocabulary.models : [''],
    pcds: vocabulary.pcds.length ? vocabulary.pcds : [''],
    rimDiameters: vocabulary.rimDiameters.length ? vocabulary.rimDiameters : [16],
    batteryAh: vocabulary.batteryAh.length ? vocabulary.batteryAh : [60],
    viscosities: vocabulary.viscosities.length ? vocabulary.viscosities : ['5W-30'],
  };
  if (all.length === 0) all.push('');
  const kinds: Array<[number, () => string]> = [
    [
      25,
      () => {
        const code = rng.pick(v.codes);
        return rng.pick([
          code,
          code.toLowerCase(),
          code.replace('-', ''),
          code.slice(0, rng.int(6, code.length - 1)),
          code.toLowerCase().replace('-', ' '),
        ]);
      },
    ],
    [
      20,
      () => {
        if (!v.tyreSizes) return '';
        const size = typedTyreSize(rng.pick(v.tyreSizes), rng);
        const r = rng.next();
        if (r < 0.35) return `${typed(rng.pick(tyreBrands), rng)} ${size}`;
        if (r < 0.5) return `${size} ${rng.pick(SEASON_WORDS)}`;
        return size;
      },
    ],
    [15, () => typed(rng.pick(all), rng)],
    [
      14,
      () => {
        const model = typed(rng.pick(v.models), rng);
        return rng.chance(0.3) ? `${typed(rng.pick(all), rng, 0.1)} ${model}` : model;
      },
    ],
    [
      10,
      () => {
        const pcd = rng.pick(v.pcds);
        const d = rng.pick(v.rimDiameters);
        return rng.pick([
          pcd,
          pcd.toUpperCase(),
          pcd.replace('x', ' x '),
          `${pcd} ${d}`,
          `jant ${pcd}`,
          `${d} inç jant`,
          `${typed(rng.pick(rimBrands), rng)} ${d}`,
          `R${d} ${pcd}`,
        ]);
      },
    ],
    [
      8,
      () => {
        const ah = rng.pick(v.batteryAh);
        return rng.pick([
          `${ah} ah`,
          `${ah}ah`,
          `${ah}Ah`,
          `akü ${ah}`,
          `aku ${ah}ah`,
          `${typed(rng.pick(batteryBrands), rng)} ${ah}`,
          `12v ${ah}ah`,
        ]);
      },
    ],
    [
      8,
      () => {
        const grade = rng.pick(v.viscosities);
        const compact = grade.replace('-', '');
        return rng.pick([
          grade,
          compact,
          compact.toLowerCase(),
          grade.replace('-', ' ').toLowerCase(),
          `${typed(rng.pick(oilBrands), rng)} ${grade.toLowerCase()}`,
          `${compact.toLowerCase()} ${rng.pick([1, 4, 5, 7])} lt`,
          `motor yağı ${grade}`,
        ]);
      },
    ],
  ];
  const draw = weighted(
    kinds.map(([, make]) => make),
    kinds.map(([w]) => w),
    rng,
  );
  const terms = new Set<string>();
  for (let attempts = 0; terms.size < n && attempts < n * 50; attempts++) {
    const term = draw()().replace(/\s+/g, ' ').trim();
    if ([...term].length >= PRODUCT_SEARCH_MIN_LENGTH) terms.add(term);
  }
  const list = [...terms];
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

// ---- the mixes ----

const PAGE_SIZE = 50;

/** The sort options as the list is opened: default (name, or relevance with a search) most, then price. */
export const SORT_WEIGHTS: ReadonlyArray<[string | undefined, number]> = [
  [undefined, 45],
  ['price-asc', 15],
  ['price-desc', 8],
  ['newest', 10],
  ['stock-desc', 8],
  ['name-asc', 4],
  ['name-desc', 3],
  ['code-asc', 4],
  ['code-desc', 3],
];
export const PAGE_WEIGHTS: ReadonlyArray<[number, number]> = [
  [1, 55],
  [2, 20],
  [3, 12],
  [4, 8],
  [5, 5],
];
/** How many facet properties a list filters on: 0 to 3. */
export const FACET_COUNT_WEIGHTS: ReadonlyArray<[number, number]> = [
  [0, 40],
  [1, 30],
  [2, 20],
  [3, 10],
];
/** The share of lists opened from a search (search results page) rather than a category. */
export const LIST_SEARCH_SHARE = 0.12;
/** A facet with a second value of the same property (OR). */
export const FACET_SECOND_VALUE = 0.15;
/** The share of facet requests on a search results page (with the search text). */
export const PROPERTIES_SEARCH_SHARE = 0.1;
/** The session mix of the `mix` scenario: what a browsing dealer's screens ask for. */
export const SESSION_WEIGHTS: ReadonlyArray<[CatalogCall['kind'], number]> = [
  ['list', 55],
  ['properties', 20],
  ['search', 25],
];

export interface Mix {
  list(): CatalogRequest;
  properties(): CatalogRequest;
  search(): CatalogRequest;
  /** One of the three in the proportions of SESSION_WEIGHTS. */
  session(): CatalogRequest;
}

const pairs = <T>(entries: ReadonlyArray<[T, number]>, rng: Random) =>
  weighted(
    entries.map(([v]) => v),
    entries.map(([, w]) => w),
    rng,
  );

function requestOf(call: CatalogCall, token: string): CatalogRequest {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-culture': call.culture,
    'x-customer-id': call.customerId,
  };
  switch (call.kind) {
    case 'list':
      return { method: 'POST', path: '/api/catalogs/products/list', headers, body: JSON.stringify(call.body), call };
    case 'properties': {
      const q = call.q ? `&SearchText=${encodeURIComponent(call.q)}` : '';
      return { method: 'GET', path: `/api/catalogs/products/properties?CategoryId=${call.categoryId}${q}`, headers, call };
    }
    case 'search':
      return { method: 'GET', path: `/api/catalogs/products/search-by-text?q=${encodeURIComponent(call.q)}`, headers, call };
  }
}

/**
 * The realistic mix (docs/performance.md "How the benches work"): a random signed-in user, and one of the
 * customers it acts for; categories weighted by their size; 0-3 facets (values weighted by their counts,
 * sometimes two of one property); the sort options and pages 1-5 as weighted above (a page beyond what
 * the filter can hold drawn down to its last); search terms drawn by Zipf's law (exponent `termSkew`)
 * from the distinct terms of the world.
 */
export function realisticMix(world: MixWorld, rng: Random, termSkew: number): Mix {
  const category = weighted(
    world.categories,
    world.categories.map((c) => c.products),
    rng,
  );
  const term = zipf(world.terms, termSkew, rng);
  const sort = pairs(SORT_WEIGHTS, rng);
  const page = pairs(PAGE_WEIGHTS, rng);
  const facetCount = pairs(FACET_COUNT_WEIGHTS, rng);
  const kind = pairs(SESSION_WEIGHTS, rng);
  const who = () => {
    const caller = rng.pick(world.callers);
    const customer = rng.pick(caller.customers);
    return { token: caller.token, customerId: customer.id, culture: customer.culture };
  };
  /** Facet values of 0-3 properties, and an upper bound of the products they leave (the smallest group's sum). */
  const facetsOf = (c: MixCategory): { ids: number[]; bound: number } => {
    const ids: number[] = [];
    let bound = c.products;
    const open = [...c.facets];
    for (let k = facetCount(); k > 0 && open.length > 0; k--) {
      const facet = open.splice(rng.int(0, open.length - 1), 1)[0]!;
      if (facet.details.length === 0) continue;
      const value = weighted(
        facet.details,
        facet.details.map((d) => d.count),
        rng,
      );
      const first = value();
      ids.push(first.id);
      let sum = first.count;
      if (facet.details.length > 1 && rng.chance(FACET_SECOND_VALUE)) {
        const second = value();
        if (second.id !== first.id) {
          ids.push(second.id);
          sum += second.count;
        }
      }
      bound = Math.min(bound, sum);
    }
    return { ids, bound };
  };
  const list = () => {
    const w = who();
    const fromSearch = rng.chance(LIST_SEARCH_SHARE);
    const c = fromSearch ? null : category();
    const facets = c ? facetsOf(c) : { ids: [], bound: PAGE_SIZE };
    // Nobody opens page 4 of a two-page list: the page is drawn, then kept within the pages the filter
    // can have (an upper bound: the customer may see fewer); a search's list stays on its first page.
    const pages = Math.max(1, Math.ceil(facets.bound / PAGE_SIZE));
    const body: ListBody = {
      ...(c ? { categoryId: c.id } : { searchText: term() }),
      propertyDetailIds: facets.ids,
      sort: sort(),
      pageNumber: Math.min(page(), pages),
      pageSize: PAGE_SIZE,
    };
    if (body.sort === undefined) delete body.sort;
    return requestOf({ kind: 'list', customerId: w.customerId, culture: w.culture, body }, w.token);
  };
  const properties = () => {
    const w = who();
    const q = rng.chance(PROPERTIES_SEARCH_SHARE) ? term() : undefined;
    return requestOf({ kind: 'properties', customerId: w.customerId, culture: w.culture, categoryId: category().id, q }, w.token);
  };
  const search = () => {
    const w = who();
    return requestOf({ kind: 'search', customerId: w.customerId, culture: w.culture, q: term() }, w.token);
  };
  const session = () => {
    const k = kind();
    return k === 'list' ? list() : k === 'properties' ? properties() : search();
  };
  return { list, properties, search, session };
}

/** The twelve terms of the old mix. */
export const OLD_TERMS = [
  'michelin',
  'continental',
  '205/55R16',
  '2055516',
  '225 45 17',
  'petlas',
  'akü 72',
  '5W-30',
  'jant 5x112',
  'LST-00',
  'pirelli',
  'bridgestone',
];

/**
 * The mix of the benches before issue 13 (`--mix old`), for comparison: one caller (customer service) for
 * every customer, categories alike, 0-2 facet picks, sorts and pages 1-5 alike, the twelve terms above.
 */
export function oldMix(world: MixWorld, rng: Random, sorts: readonly string[]): Mix {
  const caller = world.callers[0]!;
  const who = () => ({ token: caller.token, customerId: rng.pick(caller.customers).id, culture: 'tr' as Culture });
  const list = () => {
    const w = who();
    const c = rng.pick(world.categories);
    const propertyDetailIds: number[] = [];
    for (let i = rng.int(0, 2); i > 0 && c.facets.length > 0; i--) {
      const values = rng.pick(c.facets).details;
      if (values.length) propertyDetailIds.push(rng.pick(values).id);
    }
    const body: ListBody = { categoryId: c.id, propertyDetailIds, sort: rng.pick(sorts), pageNumber: rng.int(1, 5), pageSize: PAGE_SIZE };
    return requestOf({ kind: 'list', customerId: w.customerId, culture: w.culture, body }, w.token);
  };
  const properties = () => {
    const w = who();
    return requestOf(
      { kind: 'properties', customerId: w.customerId, culture: w.culture, categoryId: rng.pick(world.categories).id },
      w.token,
    );
  };
  const search = () => {
    const w = who();
    return requestOf({ kind: 'search', customerId: w.customerId, culture: w.culture, q: rng.pick(OLD_TERMS) }, w.token);
  };
  const session = () => {
    const r = rng.next();
    return r < 0.55 ? list() : r < 0.75 ? properties() : search();
  };
  return { list, properties, search, session };
}
