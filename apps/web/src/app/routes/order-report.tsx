import { OrderReportPage } from '../../features/reports/components/OrderReportPage';

/** /order-report (its report permission; never while acting for a customer, 02 §6). */
export function OrderReportRoute() {
  return <OrderReportPage />;
}
