import { defineEndpoint } from '../common/endpoint';
import {
  CustomerReportExportQuerySchema,
  CustomerReportFilterSchema,
  CustomerReportQuerySchema,
  CustomerReportSchema,
  DashboardQuerySchema,
  DashboardSchema,
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
} from './reports.schemas';

// Reports answer for the caller, never for a selected customer (02 §6): a salesman sees his assigned
// customers' rows, a dealer its own, staff every customer's (ADR 0030, 0046). Exports: every selected row
// (at most REPORT_EXPORT_MAX_ROWS, else REPORT_TOO_LARGE) as xlsx or csv. Summaries stay short: the client
// build keeps them (apps/web/vite.config.ts), ADR 0046 has the detail.

const ORDER = { anyOf: ['report-order.list'] } as const;
const PRODUCT = { anyOf: ['report-product.list'] } as const;
const CUSTOMER = { anyOf: ['report-customer.list'] } as const;
const IMAGES = { anyOf: ['report-product-image.list'] } as const;

export const getOrderReport = defineEndpoint({
  id: 'getOrderReport',
  method: 'POST',
  path: '/api/reports/order',
  tag: 'reports',
  summary: 'Order line report',
  auth: ORDER,
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
  summary: 'Order report export',
  auth: ORDER,
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
  summary: 'Stock-price report',
  auth: PRODUCT,
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
  summary: 'Stock-price report export',
  auth: PRODUCT,
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
  summary: 'Customer report',
  auth: CUSTOMER,
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
  summary: 'Customer report export',
  auth: CUSTOMER,
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
  summary: 'Product image report',
  auth: IMAGES,
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
  summary: 'Product image report export',
  auth: IMAGES,
  query: ProductImageReportExportQuerySchema,
  body: ProductImageReportFilterSchema,
  extension: true,
  download: true,
  status: 200,
});

/**
 * The dashboard's figures (our extension; spec 01 §2 lists /dashboard among the routes open to every
 * signed-in user). Scoped like the reports; staff need the order report permission (ADR 0051).
 */
export const getDashboard = defineEndpoint({
  id: 'getDashboard',
  method: 'GET',
  path: '/api/reports/dashboard',
  tag: 'reports',
  summary: 'Dashboard figures for a period',
  auth: 'user',
  query: DashboardQuerySchema,
  extension: true,
  status: 200,
  response: DashboardSchema,
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
  getDashboard,
];
