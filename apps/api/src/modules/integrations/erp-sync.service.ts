import {
  type CustomerSyncRow,
  type FinanceTransactionSyncRow,
  normalizeCulture,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  type OrderUpdateSyncRow,
  type SalesmanSyncRow,
} from '@dealerport/contract';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { add, decimal, format, mul, round, sub } from '../../lib/money';
import { queueMails } from '../../platform/mail/mail';
import { priceLine, sumLines } from '../catalog';
import { composeMails, isMailDeliveryConfigured, type MailRequest } from '../emails';
import * as repo from './erp-sync.repository';
import { findWarehouses, type Status } from './sync.repository';
import { type CheckedRow, dropDuplicates, type RowErrors } from './sync-rows';

/**
 * The customers, salesmen, ledger and order-update syncs (ADR 0035 addendum, docs/integrations.md): the
 * same shape as the catalogue's (sync.service): codes resolved and every row checked before any write,
 * the rows classified, only the changed ones written, set-based.
 */

export interface HandlerEnv {
  config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL' | 'DATA_DIR'>;
  /** Work for after the batch's commit (removing the bytes of documents it deleted). */
  afterCommit: (work: () => Promise<void>) => void;
  /** Work for when the batch does not commit (removing bytes it wrote). */
  onRollback: (work: () => Promise<void>) => void;
}
type Statuses = Status[];
export type Handler<T> = (db: Db, rows: CheckedRow<T>[], errors: RowErrors, env: HandlerEnv) => Promise<Statuses | null>;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

// ---- customers ----

export const syncCustomers: Handler<CustomerSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.code, 'code', errors);
  const countries = await repo.knownCountries(db, [
    ...new Set(rows.flatMap((r) => [r.value.countryCode, ...(r.value.addresses ?? []).map((a) => a.countryCode)])),
  ]);
  const salesmen = new Map(
    (await repo.findSalesmen(db, [...new Set(rows.flatMap((r) => r.value.salesmanCodes ?? []))])).map((s) => [s.code, s.id] as const),
  );
  for (const { value: v, rowNo } of rows) {
    if (!countries.has(v.countryCode)) errors.add(rowNo, 'countryCode', 'UNKNOWN_COUNTRY', { code: v.countryCode });
    v.addresses?.forEach((a, i) => {
      if (!countries.has(a.countryCode)) errors.add(rowNo, `addresses.${i}.countryCode`, 'UNKNOWN_COUNTRY', { code: a.countryCode });
    });
    for (const code of v.salesmanCodes ?? []) if (!salesmen.has(code)) errors.add(rowNo, 'salesmanCodes', 'UNKNOWN_SALESMAN', { code });
  }
  if (errors.count > 0) return null;

  const values: repo.CustomerValues[] = rows.map(({ value: v }) => ({
    code: v.code,
    name: v.name,
    title: v.title,
    email: v.email,
    phone_number: v.phoneNumber,
    representative_person: v.representativePerson,
    tax_number: v.taxNumber,
    tax_office: v.taxOffice,
    address: v.address,
    city: v.city,
    country_code: v.countryCode,
    currency: v.currency,
    language: v.language,
    is_export_registered: v.exportRegistered,
    is_active: v.active,
    price_group: v.priceGroup ?? null,
    price_group_sent: v.priceGroup !== undefined,
  }));
  const classes = await repo.classifyCustomers(db, values);
  const existingIds = classes.flatMap((c) => (c.id ? [c.id] : []));
  const [addresses, assignments] = await Promise.all([
    repo.listAddresses(db, existingIds),
    repo.listAssignments(db, { customerIds: existingIds }),
  ]);
  // A default address the dealer chose among its own (portal) addresses stays unless the ERP flags one.
  const portalDefault = new Set(addresses.filter((a) => a.origin === 'portal' && a.is_default).map((a) => a.customer_id));
  const wantedAddresses = (v: CustomerSyncRow, customerId: string): repo.AddressRow[] => {
    const list = v.addresses ?? [];
    const anyDefault = list.some((a) => a.isDefault) || portalDefault.has(customerId);
    return list.map((a, i) => ({
      customer_id: customerId,
      code: a.code,
      caption: a.caption,
      title: a.title,
      responsible: a.responsible,
      address: a.address,
      city: a.city,
      post_code: a.postCode,
      country_code: a.countryCode,
      // A customer needs a default address at checkout: without one flagged, the first.
      is_default: anyDefault ? a.isDefault : i === 0,
    }));
  };
  const addressKey = (a: repo.AddressRow) =>
    JSON.stringify([a.code, a.caption, a.title, a.responsible, a.address, a.city, a.post_code, a.country_code, a.is_default]);
  const statuses: Statuses = rows.map(({ value: v }, i) => {
    const c = classes[i]!;
    if (!c.id) return 'created';
    if (c.differs) return 'updated';
    if (v.addresses) {
      const had = addresses.filter((a) => a.customer_id === c.id && a.origin === 'erp').map(addressKey);
      if (!sameSet(had, wantedAddresses(v, c.id).map(addressKey))) return 'updated';
    }
    if (v.salesmanCodes) {
      const had = assignments.filter((a) => a.customer_id === c.id).map((a) => a.salesman_id);
      if (
        !sameSet(
          had,
          v.salesmanCodes.map((code) => salesmen.get(code)!),
        )
      )
        return 'updated';
    }
    return 'unchanged';
  });
  const changed = rows.flatMap((r, i) => (statuses[i] === 'unchanged' ? [] : [{ row: r.value, values: values[i]! }]));
  if (changed.length === 0) return statuses;
  // Every changed row is written whole (its own columns unchanged cost one update of the same values).
  const ids = new Map(
    (
      await repo.upsertCustomers(
        db,
        changed.map((c) => c.values),
      )
    ).map((c) => [c.code, c.id] as const),
  );
  const withAddresses = changed.filter((c) => c.row.addresses);
  await repo.replaceAddresses(
    db,
    withAddresses.map((c) => ids.get(c.row.code)!),
    withAddresses.flatMap((c) => wantedAddresses(c.row, ids.get(c.row.code)!)),
  );
  const withSalesmen = changed.filter((c) => c.row.salesmanCodes);
  await repo.replaceAssignments(
    db,
    'customer_id',
    withSalesmen.map((c) => ids.get(c.row.code)!),
    withSalesmen.flatMap((c) =>
      c.row.salesmanCodes!.map((code) => ({ salesman_id: salesmen.get(code)!, customer_id: ids.get(c.row.code)! })),
    ),
  );
  return statuses;
};

