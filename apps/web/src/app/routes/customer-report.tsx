import { CustomerReportPage } from '../../features/reports/components/CustomerReportPage';

/** /customer-report (its report permission; never while acting for a customer, 02 §6). */
export function CustomerReportRoute() {
  return <CustomerReportPage />;
}
