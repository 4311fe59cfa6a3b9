import { z } from 'zod';
import { intId } from '../common/fields';
import { text } from '../common/text';
import { ORDER_STATUSES } from '../definitions/definitions.schemas';

/**
 * Reports (spec 02 §3 "Reports", §7): POST with the filters in the body; page, pageSize, sortColumn and
 * sortDirection in the query. Each report also exports (our extension): the same body, every row the
 * filters select (up to REPORT_EXPORT_MAX_ROWS) as xlsx or csv. Sort columns are a fixed list per report,
 * so a sort is always one the database has an index or a cheap plan for. Money: decimal strings.
 */

/** Reports require page and pageSize (02 §5); at most this many rows a page. */
export const REPORT_PAGE_SIZE_MAX = 500;
/** An export is a data extract, not a backup: past this many rows (about what one Excel sheet holds, 1,048,576) narrow the filters (REPORT_TOO_LARGE). */
export const REPORT_EXPORT_MAX_ROWS = 1_000_000;

/** A calendar day PostgreSQL can hold and a report can mean (year 0000 passes z.iso.date but not the database). */
const IsoDate = z.iso.date().refine((v) => v >= '1900-01-01' && v <= '2999-12-31');
const Money = text();
export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;
export const ExportFormatSchema = z.enum(['xlsx', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000),
  pageSize: z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE_MAX),
};

// Named `...Schema` so the client build marks their calls pure (apps/web/vite.config.ts SCHEMA_BUILDERS).
function ReportQuerySchema<const C extends readonly [string, ...string[]]>(columns: C) {
  return z.object({ ...pageFields, sortColumn: z.enum(columns).optional(), sortDirection: SortDirectionSchema.optional() });
}
function ReportExportQuerySchema<const C extends readonly [string, ...string[]]>(columns: C) {
  return z.object({
    format: ExportFormatSchema.default('xlsx'),
    sortColumn: z.enum(columns).optional(),
    sortDirection: SortDirectionSchema.optional(),
  });
}
const dateRange = <T extends { startDate?: string | undefined; endDate?: string | undefined }>(v: T) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;
const dateRangeIssue = { path: ['endDate'], params: { issue: 'DATE_RANGE' } };
const search = text().trim().max(100).optional();

/** The paged answer of a report (02 §3: items and totalCount; page and pageSize as asked). */
function ReportPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

// ---- order report (/order-report) ----

export const ORDER_REPORT_SORT_COLUMNS = [
  'date',
  'ficheNo',
  'customerName',
  'productCode',
  'productName',
  'quantity',
  'price',
  'total',
] as const;
export type OrderReportSortColumn = (typeof ORDER_REPORT_SORT_COLUMNS)[number];
export const OrderReportQuerySchema = ReportQuerySchema(ORDER_REPORT_SORT_COLUMNS);
export type OrderReportQuery = z.infer<typeof OrderReportQuerySchema>;
export const OrderReportExportQuerySchema = ReportExportQuerySchema(ORDER_REPORT_SORT_COLUMNS);
export type OrderReportExportQuery = z.infer<typeof OrderReportExportQuerySchema>;

/** Filters of the order report: dates are the distributor's calendar days (general settings' time zone), inclusive. */
export const OrderReportFilterSchema = z
  .object({
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    customerId: z.uuid().optional(),
    salesmanId: z.uuid().optional(),
    /** The item's status. */
    status: z.enum(ORDER_STATUSES).optional(),
    /** Product code or name: starts with (code) or contains (name), Turkish-letter-insensitive. */
    product: search,
    /** A category and everything under it. */
    categoryId: intId.optional(),
  })
  .refine(dateRange, dateRangeIssue);
export type OrderReportFilter = z.infer<typeof OrderReportFilterSchema>;

/** Order line report row (02 §3), plus the document's date, customer, salesman and the item's status. */
export const OrderReportRowSchema = z.object({
  ficheNo: text(),
  date: text(),
  customerCode: text().nullable(),
  customerName: text(),
  salesmanCode: text().nullable(),
  salesmanName: text().nullable(),
  productCode: text(),
  productName: text(),
  quantity: z.number().int(),
  unitCode: text(),
  /** Unit price after discounts, net. */
  price: Money,
  /** Net after discount plus expenses, before VAT (the order's lineTotal). */
  total: Money,
  currency: text(),
  status: text(),
});
export type OrderReportRow = z.infer<typeof OrderReportRowSchema>;
/** Sums over every row the filters select (not only the page), per currency. */
export const OrderReportTotalSchema = z.object({ currency: text(), quantity: z.number().int(), total: Money });
export const OrderReportSchema = ReportPageSchema(OrderReportRowSchema).extend({ totals: z.array(OrderReportTotalSchema) });
export type OrderReport = z.infer<typeof OrderReportSchema>;