// ---- salesmen ----

export const syncSalesmen: Handler<SalesmanSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.code, 'code', errors);
  const customers = new Map(
    (await repo.findCustomersWithCurrency(db, [...new Set(rows.flatMap((r) => r.value.customerCodes ?? []))])).map(
      (c) => [c.code!, c.id] as const,
    ),
  );
  for (const { value: v, rowNo } of rows) {
    for (const code of v.customerCodes ?? []) if (!customers.has(code)) errors.add(rowNo, 'customerCodes', 'UNKNOWN_CUSTOMER', { code });
  }
  if (errors.count > 0) return null;
  const values: repo.SalesmanValues[] = rows.map(({ value: v }) => ({
    code: v.code,
    name: v.name,
    email: v.email,
    phone_number: v.phoneNumber,
    is_active: v.active,
  }));
  const classes = await repo.classifySalesmen(db, values);
  const assignments = await repo.listAssignments(db, { salesmanIds: classes.flatMap((c) => (c.id ? [c.id] : [])) });
  const statuses: Statuses = rows.map(({ value: v }, i) => {
    const c = classes[i]!;
    if (!c.id) return 'created';
    if (c.differs) return 'updated';
    if (v.customerCodes) {
      const had = assignments.filter((a) => a.salesman_id === c.id).map((a) => a.customer_id);
      if (
        !sameSet(
          had,
          v.customerCodes.map((code) => customers.get(code)!),
        )
      )
        return 'updated';
    }
    return 'unchanged';
  });
  const changed = rows.flatMap((r, i) => (statuses[i] === 'unchanged' ? [] : [{ row: r.value, values: values[i]! }]));
  if (changed.length === 0) return statuses;
  const ids = new Map(
    (
      await repo.upsertSalesmen(
        db,
        changed.map((c) => c.values),
      )
    ).map((s) => [s.code, s.id] as const),
  );
  const withCustomers = changed.filter((c) => c.row.customerCodes);
  await repo.replaceAssignments(
    db,
    'salesman_id',
    withCustomers.map((c) => ids.get(c.row.code)!),
    withCustomers.flatMap((c) =>
      c.row.customerCodes!.map((code) => ({ salesman_id: ids.get(c.row.code)!, customer_id: customers.get(code)! })),
    ),
  );
  return statuses;
};

