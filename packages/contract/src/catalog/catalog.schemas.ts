import { z } from 'zod';
import type { Culture } from '../common/errors';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';
import { PRODUCT_SORT_PARAMS } from '../definitions/definitions.schemas';

/**
 * The catalogue as a dealer sees it (spec 01 §3 Category, Product summary/detail, Stock, Search
 * result group, Property). Money and rates are decimal strings with two decimals ("1234.50"),
 * never floats (design.md §1). Price fields are null when the customer may not see prices, stock
 * fields null when it may not see stock (design.md §4 access flags).
 */

const Decimal2Schema = text().regex(/^-?\d+\.\d{2}$/);

// ---- categories ----

export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  order: number;
  parentCategoryId: number | null;
  icon: string | null;
  refCode: string | null;
  isActive: boolean;
  children: CategoryNode[];
}
/**
 * A node of GET /api/catalogs/categories: the spec's tree variant of Category (01 §3: id, name, order,
 * parentCategoryId, icon, refCode, isActive, children), the name in the caller's x-culture.
 */
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    /**
     * Ours, beside the spec's refCode: the portal's own code of the category, never empty (LST, JNT, AKU,
     * AKS, YAG for the top level). The fallback images (/others/{code}.webp, spec 01 §9) and the
     * special prices (JNT, LST, AKU, AKS, spec 01 §4) key on it, as the server's own fallback images do;
     * refCode is the reference code of the category in the back-office system and may be absent (ADR 0032).
     */
    code: text(),
    name: text(),
    order: z.number().int(),
    parentCategoryId: z.number().int().nullable(),
    icon: text().nullable(),
    /** The category's reference code in the back-office system (the admin tree's refCode); null when none. */
    refCode: text().nullable(),
    /** Always true here: this tree holds the active categories only (an inactive one hides its branch). */
    isActive: z.boolean(),
    children: z.array(CategoryNodeSchema),
  }),
);
export const CategoryTreeSchema = z.array(CategoryNodeSchema);

// ---- products ----

/** An additional detail shown with a product; `type` (our extension): text, image (value is the image URL) or link (value is the URL). */
export const ProductAdditionalDetailSchema = z.object({
  name: text(),
  value: text(),
  type: z.enum(['text', 'image', 'link']),
});
export type ProductAdditionalDetail = z.infer<typeof ProductAdditionalDetailSchema>;

export const ProductImageSchema = z.object({ url: text(), order: z.number().int() });
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** One property value of a product (spec 01 §3 Product detail `properties`). */
export const ProductPropertySchema = z.object({
  propertyId: z.number().int(),
  key: text(),
  name: text(),
  detailId: z.number().int(),
  code: text(),
  value: text(),
});
export type ProductProperty = z.infer<typeof ProductPropertySchema>;

/** The product list variant (spec 01 §3: the detail without categoryId and properties). */
export const ProductListItemSchema = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  unitCode: text(),
  /** Total over the warehouses; null when showStock is false. */
  stock: z.number().int().nullable(),
  /** "Stokta yok" / "Son 3 adet" / "12" / "20+" in x-culture; null when showStock is false. */
  stockText: text().nullable(),
  /** List price, per unit, without VAT; null when showPrice is false (so are the other prices). */
  salePrice: Decimal2Schema.nullable(),
  salePriceWithVat: Decimal2Schema.nullable(),
  vatRate: Decimal2Schema,
  /**
   * What the customer gets off the list price, as one rate: its cascading discounts (10 then 5 -> "14.50"),
   * or, where a price list or a campaign prices the product, 1 - discountedPrice / salePrice; null when
   * showPrice is false.
   */
  discountRate: Decimal2Schema.nullable(),
  /** The customer's price: where its price list or a running campaign starts it, after its discounts. */
  discountedPrice: Decimal2Schema.nullable(),
  discountedPriceWithVat: Decimal2Schema.nullable(),
  /** The running campaign's name in x-culture when one lowers the price, else the product's own campaign label. */
  campaign: text().nullable(),
  /** Our extension: the customer's price without the running campaign, when one lowers it (else null). */
  priceBeforeCampaign: Decimal2Schema.nullable(),
  priceBeforeCampaignWithVat: Decimal2Schema.nullable(),
  minOrderQuantity: z.number().int(),
  maxOrderQuantity: z.number().int().nullable(),
  placeHolderQuantity: z.number().int(),
  /** ISO 4217 currency of the prices. */
  currencyText: text(),
  hasBasket: z.boolean(),
  showPrice: z.boolean(),
  showStock: z.boolean(),
  preSaleText: text().nullable(),
  /** Extra attributes maintained by admins (product additional details); only the detail calls fill them, the list leaves them empty. */
  additionalDetails: z.array(ProductAdditionalDetailSchema),
  /** Sorted; the category's fallback image when the product has none. */
  images: z.array(ProductImageSchema),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

