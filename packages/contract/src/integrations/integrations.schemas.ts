import { z } from 'zod';
import { CULTURES, type Culture } from '../common/cultures';
import { PagedQuerySchema, pagedListSchema } from '../common/paging';
import { text } from '../common/text';
import { ORDER_STATUSES } from '../definitions/definitions.schemas';
import {
  BATTERY_SPEC_SYNC_COLUMNS,
  BatterySpecSyncRowSchema,
  EXPERT_OPINION_SYNC_COLUMNS,
  ExpertOpinionSyncRowSchema,
  VEHICLE_SYNC_COLUMNS,
  VehicleSyncRowSchema,
} from '../fitment/fitment.schemas';
import {
  PRICE_GROUP_MAX_LENGTH,
  PRICE_RULE_MAX_CATEGORIES,
  PRICE_RULE_MAX_CUSTOMERS,
  PRICE_RULE_MAX_PRICE_GROUPS,
  PRICE_RULE_MAX_PRODUCTS,
} from '../price-rules/price-rules.schemas';

// ---- integration keys (design.md §4b "Machine clients"; docs/decisions/0035-integration-keys-and-sync.md) ----

/**
 * What an integration key may be used for. A sync call names one scope in its auth rule
 * (`{ integration: scope }`): `customers` (customers, salesmen, the customer change feed), `finance` (the
 * ledger), `orders` (order updates, the order change feed).
 */
export const SYNC_SCOPES = ['catalog', 'stock', 'prices', 'customers', 'finance', 'orders'] as const;
export type SyncScope = (typeof SYNC_SCOPES)[number];
export const SyncScopeSchema = z.enum(SYNC_SCOPES);

/** An integration key as listed: never its secret, only the first characters to recognise it by. */
export const IntegrationKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `dpk_` and the first characters of the key, e.g. `dpk_AbC1…`. */
  prefix: z.string(),
  scopes: z.array(SyncScopeSchema),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IntegrationKey = z.infer<typeof IntegrationKeySchema>;

export const CreateIntegrationKeyBodySchema = z.object({
  name: text().trim().min(1).max(100),
  scopes: z
    .array(SyncScopeSchema)
    .min(1)
    .max(SYNC_SCOPES.length)
    .transform((s) => [...new Set(s)]),
});
export type CreateIntegrationKeyBody = z.input<typeof CreateIntegrationKeyBodySchema>;

/** The answer of a creation: the only time the key itself is ever shown. */
export const CreatedIntegrationKeySchema = z.object({
  key: IntegrationKeySchema,
  /** `dpk_` + 32 random bytes (base64url): send as `Authorization: Bearer <secret>`. Not retrievable later. */
  secret: z.string(),
});
export type CreatedIntegrationKey = z.infer<typeof CreatedIntegrationKeySchema>;

export const IntegrationKeyIdParamsSchema = z.object({ id: z.uuid() });

// ---- the sync rows (one schema per entity; the ERP's codes are the keys) ----

/** Most rows one batch (a JSON call or an uploaded file) may hold. */
export const SYNC_MAX_ROWS = 5000;

const code = (max = 64) => text().trim().min(1).max(max);
const name = (max = 200) => text().trim().min(1).max(max);
const order = z.number().int().min(-1_000_000).max(1_000_000);
/** A decimal amount, as a JSON number or a string ("1234.50"): stored exactly (numeric), never as a float. */
const decimal = (max: number) =>
  z
    .union([
      z.number().min(0).max(max),
      text()
        .trim()
        .regex(/^\d{1,12}(\.\d{1,4})?$/),
    ])
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => Number(v) <= max, { params: { issue: 'SYNC_NUMBER_TOO_LARGE' } });
const currency = text()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((v) => v.toUpperCase());

