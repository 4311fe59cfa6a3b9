import { z } from 'zod';
import { text } from '../common/text';

/** A row of the customer selection list (spec 01 §2). */
export const SelectableCustomerSchema = z.object({
  id: text(),
  name: text(),
  code: text().nullable(),
  countryCode: text(),
});
export type SelectableCustomer = z.infer<typeof SelectableCustomerSchema>;
export const SelectableCustomerListSchema = z.array(SelectableCustomerSchema);
