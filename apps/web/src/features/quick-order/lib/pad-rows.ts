import {
  type CartLinesBody,
  type PadLine,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_QUANTITY,
  type QuickOrderLineInput,
  type QuickOrderResolvedLine,
  type QuickOrderStatus,
} from '@dealerport/contract';
import { centsToDecimal, toCents } from '../../../lib/money';

/**
 * The quick-order pad's rows and the rules on them, kept free of React so they can be tested alone:
 * which rows go to the server, how answers land on rows typed over meanwhile, rows of the same product
 * summed into one, and the summary bar's figures.
 */

/** Where a row stands: `pending` waits for the typing to pause, `resolving` is asked, `error` the ask failed. */
export type RowState = 'idle' | 'pending' | 'resolving' | 'error';

export interface PadRow {
  id: string;
  text: string;
  /** null: the product's minimum order quantity. */
  quantity: number | null;
  /** The candidate the dealer picked for an ambiguous text. */
  productId: number | null;
  /** How many typed lines this row holds (rows of the same product are summed into one). */
  merged: number;
  /** Bumped by every edit: an answer asked for an older revision is dropped. */
  rev: number;
  state: RowState;
  /** The server's last answer for this row (kept, dimmed, while the next one is asked). */
  result: QuickOrderResolvedLine | null;
  /** Why the cart refused the row on the last "Add to cart". */
  addProblem: string | null;
}

let nextId = 0;
export function newRowId(): string {
  nextId += 1;
  return `r${nextId}`;
}

export function emptyRow(): PadRow {
  return { id: newRowId(), text: '', quantity: null, productId: null, merged: 1, rev: 0, state: 'idle', result: null, addProblem: null };
}

export function rowFromLine(line: PadLine | QuickOrderLineInput): PadRow {
  return {
    ...emptyRow(),
    text: line.text.slice(0, 200),
    quantity: line.quantity ? clampQuantity(line.quantity) : null,
    productId: 'productId' in line && line.productId ? line.productId : null,
  };
}

export function clampQuantity(value: number): number {
  return Math.min(Math.max(Math.trunc(value), 1), QUICK_ORDER_MAX_QUANTITY);
}

export const hasText = (row: PadRow) => row.text.trim() !== '';

/**
 * `lines` put on the pad after its filled rows (trailing empty rows are taken up), as many as fit in the
 * pad's 1,000 lines (`reserved`: filled rows that stay elsewhere on the pad); `dropped` says how many did
 * not fit, so nothing goes missing unsaid.
 */
export function appendLines(rows: readonly PadRow[], lines: readonly (PadLine | QuickOrderLineInput)[], reserved = 0) {
  let end = rows.length;
  while (end > 0 && !hasText(rows[end - 1]!)) end -= 1;
  const kept = rows.slice(0, end);
  const room = Math.max(QUICK_ORDER_MAX_LINES - reserved - kept.filter(hasText).length, 0);
  const added = lines.slice(0, room).map(rowFromLine);
  return { rows: [...kept, ...added], added, dropped: lines.length - added.length };
}

/** The request line of a row (the text trimmed; no quantity asks for the product's minimum). */
export function toLineInput(row: PadRow): QuickOrderLineInput {
  return {
    text: row.text.trim().slice(0, 200),
    ...(row.quantity !== null ? { quantity: row.quantity } : {}),
    ...(row.productId !== null ? { productId: row.productId } : {}),
  };
}

export function chunks<T>(items: readonly T[], size = QUICK_ORDER_MAX_LINES): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The product a row settled on, when its answer names one the cart could take (now or with another quantity). */
function settledProductId(row: PadRow): number | null {
  if (row.state !== 'idle' || !row.result?.product) return null;
  return row.result.status === 'found' || row.result.status === 'notOrderable' ? row.result.product.id : null;
}

/**
 * Rows that settled on the same product become one: the first keeps its place and text and takes the sum
 * of the quantities (each row's asked quantity, or the minimum the server put in), the others go. The
 * merged rows are returned to be asked again, since the sum may break the product's maximum or stock.
 */
