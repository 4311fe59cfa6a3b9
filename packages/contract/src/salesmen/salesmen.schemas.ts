import { z } from 'zod';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/** A salesman as the administration lists him, with how many customers are assigned to him. */
export const SalesmanSchema = z.object({
  id: text(),
  code: text(),
  name: text(),
  email: text().nullable(),
  customerCount: z.number().int(),
});
export type Salesman = z.infer<typeof SalesmanSchema>;
export const SalesmanListSchema = pagedListSchema(SalesmanSchema);

export const SalesmanCustomerSchema = z.object({
  id: text(),
  name: text(),
  code: text().nullable(),
  countryCode: text(),
});
export type SalesmanCustomer = z.infer<typeof SalesmanCustomerSchema>;
export const SalesmanCustomerListSchema = z.array(SalesmanCustomerSchema);

export const SalesmanIdParamSchema = z.object({ salesmanId: z.uuid() });

/** PUT /api/salesmans/{salesmanId}/customers: the salesman's customers from now on (replaces the assignment). */
export const SetSalesmanCustomersBodySchema = z.object({ customerIds: z.array(z.uuid()).max(5000) });
export type SetSalesmanCustomersBody = z.infer<typeof SetSalesmanCustomersBodySchema>;
