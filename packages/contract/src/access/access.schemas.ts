import { z } from 'zod';
import { text } from '../common/text';

/**
 * Per-customer access rules (design.md §4, spec 01 §3 "Customer access per property detail"): a rule
 * is customer x property detail -> five flags. With no rule the configured default applies
 * (settings `catalogueAccessDefaults`, all true when absent).
 */

export const AccessCategoryIdParamSchema = z.object({ categoryId: z.coerce.number().int().positive().max(2147483647) });
export const AccessPropertyIdParamSchema = z.object({ propertyId: z.coerce.number().int().positive().max(2147483647) });
export const AccessCustomerIdParamSchema = z.object({ customerId: z.uuid().transform((id) => id.toLowerCase()) });

/** `?SearchTerm`: may be omitted (spec 01 §5); blank means no filter. */
export const AccessSearchQuerySchema = z.object({ SearchTerm: text().max(200).optional() });
export type AccessSearchQuery = z.infer<typeof AccessSearchQuerySchema>;

/** A property as a picker item: id and name in the caller's x-culture. */
export const AccessPropertySchema = z.object({ id: z.number().int(), name: text() });
export type AccessProperty = z.infer<typeof AccessPropertySchema>;
export const AccessPropertyListSchema = z.array(AccessPropertySchema);

/** A category with the properties rules can be set on (its own; sub-categories inherit them). */
export const AccessCategorySchema = z.object({ id: z.number().int(), name: text(), properties: AccessPropertyListSchema });
export type AccessCategory = z.infer<typeof AccessCategorySchema>;
export const AccessCategoryListSchema = z.array(AccessCategorySchema);

/**
 * A property detail (the value a rule is set on; spec 02 §3 Property value: id, name, code, propertyId):
 * the name in the caller's x-culture.
 */
export const AccessPropertyDetailSchema = z.object({ id: z.number().int(), code: text(), name: text(), propertyId: z.number().int() });
export type AccessPropertyDetail = z.infer<typeof AccessPropertyDetailSchema>;
export const AccessPropertyDetailListSchema = z.array(AccessPropertyDetailSchema);

/** The five flags of a rule (design.md §4). */
export const AccessFlagsSchema = z.object({
  /** false hides the product everywhere (list, search, detail, stocks: 404). */
  hasList: z.boolean(),
  /** false shows the product but refuses it in the cart. */
  hasBasket: z.boolean(),
  /** false blanks the price fields. */
  showPrice: z.boolean(),
  /** false blanks the stock fields. */
  showStock: z.boolean(),
  /** true puts the product in the customer's stock feed. */
  showXmlStock: z.boolean(),
});
export type AccessFlags = z.infer<typeof AccessFlagsSchema>;

const customerIds = z
  .array(z.uuid())
  .min(1)
  .max(500)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);
const propertyDetailIds = z
  .array(z.number().int().positive().max(2147483647))
  .min(1)
  .max(500)
  .transform((ids) => [...new Set(ids)]);

/**
 * POST /api/accesses/access-category: sets the same flags for every customer x property detail
 * pair (up to 500 x 500), creating or overwriting each rule, in one transaction. Duplicated ids
 * count once. An unknown customer is UNKNOWN_CUSTOMER, an unknown detail UNKNOWN_PROPERTY_DETAIL
 * (400, nothing written).
 */
export const SetCategoryAccessBodySchema = AccessFlagsSchema.extend({ customerIds, propertyDetailIds });
export type SetCategoryAccessBody = z.infer<typeof SetCategoryAccessBodySchema>;

/** One rule of a customer (spec 01 §3). */
export const CustomerAccessItemSchema = AccessFlagsSchema.extend({
  /** The property detail the rule is on. */
  accessPropertyDetailId: z.number().int(),
  /** The rule's own stable id. */
  accessCustomerPropertyDetailId: z.number().int(),
  /** The detail's name in the caller's x-culture. */
  propertyDetailName: text(),
});
export type CustomerAccessItem = z.infer<typeof CustomerAccessItemSchema>;

/** Rules grouped by the detail's property (name in x-culture). */
export const CustomerAccessGroupSchema = z.object({ propertyName: text(), items: z.array(CustomerAccessItemSchema) });
export type CustomerAccessGroup = z.infer<typeof CustomerAccessGroupSchema>;

export const CategoryAccessGroupSchema = z.object({ categoryName: text(), properties: z.array(CustomerAccessGroupSchema) });
export type CategoryAccessGroup = z.infer<typeof CategoryAccessGroupSchema>;

/**
 * GET (and the answer of PUT) /api/customers/{customerId}/accesses: the customer's rules, once
 * grouped by property (customerAccesses) and once by the property's category, then property
 * (categoryAccessProperties). Groups follow the catalogue's order; items by detail order, then name.
 */
export const CustomerAccessesSchema = z.object({
  customerAccesses: z.array(CustomerAccessGroupSchema),
  categoryAccessProperties: z.array(CategoryAccessGroupSchema),
});
export type CustomerAccesses = z.infer<typeof CustomerAccessesSchema>;

/**
 * PUT /api/customers/{customerId}/accesses: `items` are written as given (created or overwritten,
 * keyed by accessPropertyDetailId; accessCustomerPropertyDetailId and propertyDetailName, as sent
 * back from GET, are ignored); `removedPropertyDetailIds` drop the customer's rules on those
 * details so the default applies again. Rules not mentioned stay. A detail in both lists is a 400.
 * An all-true rule is kept, not deleted: the default is configurable and may differ.
 */
export const UpdateCustomerAccessesBodySchema = z
  .object({
    items: z
      .array(
        AccessFlagsSchema.extend({
          accessPropertyDetailId: z.number().int().positive().max(2147483647),
          accessCustomerPropertyDetailId: z.number().int().nullish(),
          propertyDetailName: text().max(500).nullish(),
        }),
      )
      .max(2000),
    removedPropertyDetailIds: z.array(z.number().int().positive().max(2147483647)).max(2000).default([]),
  })
  .refine((b) => new Set(b.items.map((i) => i.accessPropertyDetailId)).size === b.items.length, {
    path: ['items'],
    message: 'Each accessPropertyDetailId may appear once.',
    params: { issue: 'DUPLICATE_ITEM' },
  })
  .refine((b) => !b.removedPropertyDetailIds.some((id) => b.items.some((i) => i.accessPropertyDetailId === id)), {
    path: ['removedPropertyDetailIds'],
    message: 'A property detail cannot be both set and removed.',
    params: { issue: 'SET_AND_REMOVED' },
  });
export type UpdateCustomerAccessesBody = z.infer<typeof UpdateCustomerAccessesBodySchema>;

// ---- warehouses (spec 01 §3 Warehouse; the catalogue's warehouse administration) ----

export const WarehouseAdminItemSchema = z.object({
  code: text(),
  name: text(),
  divisionId: z.number().int(),
  priority: z.number().int(),
});
export type WarehouseAdminItem = z.infer<typeof WarehouseAdminItemSchema>;
export const WarehouseAdminItemListSchema = z.array(WarehouseAdminItemSchema);
