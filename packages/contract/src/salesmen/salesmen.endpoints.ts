import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import { SalesmanCustomerListSchema, SalesmanIdParamSchema, SalesmanListSchema } from './salesmen.schemas';

export const listSalesmen = defineEndpoint({
  id: 'listSalesmen',
  method: 'GET',
  path: '/api/salesmans',
  tag: 'salesmen',
  summary:
    'Salesmen, paged, with their customer count (SearchTerm over code, name and email, Turkish-letter-insensitive; OrderBy code|name|email|customerCount [asc|desc])',
  auth: { anyOf: ['salesman.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: SalesmanListSchema,
});

export const listSalesmanCustomers = defineEndpoint({
  id: 'listSalesmanCustomers',
  method: 'GET',
  path: '/api/salesmans/{salesmanId}/customers',
  tag: 'salesmen',
  summary: 'The customers assigned to a salesman (404 for an unknown salesman)',
  auth: { anyOf: ['salesman.list'] },
  params: SalesmanIdParamSchema,
  status: 200,
  response: SalesmanCustomerListSchema,
});

export const salesmenEndpoints = [listSalesmen, listSalesmanCustomers];