/** A GTIN of 8, 12, 13 or 14 digits whose last digit is the GS1 check digit (weights 3 and 1 from the right). */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  let sum = 0;
  for (let i = value.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += Number(value[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(value[value.length - 1]);
}

/** Names in the three interface languages; de and en fall back to tr when not given. */
export const SyncNamesSchema = z
  .object({ tr: name(), de: name().optional(), en: name().optional() })
  .strict()
  .transform((n) => ({ tr: n.tr, de: n.de ?? n.tr, en: n.en ?? n.tr }));

export const CategorySyncRowSchema = z
  .object({
    code: code(),
    /** The parent's code (one of this batch or an existing category); null or absent: a top-level category. */
    parentCode: code()
      .nullish()
      .transform((v) => v ?? null),
    names: SyncNamesSchema,
    order: order.default(0),
    active: z.boolean().default(true),
    /** The back-office reference code; the code itself when absent. */
    refCode: text()
      .trim()
      .max(64)
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type CategorySyncRow = z.output<typeof CategorySyncRowSchema>;

export const PropertySyncRowSchema = z
  .object({
    /** The category that carries the property (its sub-categories inherit it). */
    categoryCode: code(),
    /** The property's stable key (brand, width, season, ...). */
    key: text()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    names: SyncNamesSchema,
    order: order.default(0),
    /** Offered as a filter in the catalogue. */
    facet: z.boolean().default(true),
  })
  .strict();
export type PropertySyncRow = z.output<typeof PropertySyncRowSchema>;

export const PropertyValueSyncRowSchema = z
  .object({
    categoryCode: code(),
    propertyKey: text().trim().min(1).max(64),
    code: code(),
    /** The value as shown (brands and sizes need no translation). */
    name: name(),
    /** Translated names, for values people read in their language (seasons, colours). */
    names: SyncNamesSchema.nullish().transform((v) => v ?? null),
    order: order.default(0),
  })
  .strict();
export type PropertyValueSyncRow = z.output<typeof PropertyValueSyncRowSchema>;

/**
 * A product's name per language, any of the three (docs/decisions/0062): a reader gets the name in their
 * language, else the Turkish one, else `name`. An empty object is none.
 */
export const ProductSyncNamesSchema = z
  .object({ tr: name(300).optional(), de: name(300).optional(), en: name(300).optional() })
  .strict()
  .transform((n) => {
    const given = Object.fromEntries(Object.entries(n).filter(([, v]) => v !== undefined)) as Partial<Record<Culture, string>>;
    return Object.keys(given).length > 0 ? given : null;
  });

export const ProductSyncRowSchema = z
  .object({
    code: code(),
    /** The ERP's name: shown where `names` has neither the reader's language nor Turkish. */
    name: name(300),
    /** Names per language (`{ "tr": "…", "de": "…", "en": "…" }`, any of them); null removes them, absent leaves them as they are. */
    names: ProductSyncNamesSchema.nullish(),
    categoryCode: code(),
    /** Property key -> value code, e.g. `{ "brand": "Michelin", "width": "205" }`; the product's values are exactly these. */
    properties: z.record(text().trim().min(1).max(64), code()).default({}),
    /** Percent. */
    vatRate: decimal(100),
    unit: text().trim().min(1).max(20).default('ADET'),
    minOrderQuantity: z.number().int().min(1).max(1_000_000).default(1),
    maxOrderQuantity: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    active: z.boolean().default(true),
    /** Net list price in `currency`. */
    listPrice: decimal(99_999_999),
    currency: currency.default('TRY'),
    /** Barcode (EAN-8, UPC-A, EAN-13, GTIN-14) with a valid check digit; null removes it, absent leaves it as it is. */
    ean: text()
      .trim()
      .refine(isGtin, { params: { issue: 'INVALID_EAN' } })
      .nullish(),
  })
  .strict();
export type ProductSyncRow = z.output<typeof ProductSyncRowSchema>;

export const WarehouseSyncRowSchema = z
  .object({
    code: code(32),
    name: name(),
    /** Lower first when an order is split over warehouses. */
    priority: z.number().int().min(0).max(1_000_000).default(0),
    division: z.number().int().min(0).max(1_000_000).default(0),
    active: z.boolean().default(true),
  })
  .strict();
export type WarehouseSyncRow = z.output<typeof WarehouseSyncRowSchema>;

export const StockSyncRowSchema = z
  .object({
    productCode: code(),
    warehouseCode: code(32),
    /** The quantity on hand (the ERP's figure; negative counts as none). */
    quantity: z.number().int().min(-1_000_000_000).max(1_000_000_000),
  })
  .strict();
export type StockSyncRow = z.output<typeof StockSyncRowSchema>;

export const PriceSyncRowSchema = z
  .object({
    productCode: code(),
    /** A price list's currency (the product's own price comes with the product). */
    currency,
    listPrice: decimal(99_999_999),
  })
  .strict();
export type PriceSyncRow = z.output<typeof PriceSyncRowSchema>;

export const CustomerDiscountSyncRowSchema = z
  .object({
    customerCode: code(),
    /** Cascading discounts in percent, applied in order (10 then 5); empty: none. */
    discountRates: z.array(decimal(100)).max(5).default([]),
  })
  .strict();
export type CustomerDiscountSyncRow = z.output<typeof CustomerDiscountSyncRowSchema>;

/** Optional text: trimmed; empty or absent is null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const countryCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((v) => v.toUpperCase());
/** A list of codes, each once (a replace-set: the list is the whole truth). */
const codeSet = (max: number) =>
  z
    .array(code())
    .max(max)
    .transform((codes) => [...new Set(codes)]);

/** A price group (customers.price_group): a name the ERP gives a set of customers, e.g. `BAYI-A`. */
const priceGroup = text().trim().max(PRICE_GROUP_MAX_LENGTH);

/** A delivery address of a customer, keyed by its code within the customer. */
export const CustomerAddressSyncSchema = z
  .object({
    code: code(64),
    caption: name(100),
    title: optionalText(200),
    responsible: optionalText(200),
    address: name(500),
    city: name(100),
    postCode: optionalText(20),
    countryCode,
    /** The address offered first at checkout; at most one per customer (none flagged: the first). */
    isDefault: z.boolean().default(false),
  })
  .strict();
export type CustomerAddressSync = z.output<typeof CustomerAddressSyncSchema>;

export const CustomerSyncRowSchema = z
  .object({
    /** The customer's ERP account code. */
    code: code(),
    name: name(),
    title: optionalText(300),
    email: z
      .email()
      .max(200)
      .nullish()
      .transform((v) => v ?? null),
    phoneNumber: optionalText(50),
    representativePerson: optionalText(200),
    taxNumber: optionalText(50),
    taxOffice: optionalText(100),
    address: optionalText(500),
    city: optionalText(100),
    /** ISO 3166-1 alpha-2, a country the portal knows. */
    countryCode,
    /** The currency the customer buys in (its price list). */
    currency: currency.default('TRY'),
    /** The language the portal writes to the customer in (order status mails); null: each user's own. */
    language: z
      .enum(CULTURES)
      .nullish()
      .transform((v) => v ?? null),
    exportRegistered: z.boolean().default(false),
    active: z.boolean().default(true),
    /**
     * The customer's price group (its group's price lists and campaigns apply to it, compared without regard to
     * case); when sent it is set, null or empty clears it; absent leaves it as it is.
     */
    priceGroup: priceGroup.nullish().transform((v) => (v === undefined ? undefined : v || null)),
    /** The salesmen who serve the customer; when sent, exactly these (absent: left as they are). */
    salesmanCodes: codeSet(50).optional(),
    /** The delivery addresses; when sent, exactly these (others removed; absent: left as they are). */
    addresses: z.array(CustomerAddressSyncSchema).max(200).optional(),
  })
  .strict()
  .superRefine((row, ctx) => {
    const seen = new Set<string>();
    row.addresses?.forEach((a, i) => {
      const key = a.code.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['addresses', i, 'code'], params: { issue: 'DUPLICATE_ADDRESS' } });
      seen.add(key);
    });
    if ((row.addresses?.filter((a) => a.isDefault).length ?? 0) > 1) {
      ctx.addIssue({ code: 'custom', path: ['addresses'], params: { issue: 'SEVERAL_DEFAULT_ADDRESSES' } });
    }
  });
export type CustomerSyncRow = z.output<typeof CustomerSyncRowSchema>;

export const SalesmanSyncRowSchema = z
  .object({
    code: code(),
    name: name(),
    email: z
      .email()
      .max(200)
      .nullish()
      .transform((v) => v ?? null),
    phoneNumber: optionalText(50),
    active: z.boolean().default(true),
    /** The customers the salesman serves; when sent, exactly these (absent: left as they are). */
    customerCodes: codeSet(5000).optional(),
  })
  .strict();
export type SalesmanSyncRow = z.output<typeof SalesmanSyncRowSchema>;

// ---- price rules (scope prices; migration 0056): price lists, their prices and assignments, campaigns ----

/** A day, `YYYY-MM-DD` (the distributor's calendar day). */
const day = z.iso.date();
const optionalDay = day.nullish().transform((v) => v ?? null);
const endBeforeStart = (path: string, input: string) => ({ code: 'custom' as const, path: [path], params: { issue: 'DATE_RANGE' }, input });

/** A price list's head, keyed by its code (without regard to case). Its prices and who it is for come in their own rows. */
export const PriceListSyncRowSchema = z
  .object({
    code: code(),
    name: name(),
    /** Only customers buying in this currency get the list's prices. */
    currency,
    /** The first and last day the list applies (the distributor's days); null: open. */
    validFrom: optionalDay,
    validTo: optionalDay,
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.validFrom !== null && row.validTo !== null && row.validTo < row.validFrom) ctx.addIssue(endBeforeStart('validTo', row.validTo));
  });
export type PriceListSyncRow = z.output<typeof PriceListSyncRowSchema>;

/**
 * A product's net price in a price list from `minQuantity` pieces on (1: the list's price; more: a quantity
 * break), keyed by list, product and minQuantity. `remove: true` deletes that row (the price is not needed).
 */
export const PriceListPriceSyncRowSchema = z
  .object({
    priceListCode: code(),
    productCode: code(),
    minQuantity: z.number().int().min(1).max(1_000_000).default(1),
    /** Net, in the list's currency. */
    price: decimal(99_999_999).optional(),
    remove: z.boolean().default(false),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (!row.remove && row.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], params: { issue: 'REQUIRED' } });
  });
