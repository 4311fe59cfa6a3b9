import { type Decimal, decimal } from '../../lib/money';

/** Access flags of design.md §4, per customer and property detail. */
export interface AccessFlags {
  hasList: boolean;
  hasBasket: boolean;
  showPrice: boolean;
  showStock: boolean;
  showXmlStock: boolean;
}

/** Settings key of the flags that apply when no rule does (absent: everything allowed). */
export const ACCESS_DEFAULTS_KEY = 'catalogueAccessDefaults';

/** What the catalogue needs to know about the acting customer, loaded once per request. */
export interface CatalogueViewer {
  customerId: string;
  currency: string;
  /** The customer's price group (its group's price lists and campaigns: price-rules.ts). */
  priceGroup: string | null;
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
  /**
   * Where the customer's deliveries go (its default delivery address's country, else its own) and its
   * export registration: the warehouse rules route these to the warehouses whose stock it may order
   * (orderable-stock.ts). Absent for a view without a customer row behind it (unit tests).
   */
  delivery?: { countryCode: string; isExportRegistered: boolean };
}

function parseDefaults(value: unknown): AccessFlags {
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
  priceGroup?: string | null;
  discountRates: string[];
  defaults: unknown;
  rules: Array<[number, boolean, boolean, boolean, boolean, boolean]>;
  delivery?: { countryCode: string; isExportRegistered: boolean };
}): CatalogueViewer {
  const rules = new Map<number, AccessFlags>();
  for (const [id, hasList, hasBasket, showPrice, showStock, showXmlStock] of input.rules) {
    rules.set(Number(id), { hasList, hasBasket, showPrice, showStock, showXmlStock });
  }
  const ids = [...rules.keys()];
  return {
    customerId: input.customerId,
    currency: input.currency.trim(),
    priceGroup: input.priceGroup?.trim() || null,
    discountRates: input.discountRates.map((r) => decimal(r)).filter((r) => r.units !== 0n),
    discountKey: input.discountRates.join(','),
    defaults: parseDefaults(input.defaults),
    rules,
    hiddenDetailIds: ids.filter((id) => !rules.get(id)!.hasList),
    listedDetailIds: ids.filter((id) => rules.get(id)!.hasList),
    noPriceDetailIds: ids.filter((id) => !rules.get(id)!.showPrice),
    noStockDetailIds: ids.filter((id) => !rules.get(id)!.showStock),
    delivery: input.delivery,
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
