import { ProductReportPage } from '../../features/reports/components/ProductReportPage';

/** /stock-price (its report permission; never while acting for a customer, 02 §6). */
export function StockPriceRoute() {
  return <ProductReportPage />;
}
