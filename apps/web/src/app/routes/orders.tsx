import { OrdersPage } from '../../features/orders/components/OrdersPage';

/** /orders (authority selectedCustomer): the acting customer's order history. */
export function OrdersRoute() {
  return <OrdersPage />;
}
