import type { PivotColumn, PivotLine, PivotMeasure, PivotResult } from '@dealerport/contract';
import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pivotKeyText, pivotValueText } from '../lib/pivot-format';

const sameStart = (a: readonly string[], b: readonly string[], length: number) => a.slice(0, length).every((k, i) => k === b[i]);

/**
 * How many table rows the header of the group `keys` (its first `level + 1` keys) spans: its lines and the
 * subtotals of groups inside it, not its own subtotal line (that one names the group again).
 */
function groupSpan(lines: readonly PivotLine[], from: number, keys: readonly string[], level: number): number {
  let span = 0;
  for (let i = from; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.kind === 'total' || l.keys.length <= level + 1 || !sameStart(l.keys, keys, level + 1)) break;
    span += 1;
  }
  return span;
}

const columnId = (c: PivotColumn) => `${c.kind}\u0000${c.keys.join('\u0000')}`;
const SUBTOTAL: CSSProperties = { fontWeight: 600, background: 'var(--mantine-color-default-hover)' };
const TOTAL: CSSProperties = { fontWeight: 700, borderTop: '2px solid var(--mantine-color-default-border)' };

/**
 * The pivot as a table read by its headers: a header column per row field (a group's name spans its lines),
 * a subtotal line after each outer group, the grand total line last; a column per column key (with a
 * spanning header over the inner keys and a subtotal column per outer group when there are two column
 * fields) and the totals column. Values in the interface language (pivot-format.ts).
 */
export function PivotTable({ result, measure, label }: { result: PivotResult; measure: PivotMeasure; label: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { rowFields, columnFields, columns, lines } = result;
  const depth = rowFields.length;
  const rowKey = (level: number, key: string) => pivotKeyText(rowFields[level]!, key, lng);
  const columnKey = (level: number, key: string) => pivotKeyText(columnFields[level]!, key, lng);
  const value = (v: PivotLine['total']) => pivotValueText(v, lng);
  const twoLevels = columnFields.length === 2;
  // the outer column groups (two column fields): their key and how many columns they span, subtotal included
  const outer: { key: string; span: number }[] = [];
  if (twoLevels) {
    for (const c of columns) {
      const last = outer.at(-1);
      if (last && last.key === c.keys[0]) last.span += 1;
      else outer.push({ key: c.keys[0]!, span: 1 });
    }
  }
  const headerSpan = twoLevels ? 2 : 1;

  return (
    <Table withColumnBorders withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {rowFields.map((f) => (
            <Table.Th key={f} scope="col" rowSpan={headerSpan}>
              {t(`pivot.dimensions.${f}`)}
            </Table.Th>
          ))}
          {columns.length === 0 ? (
            <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t(`pivot.measures.${measure}`)}
            </Table.Th>
          ) : twoLevels ? (
            outer.map((g) => (
              <Table.Th key={g.key} scope="col" colSpan={g.span} ta="center" style={{ whiteSpace: 'nowrap' }}>
                {columnKey(0, g.key)}
              </Table.Th>
            ))
          ) : (
            columns.map((c) => (
              <Table.Th key={columnId(c)} scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {columnKey(0, c.keys[0]!)}
              </Table.Th>
            ))
          )}
          {columns.length > 0 && (
            <Table.Th scope="col" rowSpan={headerSpan} ta="right">
              {t('pivot.grandTotal')}
            </Table.Th>
          )}
        </Table.Tr>
        {twoLevels && (
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={columnId(c)} scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {c.kind === 'subtotal' ? t('pivot.subtotalOf', { key: columnKey(0, c.keys[0]!) }) : columnKey(1, c.keys[1]!)}
              </Table.Th>
            ))}
          </Table.Tr>
        )}
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, i) => {
          const previous = i > 0 ? lines[i - 1] : undefined;
          const style = line.kind === 'total' ? TOTAL : line.kind === 'subtotal' ? SUBTOTAL : undefined;
          const headers =
            line.kind === 'total' ? (
              <Table.Th scope="row" colSpan={depth}>
                {t('pivot.grandTotal')}
              </Table.Th>
            ) : line.kind === 'subtotal' ? (
              <Table.Th scope="row" colSpan={depth - line.keys.length + 1}>
                {t('pivot.subtotalOf', { key: rowKey(line.keys.length - 1, line.keys.at(-1)!) })}
              </Table.Th>
            ) : (
              line.keys.map((key, level) => {
                // a group's name stands once, over all its lines (the previous line of the group already has it)
                const continued =
                  previous !== undefined &&
                  previous.kind !== 'total' &&
                  previous.keys.length > level + 1 &&
                  sameStart(previous.keys, line.keys, level + 1);
                if (continued) return null;
                const span = level === depth - 1 ? 1 : groupSpan(lines, i, line.keys, level);
                return (
                  <Table.Th
                    // biome-ignore lint/suspicious/noArrayIndexKey: a line's keys are its levels
                    key={level}
                    scope="row"
                    rowSpan={span > 1 ? span : undefined}
                    fw={level === depth - 1 ? 400 : 600}
                    style={{ verticalAlign: 'top' }}
                  >
                    {rowKey(level, key)}
                  </Table.Th>
                );
              })
            );
          return (
            <Table.Tr key={`${line.kind}\u0000${line.keys.join('\u0000')}`} style={style} data-kind={line.kind}>
              {headers}
              {columns.map((col, c) => (
                <Table.Td
                  key={columnId(col)}
                  ta="right"
                  style={{ whiteSpace: 'nowrap', fontWeight: col.kind === 'subtotal' ? 600 : undefined }}
                >
                  {value(line.cells[c] ?? null)}
                </Table.Td>
              ))}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontWeight: columns.length > 0 ? 600 : undefined }}>
                {value(line.total)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
