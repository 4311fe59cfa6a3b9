import type { LimitUploadResult, ListSalesmanLimitsQuery, PagedList, SalesmanLimit, SalesmanLimitLog } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { fileOf, type MultipartInput } from '../../lib/multipart';
import { offsetOf, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import { cellText, checkLimitRows, headerIndex, type LimitColumn, type LimitRow, mapHeader } from './limits-import';
import * as repo from './salesman-limits.repository';
import { readSpreadsheet } from './spreadsheet';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listSalesmanLimits(ctx: SignedInContext, query: ListSalesmanLimitsQuery): Promise<PagedList<SalesmanLimit>> {
  const { rows, total } = await repo.listLimits(
    ctx.db,
    { search: query.SearchTerm?.trim() || undefined, activeOn: query.ActiveOn },
    { limit: query.PageSize, offset: offsetOf(query) },
  );
  const items = rows.map((r) => ({
    id: r.id,
    salesmanCode: r.salesman_code,
    salesmanName: r.salesman_name,
    productCode: r.product_code,
    productName: r.product_name,
    quantity: r.quantity,
    startDate: r.start_date,
    endDate: r.end_date,
  }));
  return toPagedList(items, total, query);
}

export async function listSalesmanLimitTransactions(ctx: SignedInContext, limitId: number): Promise<SalesmanLimitLog[]> {
  if (!(await repo.limitExists(ctx.db, limitId))) throw new AppError('NOT_FOUND', { id: limitId });
  const rows = await repo.listLogs(ctx.db, limitId);
  return rows.map((r) => ({
    id: Number(r.id),
    docNo: r.doc_no,
    customerCode: r.customer_code,
    oldQuantity: r.old_quantity,
    newQuantity: r.new_quantity,
    orderDate: r.order_date ? iso(r.order_date) : null,
    salesmanLimitId: r.salesman_limit_id,
    createdBy: r.created_by,
    createdOnUtc: iso(r.created_at),
  }));
}

const CHUNK = 1000;
const chunks = <T>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));
const keyOf = (salesman: string, product: string, start: string) => `${salesman.toUpperCase()}\u0000${product.toUpperCase()}\u0000${start}`;

/**
 * Imports a limit spreadsheet all or nothing (docs/decisions/0016): the whole file is read and every row
 * checked first; any bad row refuses the file with the per-row report (LIMIT_UPLOAD_INVALID, details
 * {count, errors}). Otherwise one transaction sets each (salesman, product, start date) limit: a new one is
 * created, an existing one gets the file's quantity and end date; each created or changed limit gets a
 * log row (no document, old and new quantity, the uploader). Unchanged rows are left alone.
 */
export async function uploadSalesmanLimits(ctx: SignedInContext, input: MultipartInput<Record<string, never>>): Promise<LimitUploadResult> {
  const file = fileOf(input, 'file');
  if (!file) throw new AppError('FILE_REQUIRED', { field: 'file' });
  const { rows: sheet } = await readSpreadsheet(file.buffer);

  // Look up only the codes the file names (below its header row).
  const at = headerIndex(sheet);
  const columns = sheet[at] ? mapHeader(sheet[at]) : new Map<LimitColumn, number>();
  const codesIn = (col: LimitColumn) => {
    const i = columns.get(col);
    return i === undefined ? [] : [...new Set(sheet.slice(at + 1).map((r) => cellText(r.cells[i] ?? null).toUpperCase()))].filter(Boolean);
  };
  const [salesmen, products] = await Promise.all([
    repo.knownSalesmen(ctx.db, codesIn('salesmanCode')),
    repo.knownProducts(ctx.db, codesIn('productCode')),
  ]);
  const checked = checkLimitRows(sheet, { salesmen, products }, ctx.culture);
  if (checked.errorCount > 0) throw new AppError('LIMIT_UPLOAD_INVALID', { count: checked.errorCount, errors: checked.errors });

  const result = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockUploads(trx);
    let created = 0;
    let updated = 0;
    const logs: { limitId: number; oldQuantity: number; newQuantity: number }[] = [];
    for (const part of chunks(checked.rows)) {
      const existing = new Map(
        (await repo.lockExisting(trx, part)).map((e) => [keyOf(e.salesman_key, e.product_key, e.start_date), e] as const),
      );
      const changes: { id: number; quantity: number; endDate: string }[] = [];
      const fresh: LimitRow[] = [];
      for (const row of part) {
        const e = existing.get(keyOf(row.salesmanCode, row.productCode, row.startDate));
        if (!e) fresh.push(row);
        else if (e.quantity !== row.quantity || e.end_date !== row.endDate) {
          changes.push({ id: e.id, quantity: row.quantity, endDate: row.endDate });
          logs.push({ limitId: e.id, oldQuantity: e.quantity, newQuantity: row.quantity });
        }
      }
      await repo.updateLimits(trx, changes);
      const inserted = await repo.insertLimits(trx, fresh, ctx.actor.userId);
      for (const r of inserted) logs.push({ limitId: r.id, oldQuantity: 0, newQuantity: r.quantity });
      created += inserted.length;
      updated += changes.length;
    }
    for (const part of chunks(logs)) await repo.insertLogs(trx, part, ctx.actor.userId);
    const summary = { rows: checked.rows.length, created, updated };
    await writeAudit(trx, ctx.actor, { action: 'upload', entity: 'salesman-limit', entityId: file.filename || 'upload', after: summary });
    return summary;
  });
  return result;
}