export type PriceListPriceSyncRow = z.output<typeof PriceListPriceSyncRowSchema>;

/**
 * Who a price list is for: one customer (`customerCode`), one price group (`priceGroup`), or, with neither,
 * every customer buying in the list's currency; both is an error. `remove: true` takes the assignment away.
 */
export const PriceListAssignmentSyncRowSchema = z
  .object({
    priceListCode: code(),
    customerCode: code()
      .nullish()
      .transform((v) => v ?? null),
    priceGroup: priceGroup.nullish().transform((v) => v || null),
    remove: z.boolean().default(false),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.customerCode !== null && row.priceGroup !== null)
      ctx.addIssue({ code: 'custom', path: [], params: { issue: 'CUSTOMER_AND_GROUP' } });
  });
export type PriceListAssignmentSyncRow = z.output<typeof PriceListAssignmentSyncRowSchema>;

/**
 * A campaign, keyed by its code (without regard to case): from `startsOn` to `endsOn` (the distributor's
 * days, both included) it lowers the price of the products it covers (never raises it) for the customers
 * it is for. `percent`: `value` percent off; `fixedPrice`: `value` is the net price, in `currency`.
 * Empty lists: every customer, every product.
 */
export const CampaignSyncRowSchema = z
  .object({
    code: code(),
    names: SyncNamesSchema,
    startsOn: day,
    endsOn: day,
    /** percent: `value` percent off; fixedPrice: `value` is the net unit price, in `currency` (the admin screen's campaign kinds). */
    kind: z.enum(['percent', 'fixedPrice']),
    /** Percent off (0 to 100) or a net price. */
    value: decimal(99_999_999),
    /** The fixed price's currency: required for fixedPrice; ignored for percent (stored as none), as on the admin screen. */
    currency: currency.nullish().transform((v) => v ?? null),
    /** The customers it is for (ERP codes); with priceGroups, either one's customers. Both empty: everyone. */
    customerCodes: codeSet(PRICE_RULE_MAX_CUSTOMERS).default([]),
    /** Each once, without regard to case (the first spelling kept). */
    priceGroups: z
      .array(priceGroup.min(1))
      .max(PRICE_RULE_MAX_PRICE_GROUPS)
      .transform((groups) => groups.filter((g, i) => groups.findIndex((o) => o.toUpperCase() === g.toUpperCase()) === i))
      .default([]),
    /** The products it covers (codes), and the categories (codes; a category covers its sub-categories). Both empty: every product. */
    productCodes: codeSet(PRICE_RULE_MAX_PRODUCTS).default([]),
    categoryCodes: codeSet(PRICE_RULE_MAX_CATEGORIES).default([]),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.endsOn < row.startsOn) ctx.addIssue(endBeforeStart('endsOn', row.endsOn));
    if (row.kind === 'percent' && Number(row.value) > 100)
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: 100, inclusive: true, path: ['value'], input: row.value });
    if (row.kind === 'fixedPrice' && row.currency === null)
      ctx.addIssue({ code: 'custom', path: ['currency'], params: { issue: 'REQUIRED' } });
  })
  .transform((row) => (row.kind === 'percent' ? { ...row, currency: null } : row));
export type CampaignSyncRow = z.output<typeof CampaignSyncRowSchema>;

export const FinanceTransactionSyncRowSchema = z
  .object({
    /** The ERP's id of the ledger row: the key (a resent row updates it). */
    id: code(100),
    customerCode: code(),
    /** The document number the dealer sees (unique per customer). */
    ficheNo: code(64),
    /** The document type as the ERP names it (Fatura, Tahsilat, ...) and its number. */
    ficheType: name(100),
    ficheTypeId: z.number().int().min(0).max(1_000_000),
    description: optionalText(500),
    date: z.iso.date(),
    dueDate: z.iso
      .date()
      .nullish()
      .transform((v) => v ?? null),
    /** 1: a debit (the customer owes more), -1: a credit (a payment, a return). */
    sign: z.union([z.literal(1), z.literal(-1)]),
    amount: decimal(999_999_999_999),
    currency,
    /** true: the ERP removed the row (a cancelled document); it leaves the ledger. */
    deleted: z.boolean().default(false),
  })
  .strict();
