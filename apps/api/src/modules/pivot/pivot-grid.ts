import {
  PIVOT_KEYS_MAX,
  type PivotColumn,
  type PivotDimension,
  type PivotLine,
  type PivotMeasure,
  type PivotResult,
  type PivotValue,
} from '@dealerport/contract';
import { add, type Decimal, decimal, format, sub } from '../../lib/money';

/**
 * The grid of /pivot from the query's groups (pure; ADR 0055): lines, subtotals per outer group, the totals
 * column and the grand total line, all summed exactly as decimals. A total over amounts of more than one
 * currency is never summed (its value is null); amounts of several currencies with the currency on no axis
 * get it as the first row field, so that the lines and their subtotals each hold one currency.
 */

export interface PivotGroupIn {
  /** A key per field: the row fields', then the column fields'. */
  keys: string[];
  value: string;
  /** The amount's currency; null for quantities and line counts. */
  currency: string | null;
}

interface Sum {
  sum: Decimal;
  currencies: Set<string | null>;
}

const ZERO = decimal('0');
const compare = (a: Decimal, b: Decimal) => {
  const d = sub(a, b).units;
  return d > 0n ? 1 : d < 0n ? -1 : 0;
};
const keyOf = (keys: readonly string[]) => JSON.stringify(keys);

export function buildPivotGrid(
  groups: readonly PivotGroupIn[],
  layout: { rows: readonly PivotDimension[]; columns: readonly PivotDimension[]; measure: PivotMeasure },
  keysMax = PIVOT_KEYS_MAX,
): PivotResult {
  const scale = layout.measure === 'amount' ? 2 : 0;
  const currencies = new Set(groups.map((g) => g.currency));
  const currencyAdded =
    layout.measure === 'amount' && currencies.size > 1 && !layout.rows.includes('currency') && !layout.columns.includes('currency');
  const rowFields: PivotDimension[] = currencyAdded ? ['currency', ...layout.rows] : [...layout.rows];
  const columnFields = [...layout.columns];
  const facts = groups.map((g) => ({
    row: [...(currencyAdded ? [g.currency ?? ''] : []), ...g.keys.slice(0, layout.rows.length)],
    column: g.keys.slice(layout.rows.length),
    value: decimal(g.value),
    currency: g.currency,
  }));

  // Every total the grid can show: a row prefix (none = all rows) crossed with a column prefix (none = all columns).
  const sums = new Map<string, Sum>();
  for (const f of facts) {
    for (let r = 0; r <= rowFields.length; r++) {
      for (let c = 0; c <= columnFields.length; c++) {
        const key = keyOf([keyOf(f.row.slice(0, r)), keyOf(f.column.slice(0, c))]);
        const s = sums.get(key);
        if (s) {
          s.sum = add(s.sum, f.value);
          s.currencies.add(f.currency);
        } else sums.set(key, { sum: f.value, currencies: new Set([f.currency]) });
      }
    }
  }
  const sumOf = (row: readonly string[], column: readonly string[]) => sums.get(keyOf([keyOf(row), keyOf(column)]));
  const cellValue = (row: readonly string[], column: readonly string[]): PivotValue => {
    const s = sumOf(row, column);
    if (!s) return null;
    if (s.currencies.size > 1) return { value: null, currency: null };
    return { value: format(s.sum, scale), currency: [...s.currencies][0] ?? null };
  };

  const rows = arrange(
    facts.map((f) => f.row),
    rowFields,
    (prefix) => sumOf(prefix, [])?.sum ?? ZERO,
    keysMax,
  );
  const columns = arrange(
    facts.map((f) => f.column),
    columnFields,
    (prefix) => sumOf([], prefix)?.sum ?? ZERO,
    keysMax,
  );
  const gridColumns: PivotColumn[] = columns.entries.map((e) => ({ kind: e.subtotal ? 'subtotal' : 'column', keys: e.keys }));
  const lineOf = (kind: PivotLine['kind'], keys: string[]): PivotLine => ({
    kind,
    keys,
    cells: gridColumns.map((c) => cellValue(keys, c.keys)),
    total: cellValue(keys, []),
  });
  const lines =
    facts.length === 0 ? [] : [...rows.entries.map((e) => lineOf(e.subtotal ? 'subtotal' : 'line', e.keys)), lineOf('total', [])];
  return {
    rowFields,
    columnFields,
    currencyAdded,
    columns: gridColumns,
    lines,
    omittedRows: rows.omitted,
    omittedColumns: columns.omitted,
  };
}

/**
 * One axis in the order shown: its distinct key combinations (at most `keysMax`, the largest by their total;
 * the rest counted as omitted), grouped by the outer fields with a subtotal after each outer group. At each
 * level the groups are the largest first, months in calendar order.
 */
function arrange(
  keys: readonly string[][],
  fields: readonly PivotDimension[],
  totalOf: (prefix: readonly string[]) => Decimal,
  keysMax: number,
): { entries: { keys: string[]; subtotal: boolean }[]; omitted: number } {
  if (fields.length === 0) return { entries: [], omitted: 0 };
  const distinct = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  const kept = [...distinct].sort((a, b) => compare(totalOf(b), totalOf(a)) || keyOf(a).localeCompare(keyOf(b))).slice(0, keysMax);
  const entries: { keys: string[]; subtotal: boolean }[] = [];
  const walk = (prefix: string[], members: string[][]) => {
    const level = prefix.length;
    if (level === fields.length) {
      entries.push({ keys: prefix, subtotal: false });
      return;
    }
    const children = new Map<string, string[][]>();
    for (const m of members) {
      const k = m[level]!;
      const list = children.get(k);
      if (list) list.push(m);
      else children.set(k, [m]);
    }
    const order = [...children.keys()].sort((a, b) =>
      fields[level] === 'month' ? a.localeCompare(b) : compare(totalOf([...prefix, b]), totalOf([...prefix, a])) || a.localeCompare(b),
    );
    for (const k of order) {
      walk([...prefix, k], children.get(k)!);
      // a subtotal closes every outer group (the innermost field's groups are the lines themselves)
      if (level < fields.length - 1) entries.push({ keys: [...prefix, k], subtotal: true });
    }
  };
  walk([], kept);
  return { entries, omitted: distinct.length - kept.length };
}
