import { defineEndpoint } from '../common/endpoint';
import { PivotBodySchema, PivotExportQuerySchema, PivotResultSchema } from './pivot.schemas';

export const getOrderPivot = defineEndpoint({
  id: 'getOrderPivot',
  method: 'POST',
  path: '/api/pivot/order-lines',
  tag: 'pivot',
  summary:
    'The acting customer’s order lines (cancelled ones left out) summed by a row dimension and an optional column dimension (month, category, product, status, currency): quantity, net amount or number of lines; optional order date range. Only for a customer in Germany (else 403).',
  auth: 'customer',
  customerCountries: ['DE'],
  extension: true,
  body: PivotBodySchema,
  status: 200,
  response: PivotResultSchema,
});

export const exportOrderPivot = defineEndpoint({
  id: 'exportOrderPivot',
  method: 'POST',
  path: '/api/pivot/order-lines/export',
  tag: 'pivot',
  summary:
    'The same pivot as a file (xlsx or csv, formula-safe; headings in the caller’s language): a line per row key, a column per column key and a row total, or the measure alone. Only for a customer in Germany (else 403).',
  auth: 'customer',
  customerCountries: ['DE'],
  extension: true,
  query: PivotExportQuerySchema,
  body: PivotBodySchema,
  download: true,
  status: 200,
});

export const pivotEndpoints = [getOrderPivot, exportOrderPivot];
