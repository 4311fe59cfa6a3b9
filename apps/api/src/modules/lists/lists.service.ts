import {
  type CartBatchResult,
  type CreateListBody,
  LIST_MAX_LINES,
  type ListDetail,
  type ListImportResult,
  type ListLineInput,
  type ListSummary,
  type ListToCartBody,
  QUICK_ORDER_MAX_QUANTITY,
  type QuickOrderFile,
  type QuickOrderProduct,
  type ReplaceListLinesBody,
} from '@dealerport/contract';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { FileDownload } from '../../lib/file-download';
import { fileOf, type MultipartInput } from '../../lib/multipart';
import type { CustomerContext } from '../../plugins/context';
import { addProductsToCart, getCart, padProducts, readQuickOrderSheet, resolveQuickOrder } from '../baskets';
import { orderLinesToReorder } from '../orders';
import { listNameKey } from './list-name';
import { LIST_SHEET_TYPE, writeListSheet } from './list-sheet';
import * as repo from './lists.repository';

/**
 * Order lists (our extension, ADR 0063): named lists of products and quantities per customer, shared by
 * everyone acting for it. Every statement names the acting customer, so another customer's list is 404
 * like a list that does not exist. Products are answered as the customer sees them today (the quick-order
 * pad's product: price, stock); one it may no longer see stays on the list as `product: null`, and
 * nothing of it (name, price) leaves the server. Into the cart through the cart's own batched add, at
 * today's prices and rules.
 */

/** A line's quantity never grows past what the contract takes for one (lists.schemas.ts). */
const MAX_QUANTITY = QUICK_ORDER_MAX_QUANTITY;

type Products = Map<number, QuickOrderProduct>;

export async function listLists(ctx: CustomerContext): Promise<ListSummary[]> {
  return (await repo.listSummaries(ctx.db, ctx.customer.id)).map(toSummary);
}

export async function getList(ctx: CustomerContext, listId: string): Promise<ListDetail> {
  return detailOf(ctx, listId);
}

/**
 * A new list: empty, the given lines, the cart's lines or a past order's (not cancelled). Products the
 * customer may not see are left out silently (the cart and the order are its own; a given line names a
 * product the caller already knew); a product given twice is one line with the sum.
 */
export async function createList(ctx: CustomerContext, body: CreateListBody): Promise<ListDetail> {
  let source: ListLineInput[] = body.lines ?? [];
  if (body.fromCart) source = (await getCart(ctx)).cartDetails.map((l) => ({ productId: l.productId, quantity: l.quantity }));
  if (body.fromOrder !== undefined) source = await orderLinesToReorder(ctx, body.fromOrder);
  const summed = sumByProduct(source);
  const products = await visibleOf(
    ctx,
    summed.map((l) => l.productId),
  );
  const lines = summed.filter((l) => products.has(l.productId));
  if (lines.length > LIST_MAX_LINES) throw new AppError('LIST_TOO_LONG', { max: LIST_MAX_LINES });
  const listId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertNamed(trx, ctx, body.name);
    await repo.upsertLines(
      trx,
      id,
      lines.map((l, i) => ({ ...l, sortOrder: i })),
      { mode: 'set', maxQuantity: MAX_QUANTITY },
    );
    return id;
  });
  return detailOf(ctx, listId, products);
}

export async function renameList(ctx: CustomerContext, listId: string, name: string): Promise<ListDetail> {
  const renamed = await named(name, () =>
    repo.renameList(ctx.db, ctx.customer.id, listId, { name, nameKey: listNameKey(name), userId: ctx.actor.userId }),
  );
  if (!renamed) throw notFound();
  return detailOf(ctx, listId);
}

export async function deleteList(ctx: CustomerContext, listId: string): Promise<void> {
  if (!(await repo.deleteList(ctx.db, ctx.customer.id, listId))) throw notFound();
}

/** A copy under a new name: every line (a hidden product's too), in its order. */
export async function copyList(ctx: CustomerContext, listId: string, name: string): Promise<ListDetail> {
  const copyId = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockList(trx, ctx.customer.id, listId))) throw notFound();
    const id = await insertNamed(trx, ctx, name);
    await repo.copyLines(trx, listId, id);
    return id;
  });
  return detailOf(ctx, copyId);
}

/**
 * The list as the dealer arranged it: the given order and quantities, a product left out removed, one
 * given twice summed. A product new to the list must be one the customer may see (404 otherwise); one the
 * list holds already may stay although hidden now, so a list with an unavailable line can still be
 * rearranged. Lines kept keep their ids.
 */
