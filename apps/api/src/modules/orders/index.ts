export { type ErpOrderDocument, loadErpOrder } from './erp-order.service';
export { canPayOnline } from './order-status';
export { failOrderTransaction, getTransactionStatus, ORDER_QUEUE, transactionResult } from './order-transactions.service';
export { registerOrderRoutes } from './orders.routes';
export { orderLinesToReorder } from './orders.service';
export { forgetRunning, rememberOutcome, rememberRunning } from './transaction-memory';
