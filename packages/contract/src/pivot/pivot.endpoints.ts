import { defineEndpoint } from '../common/endpoint';
import { PivotBodySchema, PivotResultSchema } from './pivot.schemas';

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

export const pivotEndpoints = [getOrderPivot];
