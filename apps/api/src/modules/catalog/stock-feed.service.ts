import type { Culture } from '@dealerport/contract';
import { localName } from '../../lib/local-name';
import { orderableStock, shownStock } from './orderable-stock';
import { loadPricer } from './price-book';
import { pricesOfViewer, stockText } from './pricing';
import { listStockFeedRows } from './stock-feed.repository';
import { flagsFor } from './visibility';
import { loadViewer, type ViewerContext } from './visibility.service';
import { flagSql, visibleSql } from './visibility.sql';

/** One line of a customer's stock feed: what the catalogue shows it of the product (null where it may not see it). */
export interface StockFeedItem {
  code: string;
  name: string;
  ean: string | null;
  unit: string;
  /** The stock over the active warehouses, as the catalogue answers it; null when showStock is false. */
  stock: number | null;
  /** The catalogue's stock text (pricing.ts stockText: "20+" and the like); null when showStock is false. */
  stockText: string | null;
  /** The list price and the customer's net price (after its discounts), with VAT; null when showPrice is false. */
  listPrice: string | null;
  price: string | null;
  priceWithVat: string | null;
  vatRate: string;
  currency: string;
}

/**
 * The products of a customer's stock feed (design.md §4: `showXmlStock`): those it may see (hasList,
 * active, in an active branch) whose effective showXmlStock is true (the AND over the rules of their
 * details, else the default), by code, priced and stocked exactly as the catalogue shows them to it
 * (products.service.ts toListItem: the same price list, discounts, rounding and flags).
 */
export async function listStockFeedItems(ctx: ViewerContext, culture: Culture): Promise<StockFeedItem[]> {
  const viewer = await loadViewer(ctx);
  const rows = await listStockFeedRows(ctx.db, viewer.currency, [visibleSql(viewer), flagSql(viewer, 'showXmlStock')]);
  // the stock the customer may order (orderable-stock.ts), as the catalogue shows it
  const orderable = await orderableStock(
    ctx.db,
    viewer,
    rows.map((r) => r.id),
  );
  const priced = pricesOfViewer(viewer, await loadPricer(ctx.db, viewer));
  return rows.map((row) => {
    const flags = flagsFor(viewer, row.detail_ids);
    const { offered, prices } = priced(row, flags.showPrice);
    const stock = shownStock(row, orderable);
    return {
      code: row.code,
      name: localName(row.names, culture, row.name),
      ean: row.ean,
      unit: row.unit_code,
      stock: flags.showStock ? stock : null,
      stockText: flags.showStock ? stockText(stock, culture) : null,
      listPrice: prices?.salePrice ?? null,
      price: prices?.discountedPrice ?? null,
      priceWithVat: prices?.discountedPriceWithVat ?? null,
      vatRate: row.vat_rate,
      currency: offered.currency,
    };
  });
}
