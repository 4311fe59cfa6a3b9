import type { ProductStock } from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { orderableWarehousesOf } from './orderable-stock';
import { stockText } from './pricing';
import * as repo from './products.repository';
import { flagsFor } from './visibility';
import { loadViewer } from './visibility.service';
import { visibleSql } from './visibility.sql';

/** GET /api/catalogs/products/{productId}/stocks: per warehouse it may order from, or nothing when showStock is false. */
export async function getProductStocks(ctx: CustomerContext, productId: number): Promise<ProductStock> {
  const viewer = await loadViewer(ctx);
  const [product] = await repo.findProductsByIds(ctx.db, visibleSql(viewer), [productId]);
  if (!product) throw notFound({ productId });
  if (!flagsFor(viewer, product.detail_ids).showStock) return { totalStock: null, stocks: [] };
  // only the warehouses whose stock the customer may order (orderable-stock.ts)
  const [all, orderable] = await Promise.all([repo.listWarehouseStocks(ctx.db, productId), orderableWarehousesOf(ctx.db, viewer)]);
  const rows = orderable === null ? all : all.filter((r) => orderable.includes(r.code));
  return {
    totalStock: rows.reduce((sum, r) => sum + r.quantity, 0),
    stocks: rows.map((r) => ({
      warehouseId: r.code,
      warehouseName: r.name,
      quantity: r.quantity,
      quantityText: stockText(r.quantity, ctx.culture),
      unitCode: product.unit_code,
    })),
  };
}
