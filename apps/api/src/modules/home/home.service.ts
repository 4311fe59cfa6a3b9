import type { SelectableCustomer } from '@dealerport/contract';
import type { SignedInContext } from '../../plugins/context';
import * as customers from '../customers';

/** GET /api/home/customers: the customers the caller may pick (spec 01 §2 selection modal); the customers area's scope rule. */
export function listSelectableCustomers(ctx: SignedInContext): Promise<SelectableCustomer[]> {
  return customers.listSelectableCustomers(ctx);
}
