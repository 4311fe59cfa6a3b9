import { defineEndpoint } from '../common/endpoint';
import { PivotBodySchema, PivotExportQuerySchema, PivotResultSchema } from './pivot.schemas';

export const getOrderPivot = defineEndpoint({
  id: 'getOrderPivot',
  method: 'POST',
  path: '/api/pivot/order-lines',
  tag: 'pivot',
  summary:
    'The acting customer’s order lines (cancelled ones left out) summed by 1 to 3 row fields and 0 to 2 column fields (month, category, product, status, currency; each once, on one axis): quantity, net amount or number of lines as exact decimal strings, with subtotals per outer group, row, column and grand totals; amounts of several currencies are split by currency (added as the first row field when on no axis), never summed together; optional order date range. Only for a customer in Germany (else 403).',
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
    'The same pivot as a file (xlsx or csv, formula-safe; headings, statuses and total lines in the caller’s language): a column per row field, a column per column key and the row total (or the measure alone), subtotal lines and the grand total line; numbers as numbers in xlsx. Only for a customer in Germany (else 403).',
  auth: 'customer',
  customerCountries: ['DE'],
  extension: true,
  query: PivotExportQuerySchema,
  body: PivotBodySchema,
  download: true,
  status: 200,
});

export const pivotEndpoints = [getOrderPivot, exportOrderPivot];
