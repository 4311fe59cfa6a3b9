import { sql } from 'kysely';
import { add, applyDiscounts, decimal, format, mul, round, sub } from '../src/lib/money';
import type { TestApp } from './harness';
import { consumeLimitsForDocument } from './limit-ledger';

/**
 * Order factories (migration 0010): a complete placed order written straight into the tables, as the
 * place-order pipeline leaves it (transaction Completed, document, items, warehouse orders), with the
 * stock taken from the warehouses and the salesman's limits consumed under the document number. Tests
 * of the orders area use it so they do not depend on the pipeline.
 */
type Db = TestApp['db'];

export interface OrderLineSpec {
  productId: number;
  /** Unit list price (net); default the product's list price. */
  salePrice?: string;
  /** Cascading discounts in percent; the discounted unit price is rounded to the cent. */
  discountRates?: string[];
  /** Default the product's VAT rate and expense cost. */
  vatRate?: string;
  expenseCost?: string;
  /** Where the units come from; the line's quantity is their sum. */
  warehouses: Array<{ code: string; quantity: number }>;
  status?: string;
  shippedQuantity?: number;
}

export interface CreateOrderOptions {
  customerId: string;
  userId: string;
  salesmanId?: string | null;
  lines: OrderLineSpec[];
  docNumber?: string;
  status?: string;
  paymentMethodCode?: string;
  paymentMethodName?: string;
  isOnlinePayment?: boolean;
  paymentStatus?: 'NotRequired' | 'Pending' | 'Paid' | 'Failed';
  dueDays?: number;
  currency?: string;
  note?: string | null;
  createdAt?: Date | string;
  /** Take the units from `stocks` (default true). */
  takeStock?: boolean;
}

export interface CreatedOrder {
  id: string;
  docNumber: string;
  transactionId: string;
  lines: Array<{ id: number; productId: number; productCode: string; quantity: number; totalAmount: string }>;
  totals: {
    gross: string;
    discount: string;
    withoutTax: string;
    tax: string;
    expense: string;
    total: string;
  };
}

/** The line's amounts as the cart computes them (modules/catalog pricing.ts: rounded to the cent; VAT on net + expense). */
export function lineAmounts(input: { salePrice: string; discountRates: string[]; vatRate: string; expenseCost: string; quantity: number }) {
  const qty = decimal(String(input.quantity));
  const sale = round(decimal(input.salePrice), 2);
  const discounted = round(
    applyDiscounts(
      decimal(input.salePrice),
      input.discountRates.map((r) => decimal(r)),
    ),
    2,
  );
  const gross = round(mul(sale, qty), 2);
  const net = round(mul(discounted, qty), 2);
  const expense = round(mul(decimal(input.expenseCost), qty), 2);
  const tax = round(mul(add(net, expense), { units: decimal(input.vatRate).units, scale: decimal(input.vatRate).scale + 2 }), 2);
  const total = add(add(net, expense), tax);
  return {
    salePrice: format(sale),
    discountedPrice: format(discounted),
    gross: format(gross),
    discount: format(sub(gross, net)),
    net: format(net),
    expense: format(expense),
    tax: format(tax),
    total: format(total),
  };
}

let seq = 0;

