import { CustomerReportPage } from '../../features/reports/components/CustomerReportPage';
import { OrderReportPage } from '../../features/reports/components/OrderReportPage';
import { ProductImageReportPage } from '../../features/reports/components/ProductImageReportPage';
import { ProductReportPage } from '../../features/reports/components/ProductReportPage';

// The four report screens share one module (one chunk, one entry in the first load's preload map: ADR
// 0031's budget), as /orders/:docNo and its payment return share order-detail.tsx.

/** /order-report (reportOrderList; never while acting for a customer, 02 §6). */
export function OrderReportRoute() {
  return <OrderReportPage />;
}

/** /stock-price (reportProductList; never while acting for a customer). */
export function StockPriceRoute() {
  return <ProductReportPage />;
}

/** /customer-report (reportCustomerList; never while acting for a customer). */
export function CustomerReportRoute() {
  return <CustomerReportPage />;
}

/** /product-image-report (productImageReportList). */
export function ProductImageReportRoute() {
  return <ProductImageReportPage />;
}