export function mergeSameProduct(rows: readonly PadRow[]): { rows: PadRow[]; changed: string[] } {
  const first = new Map<number, number>();
  const out: PadRow[] = [];
  const changed = new Set<string>();
  for (const row of rows) {
    const productId = settledProductId(row);
    const at = productId === null ? undefined : first.get(productId);
    if (productId === null || at === undefined) {
      if (productId !== null) first.set(productId, out.length);
      out.push(row);
      continue;
    }
    const keeper = out[at]!;
    out[at] = {
      ...keeper,
      quantity: clampQuantity((keeper.quantity ?? keeper.result?.quantity ?? 1) + (row.quantity ?? row.result?.quantity ?? 1)),
      merged: keeper.merged + row.merged,
      rev: keeper.rev + 1,
      state: 'pending',
    };
    changed.add(keeper.id);
  }
  return { rows: out, changed: [...changed] };
}

/** The rows "Add to cart" sends: settled on a found product; one line per product (merged rows are). */
export function cartLines(rows: readonly PadRow[]): { rows: PadRow[]; body: CartLinesBody['lines'] } {
  const sent = rows.filter((r) => r.state === 'idle' && r.result?.status === 'found' && r.result.product);
  return { rows: sent, body: sent.map((r) => ({ productId: r.result!.product!.id, quantity: r.result!.quantity })) };
}

export interface PadSummary {
  counts: Record<QuickOrderStatus, number>;
  /** Rows with text that are waiting for their answer. */
  checking: number;
  /** The found rows' total without VAT, per currency (a customer orders in one, but the pad does not assume it). */
  totals: { currency: string; amount: string }[];
  /** Found rows whose price is not shown (not in the total). */
  unpriced: number;
}

export function summarize(rows: readonly PadRow[]): PadSummary {
  const counts: Record<QuickOrderStatus, number> = { found: 0, ambiguous: 0, notFound: 0, notOrderable: 0 };
  const sums = new Map<string, bigint>();
  let checking = 0;
  let unpriced = 0;
  for (const row of rows) {
    // a row whose ask failed is not being checked: the pad's error says so and offers to ask again
    if (!hasText(row) || row.state === 'error') continue;
    if (row.state !== 'idle' || !row.result) {
      checking += 1;
      continue;
    }
    counts[row.result.status] += 1;
    const product = row.result.product;
    if (row.result.status !== 'found' || !product) continue;
    const cents = product.price === null ? null : toCents(product.price);
    if (cents === null) {
      unpriced += 1;
      continue;
    }
    sums.set(product.currency, (sums.get(product.currency) ?? 0n) + cents * BigInt(row.result.quantity));
  }
  const totals = [...sums].map(([currency, cents]) => ({ currency, amount: centsToDecimal(cents) }));
  return { counts, checking, totals, unpriced };
}

/** A unit price times the quantity, exactly ("85.50" x 4 -> "342.00"); null without a price. */
export function lineTotal(price: string | null, quantity: number): string | null {
  const cents = price === null ? null : toCents(price);
  return cents === null ? null : centsToDecimal(cents * BigInt(quantity));
}

// ----- kept in the tab: a reload or a trip to the cart loses nothing -----

/** What is kept of a row: what the dealer typed or picked; the answers are asked again (prices and stock move). */
interface StoredRow {
  text: string;
  quantity: number | null;
  productId: number | null;
  merged: number;
}

const STORAGE_VERSION = 1;

/** One pad per user and acting customer: a salesman's pad for one customer never shows for another. */
export function storageKey(userId: string, customerId: string): string {
  return `dealerport.quickOrder.v${STORAGE_VERSION}.${userId}.${customerId}`;
}

export function loadRows(storage: Storage | undefined, key: string): PadRow[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((r): r is StoredRow => typeof r === 'object' && r !== null && typeof (r as StoredRow).text === 'string')
      .slice(0, QUICK_ORDER_MAX_LINES)
      .map((r) => ({
        ...emptyRow(),
        text: r.text.slice(0, 200),
        quantity: typeof r.quantity === 'number' && r.quantity > 0 ? clampQuantity(r.quantity) : null,
        productId: typeof r.productId === 'number' && r.productId > 0 ? r.productId : null,
        merged: typeof r.merged === 'number' && r.merged > 1 ? Math.trunc(r.merged) : 1,
      }));
  } catch {
    return [];
  }
}

export function saveRows(storage: Storage | undefined, key: string, rows: readonly PadRow[]): void {
  const kept: StoredRow[] = rows
    .filter(hasText)
    .map((r) => ({ text: r.text, quantity: r.quantity, productId: r.productId, merged: r.merged }));
  try {
    if (kept.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(kept));
  } catch {
    // storage full or unavailable (private mode): the pad still works, it is only not kept
  }
}