export async function replaceListLines(ctx: CustomerContext, listId: string, body: ReplaceListLinesBody): Promise<ListDetail> {
  const existing = await repo.linesOfCustomerList(ctx.db, ctx.customer.id, listId);
  if (!existing) throw notFound();
  const held = new Set(existing.map((l) => l.product_id));
  const lines = sumByProduct(body.lines);
  const products = await requireVisible(
    ctx,
    lines.map((l) => l.productId).filter((id) => !held.has(id)),
  );
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockList(trx, ctx.customer.id, listId))) throw notFound();
    await repo.deleteLinesExcept(
      trx,
      listId,
      lines.map((l) => l.productId),
    );
    await repo.upsertLines(
      trx,
      listId,
      lines.map((l, i) => ({ ...l, sortOrder: i })),
      { mode: 'set', maxQuantity: MAX_QUANTITY },
    );
    await repo.touchList(trx, listId, ctx.actor.userId);
  });
  return detailOf(ctx, listId, products);
}

/** "Add to list": the quantity on top of the product's line, or a new line at the end. */
export async function addListLine(ctx: CustomerContext, listId: string, line: ListLineInput): Promise<ListDetail> {
  if (!(await repo.hasList(ctx.db, ctx.customer.id, listId))) throw notFound();
  const products = await requireVisible(ctx, [line.productId]);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockList(trx, ctx.customer.id, listId))) throw notFound();
    await addOnTop(trx, listId, [line]);
    await repo.touchList(trx, listId, ctx.actor.userId);
  });
  return detailOf(ctx, listId, products);
}

/**
 * Every line, or the chosen ones, into the cart: each quantity on top of the cart's, through every check
 * of the cart's add; the answer says per product whether it went in or why not (a hidden product is "not
 * found", named by nothing). A line id the list does not have is 404 and nothing is added.
 */
export async function addListToCart(ctx: CustomerContext, listId: string, body: ListToCartBody): Promise<CartBatchResult> {
  const lines = await repo.linesOfCustomerList(ctx.db, ctx.customer.id, listId);
  if (!lines) throw notFound();
  let chosen = lines;
  if (body.lineIds) {
    const wanted = new Set(body.lineIds);
    chosen = lines.filter((l) => wanted.has(l.id));
    if (chosen.length !== wanted.size) throw notFound();
  }
  return addProductsToCart(
    ctx,
    chosen.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
  );
}

/** The list as xlsx: the lines the customer may see (code, name, quantity), headed in the caller's language. */
export async function exportList(ctx: CustomerContext, listId: string): Promise<FileDownload> {
  const list = await detailOf(ctx, listId);
  const rows = list.lines.flatMap((l) => (l.product ? [{ code: l.product.code, name: l.product.name, quantity: l.quantity }] : []));
  return {
    fileName: `${fileNameOf(list.name)}.xlsx`,
    contentType: LIST_SHEET_TYPE,
    content: await writeListSheet(list.name, rows, ctx.culture),
  };
}

/**
 * An uploaded csv/xlsx onto the list: its rows are resolved as the quick-order pad resolves them (code,
 * EAN, search; the customer's visibility); a row finding one product goes onto the list, its quantity (else
 * the product's minimum) on top of the product's line; a row finding none or several is answered with its
 * row number and text. Refused whole when the list would pass its line limit.
 */
export async function importList(
  ctx: CustomerContext,
  listId: string,
  input: MultipartInput<Record<string, never>>,
): Promise<ListImportResult> {
  if (!(await repo.hasList(ctx.db, ctx.customer.id, listId))) throw notFound();
  const file = fileOf(input, 'file');
  if (!file) throw new AppError('FILE_REQUIRED', { field: 'file' });
  const sheet = await readQuickOrderSheet(file.buffer);
  const resolved = sheet.lines.length > 0 ? (await resolveQuickOrder(ctx, { lines: sheet.lines })).lines : [];
  const products: Products = new Map();
  const found: ListLineInput[] = [];
  const notFoundRows: ListImportResult['notFound'] = [];
  for (const line of resolved) {
    if ((line.status === 'found' || line.status === 'notOrderable') && line.product) {
      products.set(line.product.id, line.product);
      found.push({ productId: line.product.id, quantity: line.quantity });
    } else {
      notFoundRows.push({ row: rowOf(sheet, line.line), text: line.text });
    }
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.lockList(trx, ctx.customer.id, listId))) throw notFound();
    await addOnTop(trx, listId, found);
    if (found.length > 0) await repo.touchList(trx, listId, ctx.actor.userId);
  });
  return { list: await detailOf(ctx, listId, products), added: found.length, notFound: notFoundRows };
}

