import { OrderCreationResultSchema } from '../baskets/baskets.schemas';
import { defineEndpoint } from '../common/endpoint';
import {
  CancellationBodySchema,
  DocNumberParamSchema,
  ItemDetailsQuerySchema,
  ListOrdersQuerySchema,
  OrderDetailSchema,
  OrderLineParamSchema,
  OrderListSchema,
  ProductOrderRollupListSchema,
  TransactionIdParamSchema,
} from './orders.schemas';

export const listOrders = defineEndpoint({
  id: 'listOrders',
  method: 'GET',
  path: '/api/orders',
  tag: 'orders',
  summary:
    "The acting customer's order documents, newest first; SearchTerm matches the document number, a product code or the note; Status and StartDate/EndDate filter",
  auth: 'customer',
  query: ListOrdersQuerySchema,
  status: 200,
  response: OrderListSchema,
});

export const getOrder = defineEndpoint({
  id: 'getOrder',
  method: 'GET',
  path: '/api/orders/{docNumber}',
  tag: 'orders',
  summary:
    "One order document with its items and their warehouse orders. Readable by the customer's users, its assigned salesmen and staff who may select customers; anyone else 404",
  auth: 'user',
  params: DocNumberParamSchema,
  status: 200,
  response: OrderDetailSchema,
});

export const getOrderTransactionStatus = defineEndpoint({
  id: 'getOrderTransactionStatus',
  method: 'GET',
  path: '/api/orders/transaction/{transactionId}/status',
  tag: 'orders',
  summary:
    'The state of a place-order transaction: InQueue, Completed (with the created orders) or Failed (with the reason; the cart is kept). Only the user who placed it may read it',
  auth: 'user',
  params: TransactionIdParamSchema,
  status: 200,
  response: OrderCreationResultSchema,
});

export const listOrderItemDetails = defineEndpoint({
  id: 'listOrderItemDetails',
  method: 'GET',
  path: '/api/orders/item-details',
  tag: 'orders',
  summary:
    'The products the acting customer has ordered, rolled up (total quantity, latest prices, the orders), at most 100; Search matches code or name',
  auth: 'customer',
  query: ItemDetailsQuerySchema,
  status: 200,
  response: ProductOrderRollupListSchema,
});

export const cancelOrder = defineEndpoint({
  id: 'cancelOrder',
  method: 'PUT',
  path: '/api/orders/{docNumber}/cancellation',
  tag: 'orders',
  summary:
    'Cancels a whole order document while it is Pending or Approved; stock and salesman limits are given back. Same readers as the order; otherwise 404; a state that no longer allows it is 400',
  auth: 'user',
  params: DocNumberParamSchema,
  body: CancellationBodySchema,
  status: 204,
});

export const cancelOrderLine = defineEndpoint({
  id: 'cancelOrderLine',
  method: 'PUT',
  path: '/api/orders/{orderId}/items/{orderLineId}/cancellation',
  tag: 'orders',
  summary:
    'Cancels one item of an order while the order allows it; its stock and limit are given back and the totals recomputed; cancelling the last item cancels the order',
  auth: 'user',
  params: OrderLineParamSchema,
  body: CancellationBodySchema,
  status: 204,
});

export const ordersEndpoints = [listOrders, getOrder, getOrderTransactionStatus, listOrderItemDetails, cancelOrder, cancelOrderLine];
