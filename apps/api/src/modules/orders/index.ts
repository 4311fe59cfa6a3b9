export { type ErpOrderDocument, loadErpOrder } from './erp-order.service';
export { registerOrderRoutes } from './orders.routes';
