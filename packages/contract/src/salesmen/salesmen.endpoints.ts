import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import { SalesmanCustomerListSchema, SalesmanIdParamSchema, SalesmanListSchema, SetSalesmanCustomersBodySchema } from './salesmen.schemas';

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

export const setSalesmanCustomers = defineEndpoint({
  id: 'setSalesmanCustomers',
  method: 'PUT',
  path: '/api/salesmans/{salesmanId}/customers',
  tag: 'salesmen',
  summary:
    'Replaces the customers assigned to a salesman (who he may act for); unknown salesman 404, unknown customer 400; written to the audit log with before and after',
  auth: { anyOf: ['salesman.update'] },
  params: SalesmanIdParamSchema,
  body: SetSalesmanCustomersBodySchema,
  extension: true,
  status: 204,
});

export const salesmenEndpoints = [listSalesmen, listSalesmanCustomers, setSalesmanCustomers];
