import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  OrderParameterIdParamSchema,
  OrderParameterInputSchema,
  OrderParameterListSchema,
  OrderParameterSchema,
  UpdateOrderParameterBodySchema,
} from './order-parameters.schemas';

// Order parameters (spec: under orders, entity "Order parameter"): the payment methods offered per
// category, served by the order-parameters module. Paths and tags are the spec's.

export const listOrderParameters = defineEndpoint({
  id: 'listOrderParameters',
  method: 'GET',
  path: '/api/orders/parameters',
  tag: 'orders',
  summary:
    'The order parameters (payment methods offered per category, with cash discount and term), paged; SearchTerm matches code or name',
  auth: { anyOf: ['order-parameter.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: OrderParameterListSchema,
});

export const createOrderParameter = defineEndpoint({
  id: 'createOrderParameter',
  method: 'POST',
  path: '/api/orders/parameters',
  tag: 'orders',
  summary: 'Creates an order parameter; the code must be unique within its category; a new default replaces the old one',
  auth: { anyOf: ['order-parameter.create'] },
  body: OrderParameterInputSchema,
  status: 200,
  response: OrderParameterSchema,
});

export const updateOrderParameter = defineEndpoint({
  id: 'updateOrderParameter',
  method: 'PUT',
  path: '/api/orders/parameters',
  tag: 'orders',
  summary: 'Updates an order parameter (id in the body)',
  auth: { anyOf: ['order-parameter.update'] },
  body: UpdateOrderParameterBodySchema,
  status: 200,
  response: OrderParameterSchema,
});

export const deleteOrderParameter = defineEndpoint({
  id: 'deleteOrderParameter',
  method: 'DELETE',
  path: '/api/orders/parameters/{id}',
  tag: 'orders',
  summary: 'Deletes an order parameter (orders keep the method they were placed with)',
  auth: { anyOf: ['order-parameter.delete'] },
  params: OrderParameterIdParamSchema,
  status: 204,
});

export const orderParametersEndpoints = [listOrderParameters, createOrderParameter, updateOrderParameter, deleteOrderParameter];
