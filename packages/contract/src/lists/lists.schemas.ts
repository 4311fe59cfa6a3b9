import { z } from 'zod';
import { QuickOrderProductSchema } from '../baskets/quick-order.schemas';
import { text } from '../common/text';

/**
 * Order lists (our extension): named lists of products and quantities per customer, shared by everyone
 * acting for it (its users, its salesman). Made from the cart, a past order, the quick-order pad or a
 * product; a list goes into the cart whole or in part at today's prices and rules.
 */

export const LIST_MAX_LINES = 1000;
export const LIST_NAME_MAX = 80;

const ListName = text().trim().min(1).max(LIST_NAME_MAX);
const ProductId = z.number().int().positive().max(2147483647);
const Quantity = z.number().int().positive().max(1_000_000);

export const ListIdParamSchema = z.object({ id: z.uuid() });

export const ListSummarySchema = z.object({
  id: z.uuid(),
  name: text(),
  lineCount: z.number().int(),
  /** Sum of the lines' quantities. */
  totalQuantity: z.number().int(),
  updatedAt: text(),
  /** The user who last changed it (display name), null when that user is gone. */
  updatedBy: text().nullable(),
});
export type ListSummary = z.infer<typeof ListSummarySchema>;
export const ListSummaryListSchema = z.array(ListSummarySchema);

export const ListLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  /** The product as the customer sees it today; null when it is no longer visible to it (it cannot go into the cart). */
  product: QuickOrderProductSchema.nullable(),
});
export type ListLine = z.infer<typeof ListLineSchema>;

export const ListDetailSchema = ListSummarySchema.extend({ lines: z.array(ListLineSchema) });
export type ListDetail = z.infer<typeof ListDetailSchema>;

export const ListLineInputSchema = z.object({ productId: ProductId, quantity: Quantity });
export type ListLineInput = z.infer<typeof ListLineInputSchema>;

/**
 * A new list: empty, or with the given lines, or from the cart, or from a past order of the customer
 * (its lines not cancelled). At most one source.
 */
export const CreateListBodySchema = z
  .object({
    name: ListName,
    lines: z.array(ListLineInputSchema).max(LIST_MAX_LINES).optional(),
    fromCart: z.boolean().optional(),
    fromOrder: text().trim().min(1).max(40).optional(),
  })
  .refine((b) => [b.lines !== undefined, b.fromCart === true, b.fromOrder !== undefined].filter(Boolean).length <= 1, {
    message: 'one source at most',
    path: ['lines'],
  });
export type CreateListBody = z.infer<typeof CreateListBodySchema>;

export const RenameListBodySchema = z.object({ name: ListName });
export const CopyListBodySchema = z.object({ name: ListName });

/** The list's lines as the dealer arranged them (order, quantities; a product left out is removed). */
export const ReplaceListLinesBodySchema = z.object({ lines: z.array(ListLineInputSchema).max(LIST_MAX_LINES) });
export type ReplaceListLinesBody = z.infer<typeof ReplaceListLinesBodySchema>;

/** "Add to list": the quantity goes on top of the line of the product when the list has one. */
export const AddListLineBodySchema = ListLineInputSchema;

/** Into the cart: every line, or the chosen ones (by line id). */
export const ListToCartBodySchema = z.object({ lineIds: z.array(z.number().int().positive()).min(1).max(LIST_MAX_LINES).optional() });
export type ListToCartBody = z.infer<typeof ListToCartBodySchema>;

/** What an xlsx/csv import added to the list, and the rows it could not place. */
export const ListImportResultSchema = z.object({
  list: ListDetailSchema,
  added: z.number().int(),
  notFound: z.array(z.object({ row: z.number().int(), text: text() })),
});
export type ListImportResult = z.infer<typeof ListImportResultSchema>;