export type FinanceTransactionSyncRow = z.output<typeof FinanceTransactionSyncRowSchema>;

const Instant = z.iso.datetime({ offset: true });
const SyncOrderStatusSchema = z.enum(ORDER_STATUSES);

/** An item of an order update: the portal's item `id` (the order detail's `orderItems[].id`) or the ERP's `erpLineCode`. */
export const OrderLineUpdateSyncSchema = z
  .object({
    id: z.number().int().min(1).optional(),
    /** The ERP's code of the item: with `id`, binds the code to that item; alone, names an item the ERP added (or adds it). */
    erpLineCode: code(64).optional(),
    /** A new item (added by the ERP): its product; default the product's price and VAT. */
    productCode: code().optional(),
    quantity: z.number().int().min(1).max(1_000_000).optional(),
    shippedQuantity: z.number().int().min(0).max(1_000_000).optional(),
    status: SyncOrderStatusSchema.optional(),
    /** Unit list price of an added item (default the product's in the order's currency). */
    salePrice: decimal(99_999_999).optional(),
    /** Cascading discounts of an added item, percent (default none). */
    discountRates: z.array(decimal(100)).max(5).optional(),
    vatRate: decimal(100).optional(),
    /** The warehouse an added item ships from (default the order's first). */
    warehouseCode: code(32).optional(),
    /** true: the ERP deleted the item; it no longer counts in the totals. */
    deleted: z.boolean().default(false),
  })
  .strict()
  .refine((l) => l.id !== undefined || l.erpLineCode !== undefined, { params: { issue: 'LINE_KEY_REQUIRED' } })
  .refine((l) => l.shippedQuantity === undefined || l.quantity === undefined || l.shippedQuantity <= l.quantity, {
    path: ['shippedQuantity'],
    params: { issue: 'SHIPPED_ABOVE_ORDERED' },
  });
export type OrderLineUpdateSync = z.output<typeof OrderLineUpdateSyncSchema>;

export const OrderUpdateSyncRowSchema = z
  .object({
    /** The portal's document number (b2BDocNo). */
    docNumber: code(),
    status: SyncOrderStatusSchema.optional(),
    /** The ERP's own reference of the document. */
    /** The header fields below: absent leaves them as they are, null clears them. */
    erpReference: text().trim().min(1).max(100).nullable().optional(),
    erpModifiedBy: text().trim().min(1).max(100).nullable().optional(),
    erpModifiedOn: Instant.nullable().optional(),
    /** The items the update touches (others stay as they are). */
    lines: z.array(OrderLineUpdateSyncSchema).max(500).default([]),
  })
  .strict()
  .superRefine((row, ctx) => {
    const seen = new Set<string>();
    row.lines.forEach((l, i) => {
      for (const key of [l.id === undefined ? null : `id:${l.id}`, l.erpLineCode === undefined ? null : `code:${l.erpLineCode}`]) {
        if (key === null) continue;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i], params: { issue: 'DUPLICATE_LINE' } });
        seen.add(key);
      }
    });
  });
export type OrderUpdateSyncRow = z.output<typeof OrderUpdateSyncRowSchema>;

/** Each sync entity: the path segment, the scope a key needs, the row schema. */
export const SYNC_ENTITIES = {
  categories: { scope: 'catalog', row: CategorySyncRowSchema },
  properties: { scope: 'catalog', row: PropertySyncRowSchema },
  'property-values': { scope: 'catalog', row: PropertyValueSyncRowSchema },
  products: { scope: 'catalog', row: ProductSyncRowSchema },
  warehouses: { scope: 'stock', row: WarehouseSyncRowSchema },
  stocks: { scope: 'stock', row: StockSyncRowSchema },
  prices: { scope: 'prices', row: PriceSyncRowSchema },
  'customer-discounts': { scope: 'prices', row: CustomerDiscountSyncRowSchema },
  /** Price rules (migration 0056; docs/integrations.md "Price lists and campaigns"). */
  'price-lists': { scope: 'prices', row: PriceListSyncRowSchema },
  'price-list-prices': { scope: 'prices', row: PriceListPriceSyncRowSchema },
  'price-list-assignments': { scope: 'prices', row: PriceListAssignmentSyncRowSchema },
  campaigns: { scope: 'prices', row: CampaignSyncRowSchema },
  customers: { scope: 'customers', row: CustomerSyncRowSchema },
  salesmen: { scope: 'customers', row: SalesmanSyncRowSchema },
  'finance-transactions': { scope: 'finance', row: FinanceTransactionSyncRowSchema },
  'order-updates': { scope: 'orders', row: OrderUpdateSyncRowSchema },
  /** Fitment (issue 19; ADR 0052): vehicles with their wheel and battery fitment. */
  vehicles: { scope: 'catalog', row: VehicleSyncRowSchema },
  /** Battery products' spec sheets and Gutachten/ABE with their PDFs (ADR 0055). */
  'battery-specs': { scope: 'catalog', row: BatterySpecSyncRowSchema },
  'expert-opinions': { scope: 'catalog', row: ExpertOpinionSyncRowSchema },
} as const satisfies Record<string, { scope: SyncScope; row: z.ZodType }>;
export type SyncEntity = keyof typeof SYNC_ENTITIES;
export const SYNC_ENTITY_NAMES = Object.keys(SYNC_ENTITIES) as SyncEntity[];
export const SyncEntitySchema = z.enum(SYNC_ENTITY_NAMES as [SyncEntity, ...SyncEntity[]]);

/**
 * The columns of an uploaded file (CSV or xlsx) and of its template, per entity: the JSON row's fields,
 * nested ones with a dot (`names.tr`); a product's property values are the columns `properties.<key>`.
 * `kind` says how a cell is read (a number, yes/no, a list separated by `|`, a date: a spreadsheet date
 * cell or `2026-11-20`, `20.11.2026`, `20/11/2026`).
 */
