import type { OrderResult } from '@dealerport/contract';
import type { AuditEntry } from '../../platform/audit/audit';
import type { OutgoingMail } from '../../platform/mail/mail';
import type { sumLines } from '../catalog';
import type { WarehouseTake } from './allocation';
import type { OrderContext, SnapshotLine } from './snapshot';

/** Everything the order statement (order-pipeline.sql.ts) writes, decided in memory (order-pipeline.ts planOrder). */
export interface OrderPlan {
  transactionId: string;
  context: OrderContext;
  erp: boolean;
  smtpConfigured: boolean;
  now: Date;
  /** The distributor's calendar day of `now` (ADR 0060): the limits that apply on it, due dates from it. */
  day: string;
  documents: Array<{
    docNumber: string;
    indexes: number[];
    method: SnapshotLine['paymentMethod'];
    totals: ReturnType<typeof sumLines>;
    dueDate: string;
  }>;
  takes: readonly WarehouseTake[][];
  created: OrderResult[];
  audits: AuditEntry[];
  mail: OutgoingMail | null;
}

/** Units taken off one stock row. */
export interface StockTake {
  productId: number;
  warehouse: string;
  quantity: number;
}

/** One use of a salesman's limit: a line of a document. */
export interface LimitUse {
  productCode: string;
  productName: string;
  quantity: number;
  docNo: string;
}

/**
 * The plan as the statement's rows: arrays and JSON record sets, so its text is the same for every order
 * of a kind (ADR 0026). `ord` keeps the order rows are inserted in (items and details by document, then line).
 */
export interface OrderRows {
  stock: StockTake[];
  headers: ReturnType<typeof documentHeaders>;
  items: ReturnType<typeof documentItems>;
  details: ReturnType<typeof warehouseOrders>;
  limitUses: LimitUse[];
}

export function orderRows(plan: OrderPlan): OrderRows {
  return {
    stock: stockTakes(plan),
    headers: documentHeaders(plan),
    items: documentItems(plan),
    details: warehouseOrders(plan),
    limitUses: limitUses(plan),
  };
}

/** The units taken per stock row, in (product, warehouse) order: the order the statement locks them in. */
function stockTakes({ context, takes }: OrderPlan): StockTake[] {
  const lines = context.request.lines;
  const sums = new Map<string, StockTake>();
  takes.forEach((parts, i) => {
    for (const t of parts) {
      const k = `${lines[i]!.productId}|${t.warehouseCode}`;
      const prev = sums.get(k);
      sums.set(k, { productId: lines[i]!.productId, warehouse: t.warehouseCode, quantity: (prev?.quantity ?? 0) + t.quantity });
    }
  });
  const stock = [...sums.values()].sort((a, b) => a.productId - b.productId || (a.warehouse < b.warehouse ? -1 : 1));
  if (stock.length === 0) throw new Error('an order without stock to take');
  return stock;
}

function documentHeaders({ documents }: OrderPlan) {
  return documents.map((d) => ({
    doc_number: d.docNumber,
    payment_method_code: d.method.code,
    payment_method_name: d.method.name,
    is_online_payment: d.method.isOnlinePayment,
    due_days: d.method.dueDays,
    payment_status: d.method.isOnlinePayment ? 'Pending' : 'NotRequired',
    gross: d.totals.gross,
    discount: d.totals.discount,
    net: d.totals.net,
    vat: d.totals.vat,
    expense: d.totals.expense,
    total: d.totals.total,
  }));
}

/** The documents' items, 1..n in cart order within each document. */
function documentItems({ context, documents }: OrderPlan) {
  const lines = context.request.lines;
  return documents
    .flatMap((d) =>
      d.indexes.map((lineIndex, n) => {
        const l = lines[lineIndex]!;
        return {
          doc_number: d.docNumber,
          line_no: n + 1,
          product_id: l.productId,
          product_code: l.productCode,
          product_name: l.productName,
          category_id: l.categoryId,
          unit_code: l.unitCode,
          quantity: l.quantity,
          sale_price: l.salePrice,
          discounted_price: l.discountedPrice,
          discount_rates: l.discountRates,
          campaign: l.campaign ?? null,
          price_before_campaign: l.priceBeforeCampaign ?? null,
          vat_rate: l.vatRate,
          expense_cost: l.expenseCost,
          gross: l.gross,
          discount: l.discount,
          net: l.net,
          expense: l.expense,
          vat: l.vat,
          total: l.total,
          due_date: d.dueDate,
        };
      }),
    )
    .map((item, ord) => ({ ...item, ord }));
}

/** The warehouse orders of each item: `{doc}-{n}`, n per warehouse in the order the document first uses it. */
function warehouseOrders({ documents, takes }: OrderPlan) {
  return documents
    .flatMap((d) => {
      const warehouseNo = new Map<string, number>();
      return d.indexes.flatMap((lineIndex, n) =>
        takes[lineIndex]!.map((take) => {
          if (!warehouseNo.has(take.warehouseCode)) warehouseNo.set(take.warehouseCode, warehouseNo.size + 1);
          return {
            doc_number: d.docNumber,
            line_no: n + 1,
            number: `${d.docNumber}-${warehouseNo.get(take.warehouseCode)}`,
            warehouse_code: take.warehouseCode,
            quantity: take.quantity,
          };
        }),
      );
    })
    .map((detail, ord) => ({ ...detail, ord }));
}

/** Every line against the salesman's limits (none when no salesman ordered). */
function limitUses({ context, documents }: OrderPlan): LimitUse[] {
  const order = context.request;
  const lines = order.lines;
  return order.salesman
    ? documents.flatMap((d) =>
        d.indexes.map((i) => ({
          productCode: lines[i]!.productCode,
          productName: lines[i]!.productName,
          quantity: lines[i]!.quantity,
          docNo: d.docNumber,
        })),
      )
    : [];
}
