import { ProductImageReportPage } from '../../features/reports/components/ProductImageReportPage';

/** /product-image-report (its report permission). */
export function ProductImageReportRoute() {
  return <ProductImageReportPage />;
}