// ---- helpers ----

/** The list with its lines and each product as the customer sees it; `known` saves looking up again. */
async function detailOf(ctx: CustomerContext, listId: string, known: Products = new Map()): Promise<ListDetail> {
  const summary = await repo.findSummary(ctx.db, ctx.customer.id, listId);
  if (!summary) throw notFound();
  const lines = await repo.listLines(ctx.db, listId);
  const missing = [...new Set(lines.map((l) => l.product_id))].filter((id) => !known.has(id));
  const products = missing.length > 0 ? new Map([...known, ...(await visibleOf(ctx, missing))]) : known;
  return {
    ...toSummary(summary),
    lines: lines.map((l) => ({ id: l.id, productId: l.product_id, quantity: l.quantity, product: products.get(l.product_id) ?? null })),
  };
}

function toSummary(row: repo.ListSummaryRow): ListSummary {
  return {
    id: row.id,
    name: row.name,
    lineCount: row.line_count,
    totalQuantity: row.total_quantity,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by_name,
  };
}

/** One line per product, in the order first given, quantities summed (capped like a line's). */
function sumByProduct(lines: readonly ListLineInput[]): ListLineInput[] {
  const byProduct = new Map<number, ListLineInput>();
  for (const l of lines) {
    const known = byProduct.get(l.productId);
    if (known) known.quantity = Math.min(known.quantity + l.quantity, MAX_QUANTITY);
    else byProduct.set(l.productId, { productId: l.productId, quantity: Math.min(l.quantity, MAX_QUANTITY) });
  }
  return [...byProduct.values()];
}

/** The products as the customer sees them (those it may not see are absent). */
async function visibleOf(ctx: CustomerContext, ids: readonly number[]): Promise<Products> {
  return ids.length === 0 ? new Map() : padProducts(ctx, [...new Set(ids)]);
}

/** The products as the customer sees them; one it may not see (or that does not exist) is 404. */
async function requireVisible(ctx: CustomerContext, ids: readonly number[]): Promise<Products> {
  const products = await visibleOf(ctx, ids);
  const hidden = ids.find((id) => !products.has(id));
  if (hidden !== undefined) throw notFound({ productId: hidden });
  return products;
}

/** Lines onto a locked list, quantities on top; new products at its end; refused past the line limit. */
async function addOnTop(trx: CustomerContext['db'], listId: string, lines: readonly ListLineInput[]): Promise<void> {
  const summed = sumByProduct(lines);
  if (summed.length === 0) return;
  const { quantities, nextSortOrder } = await repo.lineQuantities(trx, listId);
  const fresh = summed.filter((l) => !quantities.has(l.productId));
  if (quantities.size + fresh.length > LIST_MAX_LINES) throw new AppError('LIST_TOO_LONG', { max: LIST_MAX_LINES });
  let next = nextSortOrder;
  const freshOrder = new Map(fresh.map((l) => [l.productId, next++]));
  await repo.upsertLines(
    trx,
    listId,
    summed.map((l) => ({ ...l, sortOrder: freshOrder.get(l.productId) ?? 0 })),
    { mode: 'onTop', maxQuantity: MAX_QUANTITY },
  );
}

/** A new list of the acting customer under `name` (LIST_NAME_TAKEN when it has one so named). */
async function insertNamed(trx: CustomerContext['db'], ctx: CustomerContext, name: string): Promise<string> {
  return named(name, () =>
    repo.insertList(trx, { customerId: ctx.customer.id, name, nameKey: listNameKey(name), userId: ctx.actor.userId }),
  );
}

/** Runs a write that names a list; the unique name per customer turns into LIST_NAME_TAKEN. */
async function named<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === repo.LIST_NAME_CONSTRAINT) throw new AppError('LIST_NAME_TAKEN', { name });
    throw err;
  }
}

/** A file name from the list's name: characters file systems refuse become "-". */
function fileNameOf(name: string): string {
  return name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'list';
}

/**
 * The spreadsheet row a line was read from: the reader's own row numbers when it gives them (`rows`, one
 * per line), else counted from a header in the first row with no row left out between (a list's export).
 */
function rowOf(sheet: QuickOrderFile & { rows?: readonly number[] }, line: number): number {
  return sheet.rows?.[line] ?? line + 2;
}