// ---- the ledger ----

export const syncFinanceTransactions: Handler<FinanceTransactionSyncRow> = async (db, checked, errors) => {
  let rows = dropDuplicates(checked, (v) => v.id, 'id', errors);
  rows = dropDuplicates(rows, (v) => `${v.customerCode}|${v.ficheNo}`, 'ficheNo', errors);
  const customers = new Map(
    (await repo.findCustomersWithCurrency(db, [...new Set(rows.map((r) => r.value.customerCode))])).map((c) => [c.code!, c] as const),
  );
  const values: repo.LedgerValues[] = [];
  const rowNos: number[] = [];
  for (const { value: v, rowNo } of rows) {
    const customer = customers.get(v.customerCode);
    if (!customer) {
      errors.add(rowNo, 'customerCode', 'UNKNOWN_CUSTOMER', { code: v.customerCode });
      continue;
    }
    // The balance is one sum over the ledger: every row in the customer's currency.
    if (!v.deleted && v.currency !== customer.currency) errors.add(rowNo, 'currency', 'CURRENCY_MISMATCH', { code: v.currency });
    rowNos.push(rowNo);
    values.push({
      erp_id: v.id,
      customer_id: customer.id,
      fiche_no: v.ficheNo,
      fiche_type: v.ficheType,
      fiche_type_id: v.ficheTypeId,
      description: v.description,
      create_date: v.date,
      due_date: v.dueDate,
      sign: v.sign,
      amount: v.amount,
      currency: v.currency,
      deleted: v.deleted,
    });
  }
  const holders = await repo.findFiches(
    db,
    values.filter((v) => !v.deleted).map((v) => ({ customer_id: v.customer_id, fiche_no: v.fiche_no })),
  );
  const holderOf = new Map<string, string | null>(holders.map((h) => [`${h.customer_id}|${h.fiche_no}`, h.erp_id]));
  values.forEach((v, i) => {
    const key = `${v.customer_id}|${v.fiche_no}`;
    if (!v.deleted && holderOf.has(key) && holderOf.get(key) !== v.erp_id) {
      errors.add(rowNos[i]!, 'ficheNo', 'FICHE_TAKEN', { code: v.fiche_no });
    }
  });
  if (errors.count > 0) return null;
  const statuses = await repo.classifyLedger(db, values);
  const changed = statuses.flatMap((s, i) => (s === 'unchanged' ? [] : [i]));
  if (changed.length > 0)
    await repo.writeLedger(
      db,
      changed,
      changed.flatMap((i) => (values[i]!.deleted ? [values[i]!.erp_id] : [])),
    );
  return statuses;
};

// ---- order updates ----

/** The OrderStatusChanged mail of an order (modules/emails), to the user who placed it, else the customer. */
function statusMailRequest(order: repo.SyncOrderRow, status: OrderStatus, publicUrl: string): MailRequest | null {
  const to = order.user_email ?? order.customer_email;
  if (!to) return null;
  // The customer's language when the ERP set one, else the language of the user who placed the order.
  const culture = normalizeCulture(order.customer_language ?? order.user_language);
  return {
    event: 'OrderStatusChanged',
    to,
    language: culture,
    vars: {
      name: (order.user_email ? order.user_name : null) ?? order.customer_name,
      customer: order.customer_name,
      doc: order.doc_number,
      status: ORDER_STATUS_NAMES[status][culture],
      link: `${publicUrl.replace(/\/$/, '')}/orders`,
    },
  };
}

