import {
  type Culture,
  type CustomerReportExportQuery,
  type CustomerReportFilter,
  type OrderReportExportQuery,
  type OrderReportFilter,
  type ProductImageReportExportQuery,
  type ProductImageReportFilter,
  type ProductReportExportQuery,
  type ProductReportFilter,
  REPORT_EXPORT_MAX_ROWS,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { FileDownload } from '../../lib/file-download';
import { type SheetColumn, type SheetStream, SPREADSHEET_TYPES, streamCsv, streamXlsx } from '../../lib/spreadsheet-export';
import type { SignedInContext } from '../../plugins/context';
import { customerScopeOf } from '../customers';
import { distributorDay } from '../settings';
import * as repo from './reports.repository';
import {
  CUSTOMER_DEFAULT_SORT,
  customerRowToDto,
  IMAGE_DEFAULT_SORT,
  ORDER_DEFAULT_SORT,
  orderReportScope,
  orderRowToDto,
  PRODUCT_DEFAULT_SORT,
  sortOf,
  withImages,
  withStocksAndPrices,
} from './reports.service';

/**
 * Report exports (ADR 0017, 0028, 0046, 0054): every row the filters select, in the report's sort, as xlsx
 * or csv through the one spreadsheet writer (formula-safe CSV), headings in the caller's language. Streamed:
 * rows are read in batches of EXPORT_BATCH (the order report by keyset, the others, bounded by the
 * catalogue or the customer list, by offset) and written to the answer as they come, so memory holds one
 * batch. Counted first: past REPORT_EXPORT_MAX_ROWS (what one Excel sheet holds) the caller narrows the
 * filters (REPORT_TOO_LARGE) instead of the process building a file nobody can open.
 */

const WORDS = {
  tr: {
    orderSheet: 'Sipariş raporu',
    productSheet: 'Stok fiyat raporu',
    customerSheet: 'Müşteri raporu',
    imageSheet: 'Ürün görsel raporu',
    ficheNo: 'Fiş no',
    date: 'Tarih',
    customerCode: 'Müşteri kodu',
    customerName: 'Müşteri',
    salesman: 'Plasiyer',
    productCode: 'Ürün kodu',
    productName: 'Ürün adı',
    quantity: 'Miktar',
    unitCode: 'Birim',
    price: 'Fiyat',
    total: 'Tutar',
    currency: 'Döviz',
    status: 'Durum',
    category: 'Kategori',
    brand: 'Marka',
    listPrice: 'Liste fiyatı',
    totalStock: 'Toplam stok',
    active: 'Aktif',
    email: 'E-posta',
    country: 'Ülke',
    user: 'Kullanıcı',
    userEmail: 'Kullanıcı e-postası',
    lastLogin: 'Son giriş',
    deleted: 'Silindi',
    imageCount: 'Görsel sayısı',
    images: 'Görseller',
    yes: 'Evet',
    no: 'Hayır',
  },
  de: {
    orderSheet: 'Bestellbericht',
    productSheet: 'Bestand und Preise',
    customerSheet: 'Kundenbericht',
    imageSheet: 'Produktbildbericht',
    ficheNo: 'Beleg-Nr.',
    date: 'Datum',
    customerCode: 'Kundennummer',
    customerName: 'Kunde',
    salesman: 'Verkäufer',
    productCode: 'Artikelnummer',
    productName: 'Artikel',
    quantity: 'Menge',
    unitCode: 'Einheit',
    price: 'Preis',
    total: 'Betrag',
    currency: 'Währung',
    status: 'Status',
    category: 'Kategorie',
    brand: 'Marke',
    listPrice: 'Listenpreis',
    totalStock: 'Bestand gesamt',
    active: 'Aktiv',
    email: 'E-Mail',
    country: 'Land',
    user: 'Benutzer',
    userEmail: 'Benutzer-E-Mail',
    lastLogin: 'Letzte Anmeldung',
    deleted: 'Gelöscht',
    imageCount: 'Anzahl Bilder',
    images: 'Bilder',
    yes: 'Ja',
    no: 'Nein',
  },
  en: {
    orderSheet: 'Order report',
    productSheet: 'Stock and prices',
    customerSheet: 'Customer report',
    imageSheet: 'Product image report',
    ficheNo: 'Document no.',
    date: 'Date',
    customerCode: 'Customer code',
    customerName: 'Customer',
    salesman: 'Salesman',
    productCode: 'Product code',
    productName: 'Product',
    quantity: 'Quantity',
    unitCode: 'Unit',
    price: 'Price',
    total: 'Amount',
    currency: 'Currency',
    status: 'Status',
    category: 'Category',
    brand: 'Brand',
    listPrice: 'List price',
    totalStock: 'Total stock',
    active: 'Active',
    email: 'Email',
    country: 'Country',
    user: 'User',
    userEmail: 'User email',
    lastLogin: 'Last sign-in',
    deleted: 'Deleted',
    imageCount: 'Pictures',
    images: 'Picture URLs',
    yes: 'Yes',
    no: 'No',
  },
} satisfies Record<Culture, Record<string, string>>;

function assertExportable(count: number) {
  if (count > REPORT_EXPORT_MAX_ROWS) throw new AppError('REPORT_TOO_LARGE', { count, max: REPORT_EXPORT_MAX_ROWS });
}

/** Rows read and written at a time. */
export const EXPORT_BATCH = 2_000;

/** The download, named after the report and the distributor's day (ADR 0060). */
function toFile<Row>(format: 'xlsx' | 'csv', baseName: string, day: string, input: SheetStream<Row>): FileDownload {
  const name = `${baseName}-${day}`;
  return format === 'csv'
    ? { fileName: `${name}.csv`, contentType: SPREADSHEET_TYPES.csv, content: streamCsv(input) }
    : { fileName: `${name}.xlsx`, contentType: SPREADSHEET_TYPES.xlsx, content: streamXlsx(input) };
}

/** Offset pages of EXPORT_BATCH until a short one (for the reports bounded by the catalogue or customers). */
async function* offsetBatches<Row>(page: (p: { limit: number; offset: number }) => Promise<Row[]>): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await page({ limit: EXPORT_BATCH, offset });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

export async function exportOrderReport(ctx: SignedInContext, query: OrderReportExportQuery, filter: OrderReportFilter) {
  const scope = await orderReportScope(ctx, filter);
  assertExportable((await repo.orderReportTotals(ctx.db, scope)).reduce((n, t) => n + Number(t.count), 0));
  const sort = sortOf(query, ORDER_DEFAULT_SORT);
  // Keyset pages: each starts after the previous one's last row, so the millionth row costs what the first does.
  const batches = async function* () {
    let after: repo.OrderKeyset | undefined;
    for (;;) {
      const rows = await repo.listOrderReport(ctx.db, scope, sort, { limit: EXPORT_BATCH, offset: 0 }, after);
      if (rows.length) yield rows.map(orderRowToDto);
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) return;
      after = { key: last.sort_key, id: last.line_id };
    }
  };
  const w = WORDS[ctx.culture];
  const columns: SheetColumn<ReturnType<typeof orderRowToDto>>[] = [
    { header: w.ficheNo, kind: 'text', width: 16, value: (r) => r.ficheNo },
    { header: w.date, kind: 'date', value: (r) => r.date },
    { header: w.customerCode, kind: 'text', width: 14, value: (r) => r.customerCode },
    { header: w.customerName, kind: 'text', width: 30, value: (r) => r.customerName },
    { header: w.salesman, kind: 'text', value: (r) => r.salesmanName },
    { header: w.productCode, kind: 'text', width: 18, value: (r) => r.productCode },
    { header: w.productName, kind: 'text', width: 36, value: (r) => r.productName },
    { header: w.quantity, kind: 'integer', value: (r) => r.quantity },
    { header: w.unitCode, kind: 'text', width: 8, value: (r) => r.unitCode },
    { header: w.price, kind: 'money', value: (r) => r.price },
    { header: w.total, kind: 'money', value: (r) => r.total },
    { header: w.currency, kind: 'text', width: 8, value: (r) => r.currency },
    { header: w.status, kind: 'text', width: 12, value: (r) => r.status },
  ];
  return toFile(query.format, 'order-report', await distributorDay(ctx.db), {
    sheetName: w.orderSheet,
    columns,
    batches: batches(),
    culture: ctx.culture,
  });
}

