import { describe, expect, it } from 'vitest';
import { allocate } from './allocation';

const stockOf = (rows: Record<number, Record<string, number>>) =>
  new Map(Object.entries(rows).map(([p, w]) => [Number(p), new Map(Object.entries(w))]));

describe('allocate (table-driven)', () => {
  const cases: Array<{
    name: string;
    lines: Array<{ productId: number; quantity: number }>;
    stock: Record<number, Record<string, number>>;
    order: string[];
    expected: ReturnType<typeof allocate>;
  }> = [
    {
      name: 'the best warehouse holding the whole line supplies it',
      lines: [{ productId: 1, quantity: 4 }],
      stock: { 1: { A: 10, B: 10 } },
      order: ['A', 'B'],
      expected: { ok: true, takes: [[{ warehouseCode: 'A', quantity: 4 }]] },
    },
    {
      name: 'a later warehouse holding the whole line beats splitting',
      lines: [{ productId: 1, quantity: 4 }],
      stock: { 1: { A: 3, B: 5 } },
      order: ['A', 'B'],
      expected: { ok: true, takes: [[{ warehouseCode: 'B', quantity: 4 }]] },
    },
    {
      name: 'split greedily in warehouse order when none holds it all',
      lines: [{ productId: 1, quantity: 7 }],
      stock: { 1: { A: 3, B: 2, C: 5 } },
      order: ['A', 'B', 'C'],
      expected: {
        ok: true,
        takes: [
          [
            { warehouseCode: 'A', quantity: 3 },
            { warehouseCode: 'B', quantity: 2 },
            { warehouseCode: 'C', quantity: 2 },
          ],
        ],
      },
    },
    {
      name: 'warehouses outside the routing are never used',
      lines: [{ productId: 1, quantity: 5 }],
      stock: { 1: { A: 2, X: 100 } },
      order: ['A'],
      expected: { ok: false, lineIndex: 0, productId: 1, requested: 5, available: 2 },
    },
    {
      name: 'negative stock counts as none',
      lines: [{ productId: 1, quantity: 2 }],
      stock: { 1: { A: -4, B: 2 } },
      order: ['A', 'B'],
      expected: { ok: true, takes: [[{ warehouseCode: 'B', quantity: 2 }]] },
    },
    {
      name: 'stock taken by one line is gone for the next line of the same product',
      lines: [
        { productId: 1, quantity: 3 },
        { productId: 1, quantity: 3 },
      ],
      stock: { 1: { A: 4, B: 2 } },
      order: ['A', 'B'],
      expected: {
        ok: true,
        takes: [
          [{ warehouseCode: 'A', quantity: 3 }],
          [
            { warehouseCode: 'A', quantity: 1 },
            { warehouseCode: 'B', quantity: 2 },
          ],
        ],
      },
    },
    {
      name: 'several products each on their own',
      lines: [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 5 },
      ],
      stock: { 1: { B: 1 }, 2: { A: 5 } },
      order: ['A', 'B'],
      expected: { ok: true, takes: [[{ warehouseCode: 'B', quantity: 1 }], [{ warehouseCode: 'A', quantity: 5 }]] },
    },
    {
      name: 'a product without stock rows fails with what is available',
      lines: [
        { productId: 1, quantity: 1 },
        { productId: 9, quantity: 1 },
      ],
      stock: { 1: { A: 1 } },
      order: ['A'],
      expected: { ok: false, lineIndex: 1, productId: 9, requested: 1, available: 0 },
    },
    {
      name: 'exactly the last units',
      lines: [{ productId: 1, quantity: 10 }],
      stock: { 1: { A: 6, B: 4 } },
      order: ['B', 'A'],
      expected: {
        ok: true,
        takes: [
          [
            { warehouseCode: 'B', quantity: 4 },
            { warehouseCode: 'A', quantity: 6 },
          ],
        ],
      },
    },
    {
      name: 'nothing eligible: no warehouse serves the delivery',
      lines: [{ productId: 1, quantity: 1 }],
      stock: { 1: { A: 10 } },
      order: [],
      expected: { ok: false, lineIndex: 0, productId: 1, requested: 1, available: 0 },
    },
    {
      name: 'nothing eligible: every serving warehouse is empty',
      lines: [{ productId: 1, quantity: 1 }],
      stock: { 1: { A: 0, B: -2, X: 50 } },
      order: ['A', 'B'],
      expected: { ok: false, lineIndex: 0, productId: 1, requested: 1, available: 0 },
    },
    {
      name: 'an exact fit in the best warehouse takes it all from there',
      lines: [{ productId: 1, quantity: 4 }],
      stock: { 1: { A: 4, B: 10 } },
      order: ['A', 'B'],
      expected: { ok: true, takes: [[{ warehouseCode: 'A', quantity: 4 }]] },
    },
    {
      name: 'one unit short of the whole line everywhere: split, best first',
      lines: [{ productId: 1, quantity: 5 }],
      stock: { 1: { A: 4, B: 4 } },
      order: ['A', 'B'],
      expected: {
        ok: true,
        takes: [
          [
            { warehouseCode: 'A', quantity: 4 },
            { warehouseCode: 'B', quantity: 1 },
          ],
        ],
      },
    },
    {
      name: 'a split follows the routing order, not the warehouse codes',
      lines: [{ productId: 1, quantity: 5 }],
      stock: { 1: { A: 2, B: 2, C: 2 } },
      order: ['C', 'A', 'B'],
      expected: {
        ok: true,
        takes: [
          [
            { warehouseCode: 'C', quantity: 2 },
            { warehouseCode: 'A', quantity: 2 },
            { warehouseCode: 'B', quantity: 1 },
          ],
        ],
      },
    },
    {
      name: 'a split skips empty warehouses and those without a stock row (no zero takes)',
      lines: [{ productId: 1, quantity: 5 }],
      stock: { 1: { A: 0, C: 3, D: 3 } },
      order: ['A', 'B', 'C', 'D'],
      expected: {
        ok: true,
        takes: [
          [
            { warehouseCode: 'C', quantity: 3 },
            { warehouseCode: 'D', quantity: 2 },
          ],
        ],
      },
    },
    {
      name: 'the whole-line fit of a later line is checked against what earlier lines left',
      lines: [
        { productId: 1, quantity: 4 },
        { productId: 1, quantity: 3 },
      ],
      stock: { 1: { A: 5, B: 3 } },
      order: ['A', 'B'],
      expected: { ok: true, takes: [[{ warehouseCode: 'A', quantity: 4 }], [{ warehouseCode: 'B', quantity: 3 }]] },
    },
    {
      name: 'a later line that earlier lines left short fails with what is left',
      lines: [
        { productId: 1, quantity: 4 },
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 2 },
      ],
      stock: { 1: { A: 5 }, 2: { A: 1 } },
      order: ['A'],
      expected: { ok: false, lineIndex: 2, productId: 1, requested: 2, available: 1 },
    },
  ];

  it.each(cases)('$name', ({ lines, stock, order, expected }) => {
    expect(allocate(lines, stockOf(stock), order)).toEqual(expected);
  });

  it('never changes the stock it is given', () => {
    const stock = stockOf({ 1: { A: 5 } });
    allocate([{ productId: 1, quantity: 5 }], stock, ['A']);
    expect(stock.get(1)!.get('A')).toBe(5);
  });
});
