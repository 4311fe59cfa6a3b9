import { type Culture, type PriceListQuery, QUICK_ORDER_COLUMNS } from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import type { FileDownload } from '../../lib/file-download';
import { localName } from '../../lib/local-name';
import { type SheetColumn, SPREADSHEET_TYPES, streamXlsx } from '../../lib/spreadsheet-export';
import type { CustomerContext } from '../../plugins/context';
import { forEachSet, loadCatalogueIndex, matchVisible } from './catalogue-index';
import { loadCategoryIndex, withDescendants } from './categories.service';
import { orderableStock, shownStock } from './orderable-stock';
import { loadPricer } from './price-book';
import { listPriceListRows, type PriceListRow } from './price-list.repository';
import { pricesOfViewer, stockText } from './pricing';
import { searchHits } from './search-hits';
import { flagsFor } from './visibility';
import { loadViewer } from './visibility.service';

/**
 * The dealer's price list (our extension): what the catalogue shows it, as xlsx, with an empty quantity
 * column that the quick-order pad reads back (its code and quantity headers are the contract's
 * QUICK_ORDER_COLUMNS). The products are chosen in memory with the catalogue index (the list's own
 * visibility, category scope and search hits), in the catalogue's category order, and read, priced and
 * written in batches of BATCH: memory holds one batch, the answer starts at once, and the whole catalogue
 * is one pass over it (docs/performance.md).
 */

const BATCH = 2000;

interface Line {
  code: string;
  name: string;
  brand: string | null;
  unit: string;
  price: string | null;
  currency: string;
  vatRate: string;
  stock: string | null;
}

const WORDS: Record<
  Culture,
  {
    sheet: string;
    file: string;
    name: string;
    brand: string;
    unit: string;
    price: string;
    currency: string;
    vat: string;
    stock: string;
    onRequest: string;
  }
> = {
  tr: {
    sheet: 'Fiyat listesi',
    file: 'fiyat-listesi',
    name: 'Ürün adı',
    brand: 'Marka',
    unit: 'Birim',
    price: 'Net fiyat',
    currency: 'Para birimi',
    vat: 'KDV %',
    stock: 'Stok',
    onRequest: 'Fiyat sorunuz',
  },
  de: {
    sheet: 'Preisliste',
    file: 'preisliste',
    name: 'Bezeichnung',
    brand: 'Marke',
    unit: 'Einheit',
    price: 'Nettopreis',
    currency: 'Währung',
    vat: 'MwSt. %',
    stock: 'Bestand',
    onRequest: 'Preis auf Anfrage',
  },
  en: {
    sheet: 'Price list',
    file: 'price-list',
    name: 'Name',
    brand: 'Brand',
    unit: 'Unit',
    price: 'Net price',
    currency: 'Currency',
    vat: 'VAT %',
    stock: 'Stock',
    onRequest: 'Price on request',
  },
};

export async function downloadPriceList(ctx: CustomerContext, query: PriceListQuery): Promise<FileDownload> {
  const [viewer, categories, index] = await Promise.all([loadViewer(ctx), loadCategoryIndex(ctx.db), loadCatalogueIndex(ctx.db)]);
  if (query.categoryId !== undefined && !categories.byId.has(query.categoryId)) throw notFound({ categoryId: query.categoryId });
  const text = query.searchText?.trim() ?? '';
  const hits = text ? await searchHits(ctx.db, index, text) : null;
  const scope = query.categoryId !== undefined ? withDescendants(categories, query.categoryId) : undefined;
  const matches = matchVisible(index, viewer, scope, undefined, hits ? [hits.all] : []);
  const ids: number[] = [];
  forEachSet(matches.bits, (pos) => ids.push(index.ids[pos]!), matches.from, matches.to);

  const culture = ctx.culture;
  const w = WORDS[culture];
  const priced = pricesOfViewer(viewer, await loadPricer(ctx.db, viewer));
  const toLine = (row: PriceListRow, orderable: Map<number, number> | null): Line => {
    const flags = flagsFor(viewer, row.detail_ids);
    const { offered, prices } = priced(row, flags.showPrice);
    return {
      code: row.code,
      name: localName(row.names, culture, row.name),
      brand: row.brand,
      unit: row.unit_code,
      price: prices?.discountedPrice ?? null,
      currency: offered.currency,
      vatRate: row.vat_rate,
      stock: flags.showStock ? stockText(shownStock(row, orderable), culture) : null,
    };
  };
  const batches = async function* () {
    for (let at = 0; at < ids.length; at += BATCH) {
      const chunk = ids.slice(at, at + BATCH);
      const [rows, orderable] = await Promise.all([
        listPriceListRows(ctx.db, viewer.currency, chunk),
        orderableStock(ctx.db, viewer, chunk),
      ]);
      yield rows.map((r) => toLine(r, orderable));
    }
  };
  const names = QUICK_ORDER_COLUMNS[culture];
  const columns: SheetColumn<Line>[] = [
    { header: names.code, kind: 'text', width: 18, value: (l) => l.code },
    { header: w.name, kind: 'text', width: 48, value: (l) => l.name },
    { header: w.brand, kind: 'text', width: 16, value: (l) => l.brand },
    { header: w.unit, kind: 'text', width: 8, value: (l) => l.unit },
    { header: w.price, kind: 'money', value: (l) => l.price },
    { header: w.currency, kind: 'text', width: 10, value: (l) => (l.price === null ? w.onRequest : l.currency) },
    { header: w.vat, kind: 'money', width: 8, value: (l) => l.vatRate },
    { header: w.stock, kind: 'text', width: 14, value: (l) => l.stock },
    { header: names.quantity, kind: 'integer', width: 10, value: () => null },
  ];
  return {
    fileName: `${w.file}-${ctx.customer.code}.xlsx`,
    contentType: SPREADSHEET_TYPES.xlsx,
    content: streamXlsx({ sheetName: w.sheet, culture, columns, batches: batches() }),
  };
}