export type SyncColumnKind = 'text' | 'int' | 'decimal' | 'bool' | 'list' | 'date';
/** Order updates nest their items: JSON only, no file (UPLOADABLE_SYNC_ENTITIES). */
export const UPLOADABLE_SYNC_ENTITIES = SYNC_ENTITY_NAMES.filter((e) => e !== 'order-updates');
export const SYNC_COLUMNS: Partial<Record<SyncEntity, ReadonlyArray<{ name: string; kind: SyncColumnKind; example: string }>>> = {
  categories: [
    { name: 'code', kind: 'text', example: 'LST-BNK' },
    { name: 'parentCode', kind: 'text', example: 'LST' },
    { name: 'names.tr', kind: 'text', example: 'Binek lastik' },
    { name: 'names.de', kind: 'text', example: 'Pkw-Reifen' },
    { name: 'names.en', kind: 'text', example: 'Passenger tyres' },
    { name: 'order', kind: 'int', example: '1' },
    { name: 'active', kind: 'bool', example: 'true' },
    { name: 'refCode', kind: 'text', example: '320.10.BNK' },
  ],
  properties: [
    { name: 'categoryCode', kind: 'text', example: 'LST' },
    { name: 'key', kind: 'text', example: 'brand' },
    { name: 'names.tr', kind: 'text', example: 'Marka' },
    { name: 'names.de', kind: 'text', example: 'Marke' },
    { name: 'names.en', kind: 'text', example: 'Brand' },
    { name: 'order', kind: 'int', example: '1' },
    { name: 'facet', kind: 'bool', example: 'true' },
  ],
  'property-values': [
    { name: 'categoryCode', kind: 'text', example: 'LST' },
    { name: 'propertyKey', kind: 'text', example: 'brand' },
    { name: 'code', kind: 'text', example: 'Michelin' },
    { name: 'name', kind: 'text', example: 'Michelin' },
    { name: 'names.tr', kind: 'text', example: '' },
    { name: 'names.de', kind: 'text', example: '' },
    { name: 'names.en', kind: 'text', example: '' },
    { name: 'order', kind: 'int', example: '1' },
  ],
  products: [
    { name: 'code', kind: 'text', example: 'LST-000001' },
    { name: 'name', kind: 'text', example: 'Michelin 205/55R16 91V Primacy 4' },
    { name: 'names.tr', kind: 'text', example: '' },
    { name: 'names.de', kind: 'text', example: '' },
    { name: 'names.en', kind: 'text', example: '' },
    { name: 'categoryCode', kind: 'text', example: 'LST-BNK' },
    { name: 'properties.brand', kind: 'text', example: 'Michelin' },
    { name: 'vatRate', kind: 'decimal', example: '20' },
    { name: 'unit', kind: 'text', example: 'ADET' },
    { name: 'minOrderQuantity', kind: 'int', example: '1' },
    { name: 'maxOrderQuantity', kind: 'int', example: '' },
    { name: 'active', kind: 'bool', example: 'true' },
    { name: 'listPrice', kind: 'decimal', example: '2450.00' },
    { name: 'currency', kind: 'text', example: 'TRY' },
    { name: 'ean', kind: 'text', example: '4006381333931' },
  ],
  vehicles: VEHICLE_SYNC_COLUMNS,
  'battery-specs': BATTERY_SPEC_SYNC_COLUMNS,
  'expert-opinions': EXPERT_OPINION_SYNC_COLUMNS,
  warehouses: [
    { name: 'code', kind: 'text', example: 'IST' },
    { name: 'name', kind: 'text', example: 'İstanbul Merkez' },
    { name: 'priority', kind: 'int', example: '1' },
    { name: 'division', kind: 'int', example: '0' },
    { name: 'active', kind: 'bool', example: 'true' },
  ],
  stocks: [
    { name: 'productCode', kind: 'text', example: 'LST-000001' },
    { name: 'warehouseCode', kind: 'text', example: 'IST' },
    { name: 'quantity', kind: 'int', example: '24' },
  ],
  prices: [
    { name: 'productCode', kind: 'text', example: 'LST-000001' },
    { name: 'currency', kind: 'text', example: 'EUR' },
    { name: 'listPrice', kind: 'decimal', example: '61.20' },
  ],
  'customer-discounts': [
    { name: 'customerCode', kind: 'text', example: 'C-1001' },
    { name: 'discountRates', kind: 'list', example: '10|5' },
  ],
  'price-lists': [
    { name: 'code', kind: 'text', example: 'BAYI-A-2026' },
    { name: 'name', kind: 'text', example: 'A grubu bayiler 2026' },
    { name: 'currency', kind: 'text', example: 'TRY' },
    { name: 'validFrom', kind: 'date', example: '2026-01-01' },
    { name: 'validTo', kind: 'date', example: '2026-12-31' },
    { name: 'active', kind: 'bool', example: 'true' },
  ],
  'price-list-prices': [
    { name: 'priceListCode', kind: 'text', example: 'BAYI-A-2026' },
    { name: 'productCode', kind: 'text', example: 'LST-000001' },
    { name: 'minQuantity', kind: 'int', example: '4' },
    { name: 'price', kind: 'decimal', example: '2150.00' },
    { name: 'remove', kind: 'bool', example: 'false' },
  ],
  'price-list-assignments': [
    { name: 'priceListCode', kind: 'text', example: 'BAYI-A-2026' },
    { name: 'customerCode', kind: 'text', example: '' },
    { name: 'priceGroup', kind: 'text', example: 'BAYI-A' },
    { name: 'remove', kind: 'bool', example: 'false' },
  ],
  campaigns: [
    { name: 'code', kind: 'text', example: 'KIS-2026' },
    { name: 'names.tr', kind: 'text', example: 'Kış kampanyası' },
    { name: 'names.de', kind: 'text', example: 'Winteraktion' },
    { name: 'names.en', kind: 'text', example: 'Winter campaign' },
    { name: 'startsOn', kind: 'date', example: '2026-11-01' },
    { name: 'endsOn', kind: 'date', example: '2026-12-31' },
    { name: 'kind', kind: 'text', example: 'percent' },
    { name: 'value', kind: 'decimal', example: '10' },
    { name: 'currency', kind: 'text', example: '' },
    { name: 'customerCodes', kind: 'list', example: '' },
    { name: 'priceGroups', kind: 'list', example: 'BAYI-A|BAYI-B' },
    { name: 'productCodes', kind: 'list', example: '' },
    { name: 'categoryCodes', kind: 'list', example: 'LST-BNK' },
    { name: 'active', kind: 'bool', example: 'true' },
  ],
  // Delivery addresses are nested (JSON only): a file leaves a customer's addresses as they are.
  customers: [
    { name: 'code', kind: 'text', example: 'C-1001' },
    { name: 'name', kind: 'text', example: 'Acar Lastik Ltd. Şti.' },
    { name: 'title', kind: 'text', example: 'Acar Lastik Ticaret Ltd. Şti.' },
    { name: 'email', kind: 'text', example: 'info@acarlastik.example' },
    { name: 'phoneNumber', kind: 'text', example: '+90 212 555 01 01' },
    { name: 'representativePerson', kind: 'text', example: 'Ayşe Acar' },
    { name: 'taxNumber', kind: 'text', example: '1234567890' },
    { name: 'taxOffice', kind: 'text', example: 'Kadıköy' },
    { name: 'address', kind: 'text', example: 'Bağdat Cad. 1' },
    { name: 'city', kind: 'text', example: 'İstanbul' },
    { name: 'countryCode', kind: 'text', example: 'TR' },
    { name: 'currency', kind: 'text', example: 'TRY' },
    { name: 'language', kind: 'text', example: 'tr' },
    { name: 'exportRegistered', kind: 'bool', example: 'false' },
    { name: 'active', kind: 'bool', example: 'true' },
    { name: 'salesmanCodes', kind: 'list', example: 'S-01' },
    { name: 'priceGroup', kind: 'text', example: 'BAYI-A' },
  ],
  salesmen: [
    { name: 'code', kind: 'text', example: 'S-01' },
    { name: 'name', kind: 'text', example: 'Mehmet Yılmaz' },
    { name: 'email', kind: 'text', example: 'mehmet@example.com' },
    { name: 'phoneNumber', kind: 'text', example: '+90 532 555 01 01' },
    { name: 'active', kind: 'bool', example: 'true' },
  ],
  'finance-transactions': [
    { name: 'id', kind: 'text', example: 'CLF-000123' },
    { name: 'customerCode', kind: 'text', example: 'C-1001' },
    { name: 'ficheNo', kind: 'text', example: 'FAT2026000123' },
    { name: 'ficheType', kind: 'text', example: 'Fatura' },
    { name: 'ficheTypeId', kind: 'int', example: '8' },
    { name: 'description', kind: 'text', example: '' },
    { name: 'date', kind: 'date', example: '2026-11-20' },
    { name: 'dueDate', kind: 'date', example: '2026-12-20' },
    { name: 'sign', kind: 'int', example: '1' },
    { name: 'amount', kind: 'decimal', example: '12500.00' },
    { name: 'currency', kind: 'text', example: 'TRY' },
    { name: 'deleted', kind: 'bool', example: 'false' },
  ],
};