/** A line's amounts at a new quantity, its unit prices kept (catalog pricing.ts's rules: rounded to the cent; VAT on net + expense). */
function repriceLine(l: Pick<repo.SyncLineRow, 'sale_price' | 'discounted_price' | 'vat_rate' | 'expense_cost'>, quantity: number) {
  const qty = decimal(String(quantity));
  const gross = mul(decimal(l.sale_price), qty);
  const net = mul(decimal(l.discounted_price), qty);
  const expense = round(mul(decimal(l.expense_cost), qty), 2);
  const vatRate = decimal(l.vat_rate);
  const vat = round(mul(add(net, expense), { units: vatRate.units, scale: vatRate.scale + 2 }), 2);
  return {
    gross: format(gross),
    discount: format(sub(gross, net)),
    net: format(net),
    expense: format(expense),
    tax: format(vat),
    total: format(add(add(net, expense), vat)),
  };
}

/**
 * Spreads a line's state over its warehouse orders: the status to each; shipped units filling each in turn.
 * A quantity lowered below what the last warehouse orders held empties them: one left with no units is
 * Cancelled (the first keeps at least one unit: an item's quantity is at least 1).
 */
function spreadOverDetails(details: repo.SyncDetailRow[], line: { quantity: number; shipped: number; status: string }) {
  const out = details.map((d) => ({ ...d }));
  // A changed quantity: more goes to the first warehouse order, less comes off the last ones.
  let diff = line.quantity - out.reduce((n, d) => n + d.quantity, 0);
  if (diff > 0 && out[0]) out[0].quantity += diff;
  for (let i = out.length - 1; diff < 0 && i >= 0; i--) {
    const take = Math.min(out[i]!.quantity - (i === 0 ? 1 : 0), -diff);
    out[i]!.quantity -= take;
    diff += take;
  }
  let shipped = line.shipped;
  for (const d of out) {
    d.shipped_quantity = Math.min(d.quantity, shipped);
    shipped -= d.shipped_quantity;
    d.status = d.quantity === 0 ? 'Cancelled' : line.status;
  }
  return out;
}