// ---- stock-price report (/stock-price) ----

export const PRODUCT_REPORT_SORT_COLUMNS = ['productCode', 'productName', 'categoryName', 'listPrice', 'totalStock'] as const;
export type ProductReportSortColumn = (typeof PRODUCT_REPORT_SORT_COLUMNS)[number];
export const ProductReportQuerySchema = ReportQuerySchema(PRODUCT_REPORT_SORT_COLUMNS);
export type ProductReportQuery = z.infer<typeof ProductReportQuerySchema>;
export const ProductReportExportQuerySchema = ReportExportQuerySchema(PRODUCT_REPORT_SORT_COLUMNS);
export type ProductReportExportQuery = z.infer<typeof ProductReportExportQuerySchema>;

export const ProductReportFilterSchema = z.object({
  categoryId: intId.optional(),
  /** A brand (the property detail id of the category's `brand` property). */
  brandId: intId.optional(),
  /** Product code (starts with) or name (contains). */
  search,
  /** true: only products with stock; false: only products without. */
  inStock: z.boolean().optional(),
  /** Default: active products only. */
  includeInactive: z.boolean().optional(),
});
export type ProductReportFilter = z.infer<typeof ProductReportFilterSchema>;

export const ProductReportRowSchema = z.object({
  productId: z.number().int(),
  productCode: text(),
  productName: text(),
  categoryId: z.number().int(),
  categoryName: text(),
  brandName: text().nullable(),
  unitCode: text(),
  listPrice: Money,
  currency: text(),
  /** The list prices of other currencies (price lists, ADR 0020). */
  prices: z.array(z.object({ currency: text(), listPrice: Money })),
  /** Stock in active warehouses (negative quantities count as 0). */
  totalStock: z.number().int(),
  stocks: z.array(z.object({ warehouseCode: text(), warehouseName: text(), quantity: z.number().int() })),
  isActive: z.boolean(),
});
export type ProductReportRow = z.infer<typeof ProductReportRowSchema>;
export const ProductReportSchema = ReportPageSchema(ProductReportRowSchema);
export type ProductReport = z.infer<typeof ProductReportSchema>;

// ---- customer report (/customer-report) ----

export const CUSTOMER_REPORT_SORT_COLUMNS = [
  'customerCode',
  'customerName',
  'customerCountryCode',
  'userAccountName',
  'userEmail',
  'userLastLoggedOn',
  'salesmanName',
] as const;
export type CustomerReportSortColumn = (typeof CUSTOMER_REPORT_SORT_COLUMNS)[number];
export const CustomerReportQuerySchema = ReportQuerySchema(CUSTOMER_REPORT_SORT_COLUMNS);
export type CustomerReportQuery = z.infer<typeof CustomerReportQuerySchema>;
export const CustomerReportExportQuerySchema = ReportExportQuerySchema(CUSTOMER_REPORT_SORT_COLUMNS);
export type CustomerReportExportQuery = z.infer<typeof CustomerReportExportQuerySchema>;

export const CustomerReportFilterSchema = z.object({
  /** Customer code or name, user name or email (contains, Turkish-letter-insensitive). */
  search,
  salesmanId: z.uuid().optional(),
  customerIsActive: z.boolean().optional(),
  /** Default: users not deleted only (customers without any user are listed with empty user fields). */
  includeDeletedUsers: z.boolean().optional(),
  /** Users who have not signed in since this day (or never). */
  notLoggedInSince: IsoDate.optional(),
});
export type CustomerReportFilter = z.infer<typeof CustomerReportFilterSchema>;

/** Customer-user report row (02 §3). */
export const CustomerReportRowSchema = z.object({
  customerId: text(),
  customerCode: text().nullable(),
  customerName: text(),
  customerEmail: text().nullable(),
  customerCountryCode: text(),
  customerIsActive: z.boolean(),
  userAccountName: text().nullable(),
  userEmail: text().nullable(),
  /** ISO 8601 instant, null when never signed in (or no user). */
  userLastLoggedOn: text().nullable(),
  userDeleted: z.boolean().nullable(),
  salesmanCode: text().nullable(),
  salesmanName: text().nullable(),
});
export type CustomerReportRow = z.infer<typeof CustomerReportRowSchema>;
export const CustomerReportSchema = ReportPageSchema(CustomerReportRowSchema);
export type CustomerReport = z.infer<typeof CustomerReportSchema>;

