import { defineEndpoint } from '../common/endpoint';
import { SelectableCustomerListSchema } from './home.schemas';

export const listSelectableCustomers = defineEndpoint({
  id: 'listSelectableCustomers',
  method: 'GET',
  path: '/api/home/customers',
  tag: 'home',
  summary: "Customers the caller may act for: a dealer's own, a salesman's assigned, all for staff with the selection permission",
  auth: 'user',
  status: 200,
  response: SelectableCustomerListSchema,
});

export const homeEndpoints = [listSelectableCustomers];