/** A JSON batch: the rows are checked one by one (the row schemas above) so the report can name each bad row. */
export const SyncBatchBodySchema = z.object({
  rows: z
    .array(z.unknown())
    .min(1)
    .max(SYNC_MAX_ROWS)
    .describe(`1 to ${SYNC_MAX_ROWS} rows of the entity's row schema (docs/integrations.md)`),
});
export type SyncBatchBody = z.infer<typeof SyncBatchBodySchema>;

/** One bad row of a batch: `row` is 1-based (the JSON batch's position; a file's sheet row number). */
export const SyncRowErrorSchema = z.object({
  row: z.number().int(),
  /** The field (JSON path with dots, the file's column); null for the row as a whole. */
  field: z.string().nullable(),
  code: z.string(),
  /** In the caller's x-culture. */
  message: z.string(),
});
export type SyncRowError = z.infer<typeof SyncRowErrorSchema>;

/**
 * What a batch did. All or nothing: with any error nothing is written (`accepted` 0; the call answers 400
 * SYNC_BATCH_REJECTED with this report as `details`); else every row is accepted and counted as created,
 * updated, or unchanged (already so: nothing written).
 */
export const SyncReportSchema = z.object({
  entity: SyncEntitySchema,
  rows: z.number().int(),
  accepted: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errorCount: z.number().int(),
  /** The first errors (at most 1,000; errorCount counts all). */
  errors: z.array(SyncRowErrorSchema),
});
export type SyncReport = z.infer<typeof SyncReportSchema>;

export const SyncEntityParamsSchema = z.object({ entity: SyncEntitySchema });

// ---- row error codes and their messages ----

type Words = Record<Culture, string>;