// ---- product image report (/product-image-report) ----

export const PRODUCT_IMAGE_REPORT_SORT_COLUMNS = ['productCode', 'productName', 'imageCount'] as const;
export type ProductImageReportSortColumn = (typeof PRODUCT_IMAGE_REPORT_SORT_COLUMNS)[number];
export const ProductImageReportQuerySchema = ReportQuerySchema(PRODUCT_IMAGE_REPORT_SORT_COLUMNS);
export type ProductImageReportQuery = z.infer<typeof ProductImageReportQuerySchema>;
export const ProductImageReportExportQuerySchema = ReportExportQuerySchema(PRODUCT_IMAGE_REPORT_SORT_COLUMNS);
export type ProductImageReportExportQuery = z.infer<typeof ProductImageReportExportQuerySchema>;

export const ProductImageReportFilterSchema = z.object({
  categoryId: intId.optional(),
  search,
  /** false: products without a real picture (generated demo pictures do not count); true: with one. */
  hasImages: z.boolean().optional(),
  includeInactive: z.boolean().optional(),
});
export type ProductImageReportFilter = z.infer<typeof ProductImageReportFilterSchema>;

/** Product image row (02 §3). imageCount counts real pictures; generated demo pictures are listed, marked. */
export const ProductImageReportRowSchema = z.object({
  productId: z.number().int(),
  parentCategoryId: z.number().int().nullable(),
  categoryId: z.number().int(),
  productCode: text(),
  productName: text(),
  images: z.array(z.object({ url: text(), order: z.number().int(), isGenerated: z.boolean() })),
  imageCount: z.number().int(),
  /** The report's row count (02 §3 puts it on the row too). */
  totalCount: z.number().int(),
});
export type ProductImageReportRow = z.infer<typeof ProductImageReportRowSchema>;
export const ProductImageReportSchema = ReportPageSchema(ProductImageReportRowSchema);
export type ProductImageReport = z.infer<typeof ProductImageReportSchema>;

// ---- dashboard (/dashboard; our extension, ADR 0051) ----

/** How many products and customers the dashboard ranks (per currency). */
export const DASHBOARD_TOP = 10;

/** The longest period the dashboard's `months` asks for. */
export const DASHBOARD_MAX_MONTHS = 120;

/**
 * GET /api/reports/dashboard: the period, the distributor's calendar days, inclusive. Without a start:
 * the last `months` calendar months up to the end (default 12: from the first day of the month 11 months
 * back). A missing end is today in the distributor's time zone, so a browser in another zone still asks
 * for the distributor's today (the answer names the period it used).
 */
export const DashboardQuerySchema = z
  .object({
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    months: z.coerce.number().int().min(1).max(DASHBOARD_MAX_MONTHS).optional(),
  })
  .refine(dateRange, dateRangeIssue);
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/**
 * The caller's figures for the period: a salesman's over his customers, a dealer's over its own customer,
 * staff's over every customer. Sales are order lines (net after discount plus expenses, before VAT, as the
 * order report's total) of orders and lines neither cancelled nor rejected; amounts never mix currencies.
 */
export const DashboardSchema = z.object({
  startDate: text(),
  endDate: text(),
  /** Per month (YYYY-MM) and currency, months without sales left out. */
  salesByMonth: z.array(z.object({ month: text(), currency: text(), amount: Money, orderCount: z.number().int() })),
  /** The ten best-selling products per currency by amount, best first. */
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      productCode: text(),
      productName: text(),
      currency: text(),
      amount: Money,
      quantity: z.number().int(),
    }),
  ),
  /** The ten best customers per currency by amount, best first. */
  topCustomers: z.array(
    z.object({
      customerId: text(),
      customerCode: text().nullable(),
      customerName: text(),
      currency: text(),
      amount: Money,
      orderCount: z.number().int(),
    }),
  ),
  /** Every order of the period by its status (cancelled and rejected ones too). */
  ordersByStatus: z.array(z.object({ status: text(), count: z.number().int() })),
  /** The customers' ledger balance (sum of sign × amount) at the end of the period, per currency. */
  openBalance: z.array(z.object({ currency: text(), amount: Money, customerCount: z.number().int() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
