import { ordersApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as cancellation from './cancellation.service';
import * as transactions from './order-transactions.service';
import * as orders from './orders.service';

export function registerOrderRoutes(app: FastifyInstance) {
  route(app, ordersApi.listOrders, ({ query }, ctx) => orders.listOrders(ctx, query));
  route(app, ordersApi.listOrderItemDetails, ({ query }, ctx) => orders.listOrderItemDetails(ctx, query));
  route(app, ordersApi.getOrder, ({ params }, ctx) => orders.getOrder(ctx, params.docNumber));
  route(app, ordersApi.cancelOrder, ({ params, body }, ctx) => cancellation.cancelOrder(ctx, params.docNumber, body?.reason));
  route(app, ordersApi.cancelOrderLine, ({ params, body }, ctx) =>
    cancellation.cancelOrderLine(ctx, params.orderId, params.orderLineId, body?.reason),
  );
  route(app, ordersApi.getOrderTransactionStatus, ({ params }, ctx) => transactions.getTransactionStatus(ctx, params.transactionId));
}
