import type { QuickOrderProduct, QuickOrderResolvedLine } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import {
  appendLines,
  cartLines,
  chunks,
  emptyRow,
  lineTotal,
  loadRows,
  mergeSameProduct,
  type PadRow,
  rowFromLine,
  saveRows,
  summarize,
  toLineInput,
} from './pad-rows';

const product = (over: Partial<QuickOrderProduct> = {}): QuickOrderProduct => ({
  id: 1,
  code: 'LST-205-55',
  name: 'Winter tyre',
  unitCode: 'AD',
  imageUrl: null,
  price: '85.50',
  vatRate: '20.00',
  currency: 'EUR',
  stock: 12,
  stockText: '12',
  minOrderQuantity: 1,
  maxOrderQuantity: null,
  ...over,
});

const answer = (over: Partial<QuickOrderResolvedLine> = {}): QuickOrderResolvedLine => ({
  line: 0,
  text: 'LST-205-55',
  quantity: 1,
  status: 'found',
  matchedBy: 'code',
  product: product(),
  candidates: [],
  candidateCount: 1,
  suggestions: [],
  problem: null,
  ...over,
});

const settled = (text: string, result: QuickOrderResolvedLine, quantity: number | null = result.quantity): PadRow => ({
  ...rowFromLine({ text }),
  quantity,
  result,
});

describe('pad rows', () => {
  it('appends lines after the filled rows, taking up trailing empty rows, up to 1,000', () => {
    const rows = [rowFromLine({ text: 'A' }), emptyRow(), emptyRow()];
    const { rows: next, added, dropped } = appendLines(rows, [{ text: 'B', quantity: 2 }, { text: 'C' }]);
    expect(next.map((r) => [r.text, r.quantity])).toEqual([
      ['A', null],
      ['B', 2],
      ['C', null],
    ]);
    expect([added.length, dropped]).toEqual([2, 0]);

    const many = Array.from({ length: 1005 }, (_, i) => ({ text: `P${i}` }));
    const full = appendLines(rows, many);
    expect(full.rows).toHaveLength(1000);
    expect(full.dropped).toBe(6);
    // rows kept elsewhere on the pad count too
    expect(appendLines([], many, 998).added).toHaveLength(2);
  });

  it('sends the trimmed text, the quantity when given and a picked product', () => {
    expect(toLineInput({ ...rowFromLine({ text: '  X-1 ' }) })).toEqual({ text: 'X-1' });
    expect(toLineInput({ ...rowFromLine({ text: 'X-1', quantity: 3 }), productId: 9 })).toEqual({ text: 'X-1', quantity: 3, productId: 9 });
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('sums rows of the same product into the first, to be asked again', () => {
    const a = settled('LST-205-55', answer({ quantity: 2 }), 2);
    const b = settled('8690000000001', answer({ quantity: 4, matchedBy: 'ean' }), null);
    const other = settled('AKU-74', answer({ product: product({ id: 2, code: 'AKU-74' }) }));
    const { rows, changed } = mergeSameProduct([a, other, b]);
    expect(rows.map((r) => r.text)).toEqual(['LST-205-55', 'AKU-74']);
    expect(rows[0]).toMatchObject({ quantity: 6, merged: 2, state: 'pending', rev: a.rev + 1 });
    expect(changed).toEqual([a.id]);
    // rows still waiting for their answer, or without a product, are never merged
    const waiting = { ...b, state: 'resolving' as const };
    expect(mergeSameProduct([a, waiting]).changed).toEqual([]);
    const ambiguous = settled('205 55 16', answer({ status: 'ambiguous', product: null }));
    expect(mergeSameProduct([ambiguous, { ...ambiguous, id: 'x' }]).rows).toHaveLength(2);
  });

  it('adds only found rows, with their product and quantity', () => {
    const found = settled('A', answer({ quantity: 4 }));
    const notOrderable = settled('B', answer({ status: 'notOrderable', product: product({ id: 2 }) }));
    const pending = { ...settled('C', answer({ product: product({ id: 3 }) })), state: 'pending' as const };
    expect(cartLines([found, notOrderable, pending]).body).toEqual([{ productId: 1, quantity: 4 }]);
  });

  it('counts the states and totals the found rows exactly, per currency', () => {
    const rows = [
      settled('A', answer({ quantity: 4 })),
      settled('B', answer({ quantity: 3, product: product({ id: 2, price: '0.10' }) })),
      settled('C', answer({ product: product({ id: 3, price: null }) })),
      settled('D', answer({ status: 'notFound', product: null })),
      { ...rowFromLine({ text: 'E' }), state: 'pending' as const },
      emptyRow(),
    ];
    const summary = summarize(rows);
    expect(summary.counts).toEqual({ found: 3, ambiguous: 0, notFound: 1, notOrderable: 0 });
    expect(summary.checking).toBe(1);
    expect(summary.unpriced).toBe(1);
    // 4 x 85.50 + 3 x 0.10, no float rounding
    expect(summary.totals).toEqual([{ currency: 'EUR', amount: '342.30' }]);
    expect(lineTotal('85.50', 4)).toBe('342.00');
    expect(lineTotal(null, 4)).toBeNull();
  });

  it('keeps what was typed in the tab and reads it back, ignoring what it cannot read', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    const rows = [{ ...rowFromLine({ text: 'A', quantity: 2 }), merged: 2, productId: 5 }, emptyRow()];
    saveRows(storage, 'k', rows);
    expect(loadRows(storage, 'k').map((r) => [r.text, r.quantity, r.productId, r.merged, r.state])).toEqual([['A', 2, 5, 2, 'idle']]);
    saveRows(storage, 'k', [emptyRow()]);
    expect(store.has('k')).toBe(false);
    store.set('k', '{"not":"rows"}');
    expect(loadRows(storage, 'k')).toEqual([]);
    store.set('k', 'not json');
    expect(loadRows(storage, 'k')).toEqual([]);
  });
});