/** The codes a row error carries beyond the field checks (`INVALID`, `REQUIRED`: worded as any 400's fields). */
export const SYNC_ROW_ERRORS = {
  REQUIRED: { tr: 'Bu alan zorunludur.', de: 'Dieses Feld ist erforderlich.', en: 'This field is required.' },
  INVALID: { tr: 'Geçersiz değer.', de: 'Ungültiger Wert.', en: 'Invalid value.' },
  DUPLICATE_ROW: {
    tr: 'Aynı kod bu toplu işte daha önce geçti (satır {first}).',
    de: 'Derselbe Schlüssel kam in diesem Stapel schon vor (Zeile {first}).',
    en: 'The same key appears earlier in this batch (row {first}).',
  },
  UNKNOWN_CATEGORY: {
    tr: 'Kategori bulunamadı: {code}',
    de: 'Die Kategorie wurde nicht gefunden: {code}',
    en: 'The category does not exist: {code}',
  },
  UNKNOWN_PARENT: {
    tr: 'Üst kategori bulunamadı: {code}',
    de: 'Die übergeordnete Kategorie wurde nicht gefunden: {code}',
    en: 'The parent category does not exist: {code}',
  },
  CATEGORY_CYCLE: {
    tr: 'Kategori kendi alt kategorisinin altına konamaz: {code}',
    de: 'Eine Kategorie kann nicht unter ihrer eigenen Unterkategorie liegen: {code}',
    en: 'A category cannot sit below its own sub-category: {code}',
  },
  UNKNOWN_PROPERTY: {
    tr: 'Bu kategoride özellik bulunamadı: {key}',
    de: 'Die Eigenschaft gibt es in dieser Kategorie nicht: {key}',
    en: 'The property does not exist in this category: {key}',
  },
  UNKNOWN_PROPERTY_VALUE: {
    tr: '{key} özelliğinin değeri bulunamadı: {code}',
    de: 'Der Wert der Eigenschaft {key} wurde nicht gefunden: {code}',
    en: 'The value of property {key} does not exist: {code}',
  },
  UNKNOWN_PRODUCT: {
    tr: 'Ürün bulunamadı: {code}',
    de: 'Das Produkt wurde nicht gefunden: {code}',
    en: 'The product does not exist: {code}',
  },
  UNKNOWN_WAREHOUSE: {
    tr: 'Depo bulunamadı: {code}',
    de: 'Das Lager wurde nicht gefunden: {code}',
    en: 'The warehouse does not exist: {code}',
  },
  UNKNOWN_CUSTOMER: {
    tr: 'Müşteri bulunamadı: {code}',
    de: 'Der Kunde wurde nicht gefunden: {code}',
    en: 'The customer does not exist: {code}',
  },
  UNKNOWN_PRICE_LIST: {
    tr: 'Fiyat listesi bulunamadı: {code}',
    de: 'Die Preisliste wurde nicht gefunden: {code}',
    en: 'The price list does not exist: {code}',
  },
  CUSTOMER_AND_GROUP: {
    tr: 'Müşteri kodu ve fiyat grubu birlikte verilemez: birini verin (hiçbiri: listenin para birimindeki tüm müşteriler).',
    de: 'Kundencode und Preisgruppe gehen nicht zusammen: geben Sie eines an (keines: alle Kunden in der Währung der Liste).',
    en: 'Give a customer code or a price group, not both (neither: every customer in the list’s currency).',
  },
  UNKNOWN_COUNTRY: {
    tr: 'Ülke bulunamadı: {code}',
    de: 'Das Land wurde nicht gefunden: {code}',
    en: 'The country does not exist: {code}',
  },
  UNKNOWN_SALESMAN: {
    tr: 'Satış temsilcisi bulunamadı: {code}',
    de: 'Der Außendienstmitarbeiter wurde nicht gefunden: {code}',
    en: 'The salesman does not exist: {code}',
  },
  UNKNOWN_ORDER: {
    tr: 'Sipariş bulunamadı: {code}',
    de: 'Die Bestellung wurde nicht gefunden: {code}',
    en: 'The order does not exist: {code}',
  },
  UNKNOWN_ORDER_LINE: {
    tr: 'Siparişte bu kalem yok: {code}',
    de: 'Die Bestellung hat diese Position nicht: {code}',
    en: 'The order has no such item: {code}',
  },
  ORDER_CANCELLED: {
    tr: 'Sipariş portalda iptal edildi; güncellenemez: {code}',
    de: 'Die Bestellung wurde im Portal storniert und kann nicht geändert werden: {code}',
    en: 'The order was cancelled in the portal and cannot be updated: {code}',
  },
  LINE_KEY_REQUIRED: {
    tr: 'Kalemin id veya erpLineCode alanı gerekir.',
    de: 'Die Position braucht id oder erpLineCode.',
    en: 'The item needs an id or an erpLineCode.',
  },
  NEW_LINE_INCOMPLETE: {
    tr: 'Yeni kalem için productCode ve quantity gerekir.',
    de: 'Eine neue Position braucht productCode und quantity.',
    en: 'A new item needs productCode and quantity.',
  },
  SHIPPED_ABOVE_ORDERED: {
    tr: 'Sevk edilen miktar sipariş miktarından fazla olamaz.',
    de: 'Die gelieferte Menge darf die bestellte nicht übersteigen.',
    en: 'The shipped quantity cannot exceed the ordered quantity.',
  },
  DUPLICATE_LINE: {
    tr: 'Aynı kalem bu satırda iki kez geçiyor.',
    de: 'Dieselbe Position kommt in dieser Zeile zweimal vor.',
    en: 'The same item appears twice in this row.',
  },
  DUPLICATE_ADDRESS: {
    tr: 'Aynı adres kodu iki kez geçiyor.',
    de: 'Derselbe Adresscode kommt zweimal vor.',
    en: 'The same address code appears twice.',
  },
  SEVERAL_DEFAULT_ADDRESSES: {
    tr: 'En fazla bir adres varsayılan olabilir.',
    de: 'Höchstens eine Adresse kann die Standardadresse sein.',
    en: 'At most one address can be the default.',
  },
  FICHE_TAKEN: {
    tr: 'Bu müşterinin {code} numaralı başka bir hareketi var.',
    de: 'Dieser Kunde hat schon eine andere Buchung mit der Nummer {code}.',
    en: 'The customer already has another transaction numbered {code}.',
  },
  CURRENCY_MISMATCH: {
    tr: 'Para birimi müşterininkinden farklı: {code}',
    de: 'Die Währung weicht von der des Kunden ab: {code}',
    en: 'The currency differs from the customer’s: {code}',
  },
  MAX_BELOW_MIN: {
    tr: 'En fazla sipariş miktarı en az miktardan küçük olamaz.',
    de: 'Die Höchstbestellmenge darf nicht unter der Mindestmenge liegen.',
    en: 'The maximum order quantity cannot be below the minimum.',
  },
  UNKNOWN_VEHICLE: {
    tr: 'Araç bulunamadı: {code}',
    de: 'Das Fahrzeug wurde nicht gefunden: {code}',
    en: 'The vehicle does not exist: {code}',
  },
  UNKNOWN_DOCUMENT: {
    tr: 'Sertifikalarda böyle bir PDF belgesi yok: {id}',
    de: 'Unter den Zertifikaten gibt es kein solches PDF-Dokument: {id}',
    en: 'There is no such PDF document among the certificates: {id}',
  },
  PDF_AND_DOCUMENT: {
    tr: 'PDF ya dosya (pdf) ya da belge numarası (documentId) ile verilir, ikisi birden değil.',
    de: 'Das PDF wird entweder als Datei (pdf) oder als Dokument-ID (documentId) angegeben, nicht beides.',
    en: 'Give the PDF either as a file (pdf) or as a document id (documentId), not both.',
  },
  PDF_INVALID: {
    tr: 'Dosya bir PDF değil.',
    de: 'Die Datei ist kein PDF.',
    en: 'The file is not a PDF.',
  },
  PDF_TOO_LARGE: {
    tr: 'PDF en fazla {max} olabilir.',
    de: 'Das PDF darf höchstens {max} groß sein.',
    en: 'The PDF may be at most {max}.',
  },
  INVALID_EAN: {
    tr: 'Geçersiz barkod: 8, 12, 13 veya 14 rakam ve doğru kontrol hanesi olmalı.',
    de: 'Ungültiger Barcode: 8, 12, 13 oder 14 Ziffern mit gültiger Prüfziffer erwartet.',
    en: 'Invalid barcode: 8, 12, 13 or 14 digits with a valid check digit expected.',
  },
  SYNC_NUMBER_TOO_LARGE: { tr: 'Sayı çok büyük.', de: 'Die Zahl ist zu groß.', en: 'The number is too large.' },
  UNKNOWN_COLUMN: {
    tr: 'Tanınmayan sütun: {column}',
    de: 'Unbekannte Spalte: {column}',
    en: 'Unknown column: {column}',
  },
} as const satisfies Record<string, Words>;
export type SyncRowErrorCode = keyof typeof SYNC_ROW_ERRORS;

