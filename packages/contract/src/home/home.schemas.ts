import { z } from 'zod';

/** A row of the customer selection list (spec 01 §2). */
export const SelectableCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  countryCode: z.string(),
});
export type SelectableCustomer = z.infer<typeof SelectableCustomerSchema>;
export const SelectableCustomerListSchema = z.array(SelectableCustomerSchema);