/** A quantity break: the customer's unit price from `minQuantity` pieces on. */
export const QuantityBreakSchema = z.object({
  minQuantity: z.number().int(),
  discountedPrice: Decimal2Schema,
  discountedPriceWithVat: Decimal2Schema,
});
export type QuantityBreak = z.infer<typeof QuantityBreakSchema>;

export const ProductDetailSchema = ProductListItemSchema.extend({
  categoryId: z.number().int(),
  /**
   * Our extension: the customer's unit price by quantity, from the product's minimum on, when its price
   * lists have quantity breaks for it (else empty; the cart applies the price of the line's quantity).
   */
  quantityBreaks: z.array(QuantityBreakSchema),
  properties: z.array(ProductPropertySchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export const ProductDetailListSchema = z.array(ProductDetailSchema);

export const ProductListSchema = pagedListSchema(ProductListItemSchema);

const PRODUCT_SORT_IDS = PRODUCT_SORT_PARAMS.map((p) => p.id) as [string, ...string[]];

/** The deepest row a product list may reach (pageNumber * pageSize); deeper asks for a narrower search. */
export const PRODUCT_LIST_MAX_DEPTH = 10_000;
export const PRODUCT_LIST_DEFAULT_PAGE_SIZE = 50;
export const PRODUCT_SEARCH_MIN_LENGTH = 3;

/** POST /api/catalogs/products/list. */
export const ProductListBodySchema = z.object({
  /** A category and everything under it. */
  categoryId: z.number().int().positive().optional(),
  searchText: text().max(200).optional(),
  /** Facet filter: OR within a property, AND across properties. */
  propertyDetailIds: z.array(z.number().int().positive()).max(200).optional(),
  /** An id of GET /api/definitions/product-list/sort-params; default: relevance with a search text, else name. */
  sort: z.enum(PRODUCT_SORT_IDS).optional(),
  pageNumber: z.number().int().min(1).default(1),
  /** Absent: the configured page size (config item productListPageSize, spec default PRODUCT_LIST_DEFAULT_PAGE_SIZE). */
  pageSize: z.number().int().min(1).max(100).optional(),
});
export type ProductListBody = z.infer<typeof ProductListBodySchema>;

/** GET /api/catalogs/products/{id}/price-explanation: at a quantity, with a payment method's rate (as in the cart). */
export const PriceExplanationQuerySchema = z.object({
  quantity: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** The payment method whose cash discount applies (as on a cart line); absent: none, as in the catalogue. */
  paymentMethodCode: text().trim().min(1).max(50).optional(),
});
export type PriceExplanationQuery = z.infer<typeof PriceExplanationQuerySchema>;

/**
 * One step of how a price came to be, in the order the rules apply (ADR 0065):
 * - `listPrice`: the product's list price in the customer's currency (its currency price list, else its own);
 * - `priceList`: a price list of the customer, its price group or everyone priced it (`source` names the
 *   list; `minQuantity` above 1 is a quantity break);
 * - `campaign`: a running campaign lowered it (`source` names the campaign);
 * - `customerDiscount`, `paymentDiscount`: a rate taken off (`rate`);
 * - `rounded`: the unit price rounded to the cent (the price the customer pays per unit, net);
 * - `expense`, `vat`, `total`: the line at the quantity (net x quantity, expense, VAT on both, total).
 * `amount` is the unit price after the step (exact, up to 4 decimals, before `rounded`), or the line's
 * amount for the last three.
 */
export const PRICE_STEP_KINDS = [
  'listPrice',
  'priceList',
  'campaign',
  'customerDiscount',
  'paymentDiscount',
  'rounded',
  'expense',
  'vat',
  'total',
] as const;
export const PriceStepSchema = z.object({
  kind: z.enum(PRICE_STEP_KINDS),
  /** What the step did, in x-culture ("Price group list GOLD-2026 (from 4 pieces)"). */
  text: text(),
  amount: text(),
  rate: Decimal2Schema.nullable(),
  /** The price list's or campaign's code, the payment method's code. */
  source: text().nullable(),
  minQuantity: z.number().int().nullable(),
});
export type PriceStep = z.infer<typeof PriceStepSchema>;

export const PriceExplanationSchema = z.object({
  productId: z.number().int(),
  productCode: text(),
  quantity: z.number().int(),
  currency: text(),
  /** The distributor's day the rules were read on (price list validity, campaign periods). */
  day: text(),
  steps: z.array(PriceStepSchema),
});
export type PriceExplanation = z.infer<typeof PriceExplanationSchema>;

export const ProductIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ProductStockParamSchema = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ProductCodeParamSchema = z.object({ code: text().trim().min(1).max(100) });

/** POST /api/catalogs/products/details: the visible ones of these, in this order. */
export const ProductDetailsBodySchema = z.object({
  productIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
});

// ---- facets ----

export const FacetDetailSchema = z.object({ id: z.number().int(), code: text(), name: text(), count: z.number().int() });
/** Property (spec 01 §3): key or id, name, details; counts over the products this customer sees. */
export const FacetSchema = z.object({
  id: z.number().int(),
  key: text(),
  name: text(),
  details: z.array(FacetDetailSchema),
});
export type Facet = z.infer<typeof FacetSchema>;
export const FacetListSchema = z.array(FacetSchema);

export const ProductPropertiesQuerySchema = z.object({
  CategoryId: z.coerce.number().int().positive().max(2_147_483_647),
  SearchText: text().max(200).optional(),
});

// ---- stock ----

export const WarehouseStockSchema = z.object({
  warehouseId: text(),
  warehouseName: text(),
  quantity: z.number().int(),
  quantityText: text(),
  unitCode: text(),
});
/** Stock (spec 01 §3); with showStock false: totalStock null and no warehouse rows. */
export const ProductStockSchema = z.object({
  totalStock: z.number().int().nullable(),
  stocks: z.array(WarehouseStockSchema),
});
export type ProductStock = z.infer<typeof ProductStockSchema>;

// ---- search ----

export const ProductSummarySchema = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  categoryId: z.number().int(),
  imageUrl: text(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;
export const SearchResultGroupSchema = z.object({
  id: z.number().int(),
  name: text(),
  totalCount: z.number().int(),
  products: z.array(ProductSummarySchema),
});
export type SearchResultGroup = z.infer<typeof SearchResultGroupSchema>;
export const SearchResultGroupListSchema = z.array(SearchResultGroupSchema);
export const SearchByTextQuerySchema = z.object({ q: text().max(200) });

// ---- stock texts (spec 01 §3 stockText, quantityText) ----

/** Thresholds: 0 none, 1-4 few (with the number), 5-19 the number, 20 and more "20+". */
export const STOCK_TEXT_FEW_MAX = 4;
export const STOCK_TEXT_CAP = 20;
export const STOCK_TEXTS: Record<Culture, { none: string; few: string }> = {
  tr: { none: 'Stokta yok', few: 'Son {n} adet' },
  de: { none: 'Nicht vorrätig', few: 'Nur noch {n}' },
  en: { none: 'Out of stock', few: 'Only {n} left' },
};

/**
 * The fallback image of a top-level category code (spec 01 §9: /others/{code}.webp, default LST): the
 * web app's public/others/*.webp, made from the SVGs beside them (ADR 0022).
 */
export const FALLBACK_IMAGE_CODES = ['AKU', 'LST', 'JNT', 'AKS', 'YAG'] as const;
export const fallbackImageUrl = (topCategoryCode: string | null | undefined) => {
  const code = (FALLBACK_IMAGE_CODES as readonly string[]).includes(topCategoryCode ?? '') ? topCategoryCode : 'LST';
  return `/others/${code}.webp`;
};

/** The price list's scope: a category (with its sub-categories) and/or a search text; none: everything visible. */
export const PriceListQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().max(2147483647).optional(),
  searchText: text().trim().max(200).optional(),
});
export type PriceListQuery = z.infer<typeof PriceListQuerySchema>;