export function syncRowErrorMessage(code: SyncRowErrorCode, culture: Culture, values: Record<string, unknown> = {}): string {
  return SYNC_ROW_ERRORS[code][culture].replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

// ---- the change feed: what the portal changed that the ERP reads back (ADR 0035 addendum) ----

/** The areas of the change feed and the scope each needs. */
export const CHANGE_AREAS = ['orders', 'customers'] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

/**
 * Where a reader of the change feed is: `<transaction id>.<sequence>` of the last change it read. Opaque to
 * the ERP: it sends back what `next` answered.
 */
// Without leading zeros (PostgreSQL reads a leading 0 as octal) and within xid8 and bigint.
export const ChangeCursorSchema = text().regex(/^(?:0|[1-9]\d{0,18})\.(?:0|[1-9]\d{0,17})$/, { message: 'cursor' });

export const ListChangesQuerySchema = z.object({
  /** The `next` of the previous page; absent: from the beginning. */
  after: ChangeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export type ListChangesQuery = z.infer<typeof ListChangesQuerySchema>;

/** One change of an order: placed in the portal, or cancelled there. */
export const OrderChangeSchema = z.object({
  cursor: z.string(),
  kind: z.enum(['placed', 'cancelled']),
  orderId: z.uuid(),
  docNumber: z.string(),
  customerCode: z.string().nullable(),
  at: z.string(),
});
export type OrderChange = z.infer<typeof OrderChangeSchema>;

/** One change of a customer: created by an approved registration. */
export const CustomerChangeSchema = z.object({
  cursor: z.string(),
  kind: z.enum(['registered']),
  customerId: z.uuid(),
  code: z.string().nullable(),
  name: z.string(),
  at: z.string(),
});
export type CustomerChange = z.infer<typeof CustomerChangeSchema>;

const changesPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** The cursor to send as `after` next time (the last item's; the one sent when there was none). */
    next: z.string().nullable(),
    /** More changes are ready now: ask again at once. */
    hasMore: z.boolean(),
  });
export const OrderChangesSchema = changesPage(OrderChangeSchema);
export type OrderChanges = z.infer<typeof OrderChangesSchema>;
export const CustomerChangesSchema = changesPage(CustomerChangeSchema);
export type CustomerChanges = z.infer<typeof CustomerChangesSchema>;

/** Where an order's hand-off to the ERP stands (orders.erp_status). */
export const ERP_HAND_OFF_STATUSES = ['Pending', 'Sent', 'Failed', 'Rejected', 'Standalone'] as const;
export type ErpHandOffStatus = (typeof ERP_HAND_OFF_STATUSES)[number];
/** The hand-offs an administrator looks at: not yet taken by the ERP. */
export const UNSETTLED_HAND_OFF_STATUSES = ['Pending', 'Failed', 'Rejected'] as const;

/** GET /api/integrations/order-hand-offs: paged, newest first; `status` narrows to one unsettled state. */
export const ListOrderHandOffsQuerySchema = PagedQuerySchema.extend({
  status: z.enum(UNSETTLED_HAND_OFF_STATUSES).optional(),
});
export type ListOrderHandOffsQuery = z.infer<typeof ListOrderHandOffsQuerySchema>;

/** An order the ERP has not taken yet: waiting, given up after the retries (Failed), or refused (Rejected). */
export const OrderHandOffSchema = z.object({
  orderId: z.uuid(),
  docNumber: text(),
  /** When the order was placed (ISO 8601). */
  createdAt: text(),
  customerCode: text().nullable(),
  customerName: text(),
  totalAmount: z.number(),
  currency: text(),
  /** The order's own status (Cancelled orders are sent with their cancelled status). */
  orderStatus: text(),
  erpStatus: z.enum(ERP_HAND_OFF_STATUSES),
  /** The ERP's answer (Rejected) or the last error (Failed); null while Pending. */
  erpError: text().nullable(),
  /** A delivery to the ERP is queued or running now. */
  inProgress: z.boolean(),
  /** An administrator may send it again (Failed or Rejected, nothing in progress). */
  canResend: z.boolean(),
});
export type OrderHandOff = z.infer<typeof OrderHandOffSchema>;
export const OrderHandOffListSchema = pagedListSchema(OrderHandOffSchema);
export type OrderHandOffList = z.infer<typeof OrderHandOffListSchema>;

export const OrderHandOffParamsSchema = z.object({ orderId: z.uuid() });