export async function exportProductReport(ctx: SignedInContext, query: ProductReportExportQuery, filter: ProductReportFilter) {
  assertExportable(await repo.countProducts(ctx.db, filter));
  const sort = sortOf(query, PRODUCT_DEFAULT_SORT);
  const batches = offsetBatches(async (page) =>
    withStocksAndPrices(ctx, await repo.listProductReport(ctx.db, filter, ctx.culture, sort, page)),
  );
  const w = WORDS[ctx.culture];
  // A column per warehouse (by priority) and per price-list currency that any selected product has.
  const [warehouses, currencies] = await Promise.all([repo.stockWarehousesOf(ctx.db, filter), repo.priceCurrenciesOf(ctx.db, filter)]);
  type Row = Awaited<ReturnType<typeof withStocksAndPrices>>[number];
  const columns: SheetColumn<Row>[] = [
    { header: w.productCode, kind: 'text', width: 18, value: (r) => r.productCode },
    { header: w.productName, kind: 'text', width: 36, value: (r) => r.productName },
    { header: w.category, kind: 'text', width: 20, value: (r) => r.categoryName },
    { header: w.brand, kind: 'text', width: 16, value: (r) => r.brandName },
    { header: w.unitCode, kind: 'text', width: 8, value: (r) => r.unitCode },
    { header: w.listPrice, kind: 'money', value: (r) => r.listPrice },
    { header: w.currency, kind: 'text', width: 8, value: (r) => r.currency },
    ...currencies.map(
      (c): SheetColumn<Row> => ({
        header: `${w.listPrice} ${c}`,
        kind: 'money',
        value: (r) => r.prices.find((p) => p.currency === c)?.listPrice ?? null,
      }),
    ),
    { header: w.totalStock, kind: 'integer', value: (r) => r.totalStock },
    ...warehouses.map(
      (code): SheetColumn<Row> => ({
        header: code,
        kind: 'integer',
        width: 10,
        value: (r) => r.stocks.find((s) => s.warehouseCode === code)?.quantity ?? null,
      }),
    ),
    { header: w.active, kind: 'text', width: 8, value: (r) => (r.isActive ? w.yes : w.no) },
  ];
  return toFile(query.format, 'stock-price-report', await distributorDay(ctx.db), {
    sheetName: w.productSheet,
    columns,
    batches,
    culture: ctx.culture,
  });
}

