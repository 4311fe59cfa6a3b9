import {
  type CartBatchResult,
  type CartLinesBody,
  errorMessage,
  QUICK_ORDER_MAX_CANDIDATES,
  QUICK_ORDER_MAX_SUGGESTIONS,
  type QuickOrderFile,
  type QuickOrderResolution,
  type QuickOrderResolveBody,
  type QuickOrderResolvedLine,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { FileDownload } from '../../lib/file-download';
import { fileOf, type MultipartInput } from '../../lib/multipart';
import type { CustomerContext } from '../../plugins/context';
import { lookupProducts } from '../catalog';
import { addProductsToCart, checkProductsForCart } from './baskets.service';
import { padProducts } from './pad-products';
import { quickOrderTemplate, readQuickOrderSheet } from './quick-order-sheet';

/**
 * The quick-order pad (our extension). Resolving reads only: each line's text is looked up among the
 * products the acting customer may see (catalog lookupProducts: code, barcode, search), the products are
 * described with its prices and stock, and the cart's own checks (in their `check` mode, on top of what
 * the cart holds) say which could not go in and why. Lines that name the same product are checked on
 * their sum, as the add will put them in. Adding is the cart's batched add.
 */
export async function resolveQuickOrder(ctx: CustomerContext, body: QuickOrderResolveBody): Promise<QuickOrderResolution> {
  const lookups = await lookupProducts(
    ctx,
    body.lines.map((l) => l.text),
    { limit: QUICK_ORDER_MAX_CANDIDATES, suggestions: QUICK_ORDER_MAX_SUGGESTIONS },
  );
  // The product each line names: the one picked (it must be visible: padProducts drops it otherwise), or the only one found.
  const chosen = body.lines.map((l, i) => l.productId ?? (lookups[i]!.total === 1 ? lookups[i]!.ids[0]! : null));
  const described = new Set<number>();
  body.lines.forEach((_, i) => {
    const c = chosen[i];
    if (c != null) described.add(c);
    else for (const id of [...lookups[i]!.ids, ...lookups[i]!.suggestions]) described.add(id);
  });
  const products = await padProducts(ctx, [...described]);

  const quantities = body.lines.map((l, i) => {
    const p = chosen[i] != null ? products.get(chosen[i]!) : undefined;
    return l.quantity ?? Math.max(1, p?.minOrderQuantity ?? 1);
  });
  const summed = new Map<number, number>();
  chosen.forEach((id, i) => {
    if (id != null && products.has(id)) summed.set(id, (summed.get(id) ?? 0) + quantities[i]!);
  });
  const checks = await checkProductsForCart(
    ctx,
    [...summed].map(([productId, quantity]) => ({ productId, quantity })),
  );

  const lines = body.lines.map((l, i): QuickOrderResolvedLine => {
    const lookup = lookups[i]!;
    const base = { line: i, text: l.text, quantity: quantities[i]!, candidates: [], candidateCount: 0, suggestions: [], problem: null };
    const id = chosen[i];
    const product = id != null ? products.get(id) : undefined;
    if (id != null && product) {
      const refusal = checks.get(id) ?? null;
      const matchedBy = l.productId !== undefined ? 'picked' : lookup.matchedBy;
      if (!refusal) return { ...base, status: 'found', matchedBy, product };
      if (refusal.status === 404) return { ...base, status: 'notFound', matchedBy: null, product: null };
      return {
        ...base,
        status: 'notOrderable',
        matchedBy,
        product,
        problem: { code: refusal.code, message: errorMessage(refusal.code, ctx.culture, refusal.details) },
      };
    }
    if (lookup.total > 1 && l.productId === undefined) {
      const candidates = lookup.ids.flatMap((c) => products.get(c) ?? []);
      return { ...base, status: 'ambiguous', matchedBy: lookup.matchedBy, product: null, candidates, candidateCount: lookup.total };
    }
    const suggestions = lookup.suggestions.flatMap((s) => {
      const p = products.get(s);
      return p ? [{ id: p.id, code: p.code, name: p.name }] : [];
    });
    return { ...base, status: 'notFound', matchedBy: null, product: null, suggestions };
  });
  return { lines };
}

/** POST quick-order: the good lines into the cart in one request (the cart's batched add). */
export function addQuickOrder(ctx: CustomerContext, body: CartLinesBody): Promise<CartBatchResult> {
  return addProductsToCart(ctx, body.lines);
}

/** POST quick-order/file: an uploaded csv/xlsx as pad lines. */
export async function readQuickOrderFile(_ctx: CustomerContext, input: MultipartInput<Record<string, never>>): Promise<QuickOrderFile> {
  const file = fileOf(input, 'file');
  if (!file) throw new AppError('FILE_REQUIRED', { field: 'file' });
  const { rows: _rows, ...sheet } = await readQuickOrderSheet(file.buffer);
  return sheet;
}

export function getQuickOrderTemplate(ctx: CustomerContext): Promise<FileDownload> {
  return quickOrderTemplate(ctx.culture);
}