export const syncOrderUpdates: Handler<OrderUpdateSyncRow> = async (db, checked, errors, env) => {
  const rows = dropDuplicates(checked, (v) => v.docNumber, 'docNumber', errors);
  const orders = new Map(
    (
      await repo.lockOrders(
        db,
        rows.map((r) => r.value.docNumber),
      )
    ).map((o) => [o.doc_number, o] as const),
  );
  const orderIds = [...orders.values()].map((o) => o.id);
  const [lines, details] = await Promise.all([repo.listLines(db, orderIds), repo.listDetails(db, orderIds)]);
  const newCodes = rows.flatMap((r) => r.value.lines.flatMap((l) => (l.productCode ? [l.productCode] : [])));
  const products = new Map(
    (await repo.findOrderProducts(db, [...new Set(newCodes)], [...new Set([...orders.values()].map((o) => o.currency))])).map(
      (p) => [p.code, p] as const,
    ),
  );
  const warehouseCodes = [...new Set(rows.flatMap((r) => r.value.lines.flatMap((l) => (l.warehouseCode ? [l.warehouseCode] : []))))];
  const warehouses = new Set((await findWarehouses(db, warehouseCodes)).map((w) => w.code));

  const headers: repo.OrderHeaderValues[] = [];
  const lineUpdates: repo.LineValues[] = [];
  const newLines: repo.NewLineValues[] = [];
  const detailUpdates: repo.DetailValues[] = [];
  const mails: { order: repo.SyncOrderRow; status: OrderStatus }[] = [];
  const statuses: Statuses = [];

  for (const { value: v, rowNo } of rows) {
    const order = orders.get(v.docNumber);
    if (!order) {
      errors.add(rowNo, 'docNumber', 'UNKNOWN_ORDER', { code: v.docNumber });
      continue;
    }
    if (order.cancelled_at !== null) {
      errors.add(rowNo, 'docNumber', 'ORDER_CANCELLED', { code: v.docNumber });
      continue;
    }
    const own = lines.filter((l) => l.order_id === order.id);
    const ownDetails = details.filter((d) => d.order_id === order.id);
    const status = v.status ?? order.status;
    const erpBy = v.erpModifiedBy === undefined ? order.erp_modified_by : v.erpModifiedBy;
    const erpOn = v.erpModifiedOn === undefined ? order.erp_modified_on : v.erpModifiedOn && new Date(v.erpModifiedOn).toISOString();
    let changed = false;
    let nextLineNo = own.reduce((n, l) => Math.max(n, l.line_no), 0) + 1;
    let nextDetailNo = ownDetails.reduce((n, d) => Math.max(n, Number(d.number.split('-').at(-1)) || 0), 0) + 1;
    const after = new Map<string, Mutable<repo.SyncLineRow>>(own.map((l) => [l.id, { ...l }]));
    const added: repo.NewLineValues[] = [];

    v.lines.forEach((u, i) => {
      const field = `lines.${i}`;
      const byCode = u.erpLineCode === undefined ? undefined : own.find((l) => l.erp_line_code === u.erpLineCode);
      const line = u.id === undefined ? byCode : own.find((l) => l.id === String(u.id));
      if (u.id !== undefined && (!line || (byCode && byCode.id !== line.id))) {
        errors.add(rowNo, `${field}.id`, 'UNKNOWN_ORDER_LINE', { code: u.id });
        return;
      }
      if (!line) {
        // An item the ERP adds.
        const product = u.productCode ? products.get(u.productCode) : undefined;
        if (!u.productCode || u.quantity === undefined) errors.add(rowNo, field, 'NEW_LINE_INCOMPLETE');
        else if (!product) errors.add(rowNo, `${field}.productCode`, 'UNKNOWN_PRODUCT', { code: u.productCode });
        if (u.warehouseCode && !warehouses.has(u.warehouseCode)) {
          errors.add(rowNo, `${field}.warehouseCode`, 'UNKNOWN_WAREHOUSE', { code: u.warehouseCode });
        }
        const quantity = u.quantity ?? 0;
        if ((u.shippedQuantity ?? 0) > quantity) errors.add(rowNo, `${field}.shippedQuantity`, 'SHIPPED_ABOVE_ORDERED');
        if (!product || u.quantity === undefined) return;
        const listPrice = u.salePrice ?? (product.currency === order.currency ? product.list_price : product.prices?.[order.currency]);
        if (listPrice === undefined) {
          errors.add(rowNo, `${field}.salePrice`, 'REQUIRED');
          return;
        }
        const price = priceLine({
          listPrice,
          vatRate: u.vatRate ?? product.vat_rate,
          expenseCost: product.expense_cost,
          quantity,
          customerRates: u.discountRates ?? [],
          paymentMethodRate: null,
        });
        const warehouseCode = u.warehouseCode ?? ownDetails[0]?.warehouse_code;
        if (!warehouseCode) {
          errors.add(rowNo, `${field}.warehouseCode`, 'REQUIRED');
          return;
        }
        // The warehouse order of that warehouse in this document, or the next number.
        const number = ownDetails.find((d) => d.warehouse_code === warehouseCode)?.number ?? `${order.doc_number}-${nextDetailNo++}`;
        const lineStatus = u.deleted ? 'Cancelled' : (u.status ?? status);
        added.push({
          order_id: order.id,
          line_no: nextLineNo++,
          erp_line_code: u.erpLineCode!,
          product_id: product.id,
          product_code: product.code,
          product_name: product.name,
          category_id: product.category_id,
          unit_code: product.unit_code,
          quantity,
          shipped_quantity: u.shippedQuantity ?? 0,
          status: lineStatus,
          sale_price: price.salePrice,
          discounted_price: price.discountedPrice,
          discount_rates: `{${price.discountRates.join(',')}}`,
          vat_rate: u.vatRate ?? product.vat_rate,
          expense_cost: product.expense_cost,
          gross: price.gross,
          discount: price.discount,
          net: price.net,
          expense: price.expense,
          tax: price.vat,
          total: price.total,
          number,
          warehouse_code: warehouseCode,
          erp_modified_by: erpBy,
          erp_modified_on: erpOn,
        });
        return;
      }
      const next = after.get(line.id)!;
      const quantity = u.quantity ?? line.quantity;
      const shipped = u.shippedQuantity ?? line.shipped_quantity;
      if (shipped > quantity) {
        errors.add(rowNo, `${field}.shippedQuantity`, 'SHIPPED_ABOVE_ORDERED');
        return;
      }
      next.erp_line_code = u.erpLineCode ?? line.erp_line_code;
      next.shipped_quantity = shipped;
      next.is_deleted_by_erp = u.deleted;
      next.status = u.deleted ? 'Cancelled' : (u.status ?? (line.is_deleted_by_erp ? status : line.status));
      if (quantity !== line.quantity) {
        const a = repriceLine(line, quantity);
        Object.assign(next, {
          quantity,
          gross_amount: a.gross,
          discount_amount: a.discount,
          net_amount: a.net,
          expense_amount: a.expense,
          tax_amount: a.tax,
          total_amount: a.total,
        });
      }
    });
    if (errors.count > 0) continue;

    for (const l of own) {
      const n = after.get(l.id)!;
      const lineChanged =
        n.quantity !== l.quantity ||
        n.shipped_quantity !== l.shipped_quantity ||
        n.status !== l.status ||
        n.is_deleted_by_erp !== l.is_deleted_by_erp ||
        n.erp_line_code !== l.erp_line_code;
      if (!lineChanged) continue;
      changed = true;
      lineUpdates.push({
        id: l.id,
        erp_line_code: n.erp_line_code,
        quantity: n.quantity,
        shipped_quantity: n.shipped_quantity,
        status: n.status,
        is_deleted_by_erp: n.is_deleted_by_erp,
        gross: n.gross_amount,
        discount: n.discount_amount,
        net: n.net_amount,
        expense: n.expense_amount,
        tax: n.tax_amount,
        total: n.total_amount,
      });
      const spread = spreadOverDetails(
        ownDetails.filter((d) => d.order_line_id === l.id),
        { quantity: n.quantity, shipped: n.shipped_quantity, status: n.status },
      );
      for (const d of spread) detailUpdates.push({ ...d, erp_modified_by: erpBy, erp_modified_on: erpOn });
    }
    if (added.length > 0) changed = true;
    newLines.push(...added);

    // The totals are the sum of the items that still stand (catalog pricing.ts sumLines, as when the order was placed).
    const standing = [
      ...[...after.values()]
        .filter((l) => l.status !== 'Cancelled')
        .map((l) => ({ gross: l.gross_amount, net: l.net_amount, expense: l.expense_amount, vat: l.tax_amount })),
      ...added.filter((l) => l.status !== 'Cancelled').map((l) => ({ gross: l.gross, net: l.net, expense: l.expense, vat: l.tax })),
    ];
    const totals = sumLines(standing);
    const header: repo.OrderHeaderValues = {
      id: order.id,
      status,
      erp_reference: v.erpReference === undefined ? order.erp_reference : v.erpReference,
      erp_modified_by: erpBy,
      erp_modified_on: erpOn,
      gross: totals.gross,
      discount: totals.discount,
      without_tax: totals.net,
      tax: totals.vat,
      expense: totals.expense,
      total: totals.total,
    };
    const headerChanged =
      header.status !== order.status ||
      header.erp_reference !== order.erp_reference ||
      header.erp_modified_by !== order.erp_modified_by ||
      header.erp_modified_on !== order.erp_modified_on ||
      header.gross !== order.total_gross_amount ||
      header.discount !== order.total_discount_amount ||
      header.without_tax !== order.total_amount_without_tax ||
      header.tax !== order.total_tax_amount ||
      header.expense !== order.total_expense_amount ||
      header.total !== order.total_amount;
    if (headerChanged || changed) headers.push(header);
    if (header.status !== order.status) mails.push({ order, status: status as OrderStatus });
    statuses.push(headerChanged || changed ? 'updated' : 'unchanged');
  }
  if (errors.count > 0) return null;
  await repo.updateOrderHeaders(db, headers);
  await repo.updateLines(db, lineUpdates);
  await repo.insertLines(db, newLines);
  await repo.updateDetails(db, detailUpdates);
  const requests = mails
    .map((m) => statusMailRequest(m.order, m.status, env.config.PUBLIC_URL))
    .filter((m): m is MailRequest => m !== null);
  await queueMails(db, await composeMails(db, requests), { smtpConfigured: await isMailDeliveryConfigured(db, env.config) });
  return statuses;
};
