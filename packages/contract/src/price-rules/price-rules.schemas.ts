import { z } from 'zod';
import { intId } from '../common/fields';
import { OptionalPagedQuerySchema, pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/**
 * The distributor's administration of price rules (ADR 0065): campaigns (a period of days, a percentage off
 * or a fixed net price, for the customers and price groups named, on the products and categories named;
 * none named: everyone, every product) and price lists (from the ERP; here only who a list is for changes).
 * The rules engine reads both at once after any write.
 */

/** percent: a rate off; fixedPrice: a net unit price in a currency (the administration's and the ERP sync's). */
export const CAMPAIGN_KINDS = ['percent', 'fixedPrice'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/**
 * Where a campaign stands on the distributor's day: `inactive` when switched off (whatever its days),
 * else `planned` before its first day, `ended` after its last, `running` in between (both days included).
 */
export const CAMPAIGN_STATUSES = ['running', 'planned', 'ended', 'inactive'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The most customers, price groups, products and categories one campaign or price list names (as the ERP sync allows). */
export const PRICE_RULE_MAX_CUSTOMERS = 5000;
export const PRICE_RULE_MAX_PRICE_GROUPS = 200;
export const PRICE_RULE_MAX_PRODUCTS = 5000;
export const PRICE_RULE_MAX_CATEGORIES = 1000;
/** A price group: what `customers.price_group` holds (compared case-insensitively). */
export const PRICE_GROUP_MAX_LENGTH = 50;
/** A campaign's value: a non-negative decimal with at most 10 whole digits and 4 decimals, a dot as separator. */
export const CAMPAIGN_VALUE = /^\d{1,10}(\.\d{1,4})?$/;

// ---- answers ----

export const PriceRuleCustomerSchema = z.object({ id: text(), code: text().nullable(), name: text() });
export type PriceRuleCustomer = z.infer<typeof PriceRuleCustomerSchema>;
export const PriceRuleProductSchema = z.object({ id: z.number().int(), code: text(), name: text() });
export type PriceRuleProduct = z.infer<typeof PriceRuleProductSchema>;
/** A category by its name in x-culture (a campaign on it covers its sub-categories). */
export const PriceRuleCategorySchema = z.object({ id: z.number().int(), name: text() });
export type PriceRuleCategory = z.infer<typeof PriceRuleCategorySchema>;

export const CampaignNamesSchema = z.object({ tr: text(), de: text(), en: text() });
export type CampaignNames = z.infer<typeof CampaignNamesSchema>;

export const CampaignSchema = z.object({
  id: z.number().int(),
  code: text(),
  /** In the caller's language (x-culture), else the Turkish one. */
  name: text(),
  /** Every language's name (the edit form); de and en blank when not translated. */
  names: CampaignNamesSchema,
  /** The first and the last day (YYYY-MM-DD, the distributor's days), both included. */
  startsOn: text(),
  endsOn: text(),
  kind: z.enum(CAMPAIGN_KINDS),
  /** percent: the rate off (0 < v <= 100); fixedPrice: the net unit price in `currency`. A decimal string. */
  value: text(),
  /** fixedPrice only (a product priced in another currency is left alone); null for percent. */
  currency: text().nullable(),
  /** Who it is for; with neither customers nor price groups: every customer. */
  customers: z.array(PriceRuleCustomerSchema),
  priceGroups: z.array(text()),
  /** What it is on; with neither products nor categories: every product. */
  products: z.array(PriceRuleProductSchema),
  categories: z.array(PriceRuleCategorySchema),
  isActive: z.boolean(),
  status: z.enum(CAMPAIGN_STATUSES),
  updatedOnUtc: text(),
});
export type Campaign = z.infer<typeof CampaignSchema>;
export const CampaignPageSchema = pagedListSchema(CampaignSchema);

/** Who a price list is for: every customer of its currency, and/or the customers and price groups named. */
export const PriceListAssignmentsSchema = z.object({
  everyone: z.boolean(),
  customers: z.array(PriceRuleCustomerSchema),
  priceGroups: z.array(text()),
});
export type PriceListAssignments = z.infer<typeof PriceListAssignmentsSchema>;

const priceListFields = {
  id: z.number().int(),
  code: text(),
  name: text(),
  currency: text(),
  /** The distributor's days it is valid on (YYYY-MM-DD); null: open on that side. */
  validFrom: text().nullable(),
  validTo: text().nullable(),
  isActive: z.boolean(),
  /** Its prices (one per product and starting quantity). */
  itemCount: z.number().int(),
  /** Of them, quantity breaks (a price from more than one piece on). */
  breakCount: z.number().int(),
};

export const PriceListSummarySchema = z.object({
  ...priceListFields,
  /** Who it is for, counted: with none of the three it prices nobody. */
  assignments: z.object({ everyone: z.boolean(), customerCount: z.number().int(), priceGroups: z.array(text()) }),
});
export type PriceListSummary = z.infer<typeof PriceListSummarySchema>;
export const PriceListPageSchema = pagedListSchema(PriceListSummarySchema);

export const PriceListDetailSchema = z.object({ ...priceListFields, assignments: PriceListAssignmentsSchema });
export type PriceListDetail = z.infer<typeof PriceListDetailSchema>;

/** A price of a list: the product's net unit price from `minQuantity` pieces on (a decimal string). */
export const PriceListItemSchema = z.object({
  productId: z.number().int(),
  productCode: text(),
  productName: text(),
  minQuantity: z.number().int(),
  price: text(),
});
export type PriceListItem = z.infer<typeof PriceListItemSchema>;
export const PriceListItemPageSchema = pagedListSchema(PriceListItemSchema);

/** A price group in use (`customers.price_group`) with how many active customers are in it. */
export const PriceGroupSchema = z.object({ priceGroup: text(), customerCount: z.number().int() });
export type PriceGroup = z.infer<typeof PriceGroupSchema>;
export const PriceGroupListSchema = z.array(PriceGroupSchema);

// ---- input ----

export const PriceRuleIdParamSchema = z.object({ id: intId });

/** GET /api/price-rules/campaigns: paged; SearchTerm over code and names; status on the distributor's day. */
export const ListCampaignsQuerySchema = OptionalPagedQuerySchema.extend({ status: z.enum(CAMPAIGN_STATUSES).optional() });
export type ListCampaignsQuery = z.infer<typeof ListCampaignsQuerySchema>;
export type ListCampaignsQueryInput = z.input<typeof ListCampaignsQuerySchema>;

/** GET /api/price-rules/price-lists and .../{id}/items: paged; SearchTerm over code and name (of the list, of the product). */
export const ListPriceListsQuerySchema = OptionalPagedQuerySchema;
export type ListPriceListsQuery = z.infer<typeof ListPriceListsQuerySchema>;

/** Each value once, in the order first given (case-insensitively for texts). */
const uniqueBy =
  <T>(key: (v: T) => unknown) =>
  (values: T[]): T[] => {
    const seen = new Set<unknown>();
    return values.filter((v) => {
      const k = key(v);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
const priceGroup = text().trim().min(1).max(PRICE_GROUP_MAX_LENGTH);
const priceGroups = z
  .array(priceGroup)
  .max(PRICE_RULE_MAX_PRICE_GROUPS)
  .transform(uniqueBy((g: string) => g.toUpperCase()));
const customerIds = z
  .array(z.uuid())
  .max(PRICE_RULE_MAX_CUSTOMERS)
  .transform(uniqueBy((id: string) => id.toLowerCase()));
const optionalName = z.preprocess((v) => (v === undefined || v === null ? '' : v), text().trim().max(200));

/**
 * POST /api/price-rules/campaigns and PUT /api/price-rules/campaigns/{id}: the whole campaign. The code is
 * unique (case-insensitively); ids named must exist; repeated ids and groups count once.
 */
export const CampaignBodySchema = z
  .object({
    code: text().trim().min(1).max(64),
    names: z.object({ tr: text().trim().min(1).max(200), de: optionalName, en: optionalName }),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    kind: z.enum(CAMPAIGN_KINDS),
    value: text().trim().regex(CAMPAIGN_VALUE),
    /** Required for fixedPrice (three letters); ignored for percent. */
    currency: text()
      .trim()
      .regex(/^[A-Za-z]{3}$/)
      .transform((v) => v.toUpperCase())
      .nullish(),
    customerIds: customerIds.default([]),
    priceGroups: priceGroups.default([]),
    productIds: z
      .array(intId)
      .max(PRICE_RULE_MAX_PRODUCTS)
      .transform(uniqueBy((id: number) => id))
      .default([]),
    categoryIds: z
      .array(intId)
      .max(PRICE_RULE_MAX_CATEGORIES)
      .transform(uniqueBy((id: number) => id))
      .default([]),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.endsOn < v.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], params: { issue: 'DATE_RANGE' }, input: v.endsOn });
    const value = Number(v.value);
    if (!(value > 0)) {
      ctx.addIssue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, path: ['value'], input: v.value });
    } else if (v.kind === 'percent' && value > 100) {
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: 100, inclusive: true, path: ['value'], input: v.value });
    }
    if (v.kind === 'fixedPrice' && !v.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], params: { issue: 'REQUIRED' }, input: v.currency });
    }
  })
  .transform((v) => ({ ...v, currency: v.kind === 'fixedPrice' ? (v.currency ?? null) : null }));
export type CampaignBody = z.infer<typeof CampaignBodySchema>;
export type CampaignInput = z.input<typeof CampaignBodySchema>;

/**
 * PUT /api/price-rules/price-lists/{id}/assignments: who the list is for, replaced as a whole. With none of
 * the three the list prices nobody (it stays, for the ERP to fill again).
 */
export const PriceListAssignmentsBodySchema = z.object({
  everyone: z.boolean(),
  customerIds: customerIds.default([]),
  priceGroups: priceGroups.default([]),
});
export type PriceListAssignmentsBody = z.infer<typeof PriceListAssignmentsBodySchema>;
export type PriceListAssignmentsInput = z.input<typeof PriceListAssignmentsBodySchema>;
