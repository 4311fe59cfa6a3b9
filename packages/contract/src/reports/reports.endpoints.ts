import { defineEndpoint } from '../common/endpoint';
import {
  CustomerReportExportQuerySchema,
  CustomerReportFilterSchema,
  CustomerReportQuerySchema,
  CustomerReportSchema,
  OrderReportExportQuerySchema,
  OrderReportFilterSchema,
  OrderReportQuerySchema,
  OrderReportSchema,
  ProductImageReportExportQuerySchema,
  ProductImageReportFilterSchema,
  ProductImageReportQuerySchema,
  ProductImageReportSchema,
  ProductReportExportQuerySchema,
  ProductReportFilterSchema,
  ProductReportQuerySchema,
  ProductReportSchema,
  REPORT_EXPORT_MAX_ROWS,
} from './reports.schemas';

// Reports answer for the caller, never for a selected customer (02 §6): a salesman sees his assigned
// customers' rows, a dealer its own, staff every customer's (the customers area's scope, ADR 0030).
const SCOPE = "scoped by the caller (a salesman: his customers' rows; x-customer-id does not narrow it)";
const EXPORT = `every row the filters select (at most ${REPORT_EXPORT_MAX_ROWS}, else REPORT_TOO_LARGE) as xlsx (default) or csv (format), headings in the caller's language`;

export const getOrderReport = defineEndpoint({
  id: 'getOrderReport',
  method: 'POST',
  path: '/api/reports/order',
  tag: 'reports',
  summary: `Order line report: items of placed orders with filters in the body (dates, customer, salesman, status, product, category), newest first or by sortColumn; totals per currency over every selected row; ${SCOPE}`,
  auth: { anyOf: ['report-order.list'] },
  query: OrderReportQuerySchema,
  body: OrderReportFilterSchema,
  status: 200,
  response: OrderReportSchema,
});

export const exportOrderReport = defineEndpoint({
  id: 'exportOrderReport',
  method: 'POST',
  path: '/api/reports/order/export',
  tag: 'reports',
  summary: `The order line report's ${EXPORT}`,
  auth: { anyOf: ['report-order.list'] },
  query: OrderReportExportQuerySchema,
  body: OrderReportFilterSchema,
  extension: true,
  download: true,
  status: 200,
});

export const getProductReport = defineEndpoint({
  id: 'getProductReport',
  method: 'POST',
  path: '/api/reports/product',
  tag: 'reports',
  summary:
    'Stock-price report: products with their stock per warehouse and list prices, filters in the body (category and its sub-categories, brand, code or name, in stock), by product code or sortColumn',
  auth: { anyOf: ['report-product.list'] },
  query: ProductReportQuerySchema,
  body: ProductReportFilterSchema,
  status: 200,
  response: ProductReportSchema,
});

export const exportProductReport = defineEndpoint({
  id: 'exportProductReport',
  method: 'POST',
  path: '/api/reports/product/export',
  tag: 'reports',
  summary: `The stock-price report's ${EXPORT}`,
  auth: { anyOf: ['report-product.list'] },
  query: ProductReportExportQuerySchema,
  body: ProductReportFilterSchema,
  extension: true,
  download: true,
  status: 200,
});

export const getCustomerReport = defineEndpoint({
  id: 'getCustomerReport',
  method: 'POST',
  path: '/api/reports/customer',
  tag: 'reports',
  summary: `Customer report: a row per customer user (customers without users too) with the last sign-in and the salesman, filters in the body; ${SCOPE}`,
  auth: { anyOf: ['report-customer.list'] },
  query: CustomerReportQuerySchema,
  body: CustomerReportFilterSchema,
  status: 200,
  response: CustomerReportSchema,
});

export const exportCustomerReport = defineEndpoint({
  id: 'exportCustomerReport',
  method: 'POST',
  path: '/api/reports/customer/export',
  tag: 'reports',
  summary: `The customer report's ${EXPORT}`,
  auth: { anyOf: ['report-customer.list'] },
  query: CustomerReportExportQuerySchema,
  body: CustomerReportFilterSchema,
  extension: true,
  download: true,
  status: 200,
});

export const getProductImageReport = defineEndpoint({
  id: 'getProductImageReport',
  method: 'POST',
  path: '/api/reports/product-images',
  tag: 'reports',
  summary:
    'Product image report: products with their pictures and the count of real ones (hasImages false finds products without a picture), filters in the body',
  auth: { anyOf: ['report-product-image.list'] },
  query: ProductImageReportQuerySchema,
  body: ProductImageReportFilterSchema,
  status: 200,
  response: ProductImageReportSchema,
});

export const exportProductImageReport = defineEndpoint({
  id: 'exportProductImageReport',
  method: 'POST',
  path: '/api/reports/product-images/export',
  tag: 'reports',
  summary: `The product image report's ${EXPORT}`,
  auth: { anyOf: ['report-product-image.list'] },
  query: ProductImageReportExportQuerySchema,
  body: ProductImageReportFilterSchema,
  extension: true,
  download: true,
  status: 200,
});

export const reportsEndpoints = [
  getOrderReport,
  exportOrderReport,
  getProductReport,
  exportProductReport,
  getCustomerReport,
  exportCustomerReport,
  getProductImageReport,
  exportProductImageReport,
];
