import { z } from 'zod';
import { intId } from '../common/fields';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

const Money = text();
const Id = intId;

// ---- order parameters: the payment methods offered per category (/order-parameters) ----

const LocalisedNamesSchema = z.object({
  tr: text().trim().min(1).max(100),
  de: text().trim().min(1).max(100),
  en: text().trim().min(1).max(100),
});
const RateSchema = text()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, 'rate');

export const OrderParameterSchema = z.object({
  id: z.number().int(),
  /** null: offered for every category. */
  categoryId: z.number().int().nullable(),
  categoryName: text().nullable(),
  paymentMethodCode: text(),
  names: z.object({ tr: text(), de: text(), en: text() }),
  /** The name in the caller's language. */
  name: text(),
  discountRate: Money,
  dueDays: z.number().int(),
  isOnlinePayment: z.boolean(),
  isDefault: z.boolean(),
  order: z.number().int(),
  isActive: z.boolean(),
});
export type OrderParameter = z.infer<typeof OrderParameterSchema>;
export const OrderParameterListSchema = pagedListSchema(OrderParameterSchema);

export const OrderParameterInputSchema = z.object({
  categoryId: Id.nullable(),
  paymentMethodCode: text()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/),
  names: LocalisedNamesSchema,
  discountRate: RateSchema,
  dueDays: z.coerce.number().int().min(0).max(365),
  isOnlinePayment: z.boolean(),
  isDefault: z.boolean(),
  order: z.coerce.number().int().min(0).max(10000).default(0),
  isActive: z.boolean().default(true),
});
export type OrderParameterInput = z.infer<typeof OrderParameterInputSchema>;
export const UpdateOrderParameterBodySchema = OrderParameterInputSchema.extend({ id: Id });
export type UpdateOrderParameterBody = z.infer<typeof UpdateOrderParameterBodySchema>;
export const OrderParameterIdParamSchema = z.object({ id: Id });
