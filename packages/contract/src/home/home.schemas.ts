import { z } from 'zod';
import { CULTURES } from '../common/cultures';
import { text } from '../common/text';

/** A row of the customer selection list (spec 01 §2). */
export const SelectableCustomerSchema = z.object({
  id: text(),
  name: text(),
  code: text().nullable(),
  countryCode: text(),
  /** The language the portal mails the customer in (set by the ERP); null: each user's own. */
  language: z.enum(CULTURES).nullable().optional(),
});
export type SelectableCustomer = z.infer<typeof SelectableCustomerSchema>;
export const SelectableCustomerListSchema = z.array(SelectableCustomerSchema);