export async function exportCustomerReport(ctx: SignedInContext, query: CustomerReportExportQuery, filter: CustomerReportFilter) {
  const scope = customerScopeOf(ctx.actor);
  assertExportable(await repo.countCustomerReport(ctx.db, scope, filter));
  const sort = sortOf(query, CUSTOMER_DEFAULT_SORT);
  const batches = offsetBatches(async (page) => (await repo.listCustomerReport(ctx.db, scope, filter, sort, page)).map(customerRowToDto));
  const w = WORDS[ctx.culture];
  const yesNo = (v: boolean | null) => (v === null ? null : v ? w.yes : w.no);
  const columns: SheetColumn<ReturnType<typeof customerRowToDto>>[] = [
    { header: w.customerCode, kind: 'text', width: 14, value: (r) => r.customerCode },
    { header: w.customerName, kind: 'text', width: 30, value: (r) => r.customerName },
    { header: w.email, kind: 'text', width: 26, value: (r) => r.customerEmail },
    { header: w.country, kind: 'text', width: 8, value: (r) => r.customerCountryCode },
    { header: w.active, kind: 'text', width: 8, value: (r) => yesNo(r.customerIsActive) },
    { header: w.user, kind: 'text', width: 18, value: (r) => r.userAccountName },
    { header: w.userEmail, kind: 'text', width: 26, value: (r) => r.userEmail },
    // The instant as written (ISO 8601, UTC): unambiguous for every reader's zone.
    { header: w.lastLogin, kind: 'text', width: 22, value: (r) => r.userLastLoggedOn },
    { header: w.deleted, kind: 'text', width: 8, value: (r) => yesNo(r.userDeleted) },
    { header: w.salesman, kind: 'text', width: 20, value: (r) => r.salesmanName },
  ];
  return toFile(query.format, 'customer-report', await distributorDay(ctx.db), {
    sheetName: w.customerSheet,
    columns,
    batches,
    culture: ctx.culture,
  });
}

export async function exportProductImageReport(
  ctx: SignedInContext,
  query: ProductImageReportExportQuery,
  filter: ProductImageReportFilter,
) {
  const count = await repo.countProducts(ctx.db, filter);
  assertExportable(count);
  const sort = sortOf(query, IMAGE_DEFAULT_SORT);
  const batches = offsetBatches(async (page) => withImages(ctx, await repo.listProductImageReport(ctx.db, filter, sort, page), count));
  const w = WORDS[ctx.culture];
  const columns: SheetColumn<Awaited<ReturnType<typeof withImages>>[number]>[] = [
    { header: w.productCode, kind: 'text', width: 18, value: (r) => r.productCode },
    { header: w.productName, kind: 'text', width: 36, value: (r) => r.productName },
    { header: w.imageCount, kind: 'integer', value: (r) => r.imageCount },
    {
      header: w.images,
      kind: 'text',
      width: 60,
      value: (r) =>
        r.images
          .filter((i) => !i.isGenerated)
          .map((i) => i.url)
          .join(' '),
    },
  ];
  return toFile(query.format, 'product-image-report', await distributorDay(ctx.db), {
    sheetName: w.imageSheet,
    columns,
    batches,
    culture: ctx.culture,
  });
}