export async function createOrder(db: Db, opts: CreateOrderOptions): Promise<CreatedOrder> {
  const customer = await db
    .selectFrom('customers')
    .select(['code', 'country_code', 'currency'])
    .where('id', '=', opts.customerId)
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'code',
      'name',
      'category_id',
      'unit_code',
      sql<string>`list_price::text`.as('list_price'),
      sql<string>`vat_rate::text`.as('vat_rate'),
      sql<string>`expense_cost::text`.as('expense_cost'),
    ])
    .where(
      'id',
      'in',
      opts.lines.map((l) => l.productId),
    )
    .execute();
  const productOf = (id: number) => {
    const p = products.find((x) => x.id === id);
    if (!p) throw new Error(`createOrder: no product ${id}`);
    return p;
  };
  const createdAt = opts.createdAt ? new Date(opts.createdAt) : new Date();
  const docNumber = opts.docNumber ?? `TST${String(++seq).padStart(4, '0')}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

  return db.transaction().execute(async (trx) => {
    const transaction = await trx
      .insertInto('order_transactions')
      .values({
        customer_id: opts.customerId,
        user_id: opts.userId,
        salesman_id: opts.salesmanId ?? null,
        status: 'Completed',
        request: JSON.stringify({ factory: true }),
        created_orders: JSON.stringify([{ docNumber }]),
        created_at: createdAt,
        finished_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const computed = opts.lines.map((l) => {
      const p = productOf(l.productId);
      const quantity = l.warehouses.reduce((s, w) => s + w.quantity, 0);
      const amounts = lineAmounts({
        salePrice: l.salePrice ?? p.list_price,
        discountRates: l.discountRates ?? [],
        vatRate: l.vatRate ?? p.vat_rate,
        expenseCost: l.expenseCost ?? p.expense_cost,
        quantity,
      });
      return { spec: l, product: p, quantity, amounts };
    });
    const sum = (pick: (a: ReturnType<typeof lineAmounts>) => string) =>
      format(
        computed.reduce((acc, c) => add(acc, decimal(pick(c.amounts))), decimal('0')),
        2,
      );
    const totals = {
      gross: sum((a) => a.gross),
      discount: sum((a) => a.discount),
      withoutTax: sum((a) => a.net),
      tax: sum((a) => a.tax),
      expense: sum((a) => a.expense),
      total: sum((a) => a.total),
    };

    const order = await trx
      .insertInto('orders')
      .values({
        doc_number: docNumber,
        transaction_id: transaction.id,
        customer_id: opts.customerId,
        user_id: opts.userId,
        salesman_id: opts.salesmanId ?? null,
        payment_method_code: opts.paymentMethodCode ?? 'CASH',
        payment_method_name: opts.paymentMethodName ?? 'Peşin',
        is_online_payment: opts.isOnlinePayment ?? false,
        due_days: opts.dueDays ?? 0,
        payment_status: opts.paymentStatus ?? (opts.isOnlinePayment ? 'Pending' : 'NotRequired'),
        currency: opts.currency ?? customer.currency.trim(),
        status: opts.status ?? 'Pending',
        note: opts.note ?? null,
        shipping_address_caption: 'Merkez',
        shipping_address: 'Atatürk Cad. 1, İstanbul',
        shipping_country_code: customer.country_code.trim(),
        total_gross_amount: totals.gross,
        total_discount_amount: totals.discount,
        total_amount_without_tax: totals.withoutTax,
        total_tax_amount: totals.tax,
        total_expense_amount: totals.expense,
        total_amount: totals.total,
        erp_status: 'Standalone',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const warehouseNumbers = new Map<string, number>();
    const lines: CreatedOrder['lines'] = [];
    for (const [i, c] of computed.entries()) {
      const line = await trx
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          line_no: i + 1,
          product_id: c.product.id,
          product_code: c.product.code,
          product_name: c.product.name,
          category_id: c.product.category_id,
          unit_code: c.product.unit_code,
          quantity: c.quantity,
          shipped_quantity: c.spec.shippedQuantity ?? 0,
          sale_price: c.amounts.salePrice,
          discounted_price: c.amounts.discountedPrice,
          discount_rates: c.spec.discountRates ?? [],
          vat_rate: c.spec.vatRate ?? c.product.vat_rate,
          expense_cost: c.spec.expenseCost ?? c.product.expense_cost,
          gross_amount: c.amounts.gross,
          discount_amount: c.amounts.discount,
          net_amount: c.amounts.net,
          expense_amount: c.amounts.expense,
          tax_amount: c.amounts.tax,
          total_amount: c.amounts.total,
          due_date: sql<Date>`(${createdAt.toISOString()}::timestamptz)::date + ${opts.dueDays ?? 0}::int`,
          status: c.spec.status ?? opts.status ?? 'Pending',
        })
        .returning(sql<string>`id::text`.as('id'))
        .executeTakeFirstOrThrow();
      for (const w of c.spec.warehouses) {
        if (!warehouseNumbers.has(w.code)) warehouseNumbers.set(w.code, warehouseNumbers.size + 1);
        await trx
          .insertInto('order_line_details')
          .values({
            order_line_id: line.id,
            number: `${docNumber}-${warehouseNumbers.get(w.code)}`,
            warehouse_code: w.code,
            quantity: w.quantity,
            status: c.spec.status ?? opts.status ?? 'Pending',
          })
          .execute();
        if (opts.takeStock ?? true) {
          const updated = await trx
            .updateTable('stocks')
            .set({ quantity: sql`quantity - ${w.quantity}` })
            .where('product_id', '=', c.product.id)
            .where('warehouse_code', '=', w.code)
            .where('quantity', '>=', w.quantity)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new Error(`createOrder: not enough stock of ${c.product.code} in ${w.code}`);
        }
      }
      lines.push({
        id: Number(line.id),
        productId: c.product.id,
        productCode: c.product.code,
        quantity: c.quantity,
        totalAmount: c.amounts.total,
      });
    }

    if (opts.salesmanId) {
      const salesman = await trx.selectFrom('salesmen').select('code').where('id', '=', opts.salesmanId).executeTakeFirstOrThrow();
      await consumeLimitsForDocument(trx, {
        salesmanCode: salesman.code,
        uses: computed.map((c) => ({ productCode: c.product.code, productName: c.product.name, quantity: c.quantity })),
        docNo: docNumber,
        customerCode: customer.code,
        orderDate: createdAt,
        userId: opts.userId,
      });
    }
    return { id: order.id, docNumber, transactionId: transaction.id, lines, totals };
  });
}

/** A salesman limit row (the spreadsheet upload's result) for a product over a period. */
export async function createSalesmanLimit(
  db: Db,
  opts: { salesmanCode: string; productCode: string; quantity: number; startDate?: string; endDate?: string },
) {
  const row = await db
    .insertInto('salesman_limits')
    .values({
      salesman_code: opts.salesmanCode,
      product_code: opts.productCode,
      quantity: opts.quantity,
      start_date: opts.startDate ?? '2000-01-01',
      end_date: opts.endDate ?? '2999-12-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stock of a product in a warehouse (0 when there is no row). */
export async function stockOf(db: Db, productId: number, warehouseCode: string): Promise<number> {
  const row = await db
    .selectFrom('stocks')
    .select('quantity')
    .where('product_id', '=', productId)
    .where('warehouse_code', '=', warehouseCode)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

/** The remaining quantity of a salesman limit. */
export async function limitOf(db: Db, limitId: number): Promise<number> {
  return (await db.selectFrom('salesman_limits').select('quantity').where('id', '=', limitId).executeTakeFirstOrThrow()).quantity;
}
