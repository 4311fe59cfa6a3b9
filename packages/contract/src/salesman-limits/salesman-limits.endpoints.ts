import { defineEndpoint } from '../common/endpoint';
import {
  LimitUploadResultSchema,
  ListSalesmanLimitsQuerySchema,
  SalesmanLimitIdParamSchema,
  SalesmanLimitListSchema,
  SalesmanLimitLogListSchema,
} from './salesman-limits.schemas';

export const listSalesmanLimits = defineEndpoint({
  id: 'listSalesmanLimits',
  method: 'GET',
  path: '/api/catalogs/limits/salesman',
  tag: 'catalog',
  summary:
    'Salesman limits, paged (optional PageNumber/PageSize, default 1/50), newest period first; SearchTerm matches salesman or product code',
  auth: { anyOf: ['salesman-limit.list'] },
  query: ListSalesmanLimitsQuerySchema,
  status: 200,
  response: SalesmanLimitListSchema,
});

export const uploadSalesmanLimits = defineEndpoint({
  id: 'uploadSalesmanLimits',
  method: 'POST',
  path: '/api/catalogs/limits/salesman/upload',
  tag: 'catalog',
  summary:
    'Imports limits from a spreadsheet (multipart field `file`, xlsx or csv; columns salesmanCode, productCode, quantity, startDate, endDate). Every row is checked first; any bad row: 400 LIMIT_UPLOAD_INVALID with the per-row report in details.errors and nothing imported',
  auth: { anyOf: ['salesman-limit.create'] },
  bodyType: 'multipart',
  files: { file: { description: 'The spreadsheet (xlsx or csv)', required: true } },
  status: 200,
  response: LimitUploadResultSchema,
});

export const listSalesmanLimitTransactions = defineEndpoint({
  id: 'listSalesmanLimitTransactions',
  method: 'GET',
  path: '/api/catalogs/limits/salesman/{salesmanLimitId}/transactions',
  tag: 'catalog',
  summary: 'The log of a limit (orders consuming it, cancellations and uploads), newest first; unknown limit 404',
  auth: { anyOf: ['salesman-limit.list'] },
  params: SalesmanLimitIdParamSchema,
  status: 200,
  response: SalesmanLimitLogListSchema,
});

export const salesmanLimitsEndpoints = [listSalesmanLimits, uploadSalesmanLimits, listSalesmanLimitTransactions];
