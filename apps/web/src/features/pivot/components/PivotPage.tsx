import { PIVOT_DIMENSIONS, PIVOT_MEASURES, type PivotDimension, type PivotMeasure, type PivotResult } from '@dealerport/contract';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useOrderPivot } from '../api/pivot';

/** The pivot as a grid: one line per row key, one column per column key (or the measure alone), totals last. */
export function pivotGrid(result: PivotResult): { header: string[]; lines: string[][] } {
  const columns = result.columnKeys.length > 0 ? result.columnKeys : [null];
  const value = new Map(result.cells.map((c) => [`${c.row}\u0000${c.column ?? ''}`, Number(c.value)]));
  const lines = result.rowKeys.map((row) => {
    const values = columns.map((col) => value.get(`${row}\u0000${col ?? ''}`) ?? 0);
    return [row, ...values.map(String), ...(columns.length > 1 ? [String(values.reduce((a, b) => a + b, 0))] : [])];
  });
  return { header: columns.length > 1 ? (columns as string[]) : [], lines };
}

/** A CSV cell that a spreadsheet will not run as a formula. */
export const csvCell = (v: string) => {
  const safe = /^[=+\-@\t\r]/.test(v) && Number.isNaN(Number(v)) ? `'${v}` : v;
  return /[";\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

function exportCsv(title: string, header: string[], lines: string[][]) {
  const text = [header, ...lines].map((l) => l.map(csvCell).join(';')).join('\r\n');
  const url = URL.createObjectURL(new Blob([`\ufeff${text}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${title}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/** /pivot (de only): the acting customer's order lines, rows, columns and measure chosen by select, CSV export. */
export function PivotPage() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const [rows, setRows] = useState<PivotDimension>('month');
  const [columns, setColumns] = useState<PivotDimension | ''>('');
  const [measure, setMeasure] = useState<PivotMeasure>('amount');
  const result = useOrderPivot({ rows, columns: columns === '' ? null : columns, measure });
  if (!selected) return <Text c="dimmed">{t('pivot.selectCustomer')}</Text>;
  const dims = PIVOT_DIMENSIONS.map((d) => ({ value: d, label: t(`pivot.dimensions.${d}`) }));
  const grid = result.data ? pivotGrid(result.data) : null;
  const headerRow = grid
    ? [t(`pivot.dimensions.${rows}`), ...(grid.header.length > 0 ? [...grid.header, t('pivot.total')] : [t(`pivot.measures.${measure}`)])]
    : [];

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect label={t('pivot.rows')} value={rows} data={dims} onChange={(e) => setRows(e.currentTarget.value as PivotDimension)} />
        <NativeSelect
          label={t('pivot.columns')}
          value={columns}
          data={[{ value: '', label: t('pivot.noColumns') }, ...dims.filter((d) => d.value !== rows)]}
          onChange={(e) => setColumns(e.currentTarget.value as PivotDimension | '')}
        />
        <NativeSelect
          label={t('pivot.measure')}
          value={measure}
          data={PIVOT_MEASURES.map((m) => ({ value: m, label: t(`pivot.measures.${m}`) }))}
          onChange={(e) => setMeasure(e.currentTarget.value as PivotMeasure)}
        />
        <Button
          variant="light"
          disabled={!grid || grid.lines.length === 0}
          onClick={() => grid && exportCsv(t('pivot.title'), headerRow, grid.lines)}
        >
          {t('pivot.export')}
        </Button>
      </Group>
      {result.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : result.isError ? (
        <Alert color="red">{t('pivot.loadError')}</Alert>
      ) : grid && grid.lines.length === 0 ? (
        <Text c="dimmed">{t('pivot.empty')}</Text>
      ) : grid ? (
        <Table.ScrollContainer minWidth={500}>
          <Table striped withColumnBorders aria-label={t('pivot.title')}>
            <Table.Thead>
              <Table.Tr>
                {headerRow.map((h, i) => (
                  <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grid.lines.map(([row, ...values]) => (
                <Table.Tr key={row}>
                  <Table.Th scope="row" fw={500}>
                    {row}
                  </Table.Th>
                  {values.map((v, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row have no other identity
                    <Table.Td key={i} ta="right">
                      {v}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
