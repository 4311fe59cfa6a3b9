import { z } from 'zod';
import { text } from '../common/text';

/**
 * Quick order (our extension): the dealer's pad of "code quantity" lines. A line's text may be the product
 * code, its EAN, or anything the header search understands (a tyre size typed any way, a name); the pad
 * resolves every line at once for the acting customer (its visibility, prices and rules) and puts the good
 * ones into the cart in one request. A product the customer may not see is "not found", exactly like an
 * unknown code: nothing about it (not even its price) leaves the server.
 */

export const QUICK_ORDER_MAX_LINES = 1000;
export const QUICK_ORDER_MAX_QUANTITY = 1_000_000;
/** Candidates listed for an ambiguous line, and closest codes for one not found. */
export const QUICK_ORDER_MAX_CANDIDATES = 10;
export const QUICK_ORDER_MAX_SUGGESTIONS = 3;

const Quantity = z.number().int().positive().max(QUICK_ORDER_MAX_QUANTITY);
const ProductId = z.number().int().positive().max(2147483647);

export const QuickOrderLineInputSchema = z.object({
  /** What the dealer typed: code, EAN or a search text (a tyre size). */
  text: text().trim().min(1).max(200),
  /** None: the product's minimum order quantity. */
  quantity: Quantity.optional(),
  /** The candidate the dealer picked for an ambiguous line (it must be one the text finds). */
  productId: ProductId.optional(),
});
export type QuickOrderLineInput = z.infer<typeof QuickOrderLineInputSchema>;

export const QuickOrderResolveBodySchema = z.object({
  lines: z.array(QuickOrderLineInputSchema).min(1).max(QUICK_ORDER_MAX_LINES),
});
export type QuickOrderResolveBody = z.infer<typeof QuickOrderResolveBodySchema>;

/** A product as the pad shows it, with the acting customer's price and stock (null where its rules hide them). */
export const QuickOrderProductSchema = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  unitCode: text(),
  imageUrl: text().nullable(),
  /** The customer's net unit price without VAT (its discounts applied); null when showPrice is false. */
  price: text().nullable(),
  vatRate: text(),
  currency: text(),
  stock: z.number().int().nullable(),
  stockText: text().nullable(),
  minOrderQuantity: z.number().int(),
  maxOrderQuantity: z.number().int().nullable(),
});
export type QuickOrderProduct = z.infer<typeof QuickOrderProductSchema>;

/**
 * - found: one product, orderable in the line's quantity.
 * - ambiguous: the text finds several products (`candidates`); the dealer picks one (`productId`).
 * - notFound: no product the customer may see (`suggestions`: the closest visible codes).
 * - notOrderable: found, but the cart would refuse it as it stands (`problem` says why: not orderable,
 *   price on request, below the minimum or above the maximum, stock, the cart's currency, no warehouse).
 */
export const QUICK_ORDER_STATUSES = ['found', 'ambiguous', 'notFound', 'notOrderable'] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];
/** How the line found its product. */
export const QUICK_ORDER_MATCHES = ['code', 'ean', 'search', 'picked'] as const;

export const QuickOrderResolvedLineSchema = z.object({
  /** The line's place in the request (0-based). */
  line: z.number().int(),
  text: text(),
  /** The quantity asked, else the product's minimum (1 when there is no product). */
  quantity: z.number().int(),
  status: z.enum(QUICK_ORDER_STATUSES),
  matchedBy: z.enum(QUICK_ORDER_MATCHES).nullable(),
  product: QuickOrderProductSchema.nullable(),
  candidates: z.array(QuickOrderProductSchema),
  /** How many products the text finds in all (candidates lists the first few). */
  candidateCount: z.number().int(),
  suggestions: z.array(z.object({ id: z.number().int(), code: text(), name: text() })),
  /** Why a notOrderable line cannot go into the cart: the cart's error code and its message in x-culture. */
  problem: z.object({ code: text(), message: text() }).nullable(),
});
export type QuickOrderResolvedLine = z.infer<typeof QuickOrderResolvedLineSchema>;

export const QuickOrderResolutionSchema = z.object({
  lines: z.array(QuickOrderResolvedLineSchema),
});
export type QuickOrderResolution = z.infer<typeof QuickOrderResolutionSchema>;

/** Products into the cart in one request; a product given twice goes in once with the sum. */
export const CartLinesBodySchema = z.object({
  lines: z
    .array(z.object({ productId: ProductId, quantity: Quantity }))
    .min(1)
    .max(QUICK_ORDER_MAX_LINES),
});
export type CartLinesBody = z.infer<typeof CartLinesBodySchema>;

/** A csv/xlsx upload read into pad lines (code and quantity columns found by their names in tr/de/en). */
export const QuickOrderFileSchema = z.object({
  lines: z.array(QuickOrderLineInputSchema),
  /** Rows left out: no code, or a quantity that is not a whole number above 0 (their row numbers, the first few). */
  skippedRows: z.array(z.number().int()),
  skippedCount: z.number().int(),
});
export type QuickOrderFile = z.infer<typeof QuickOrderFileSchema>;
