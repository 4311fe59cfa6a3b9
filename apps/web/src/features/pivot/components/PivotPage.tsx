import { PIVOT_DIMENSIONS, PIVOT_MEASURES, type PivotDimension, type PivotMeasure, type PivotResult } from '@dealerport/contract';
import { Alert, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useExportPivot } from '../api/export-pivot';
import { useOrderPivot } from '../api/get-order-pivot';
import type { PivotLayout } from '../lib/pivot-fields';
import { PivotFields } from './PivotFields';

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

/**
 * /pivot (de only): the acting customer's order lines; rows and columns chosen by dragging the field chips or
 * by the selects (the keyboard's way), the measure by select; exported by the server as xlsx or csv.
 */
export function PivotPage() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const [layout, setLayout] = useState<PivotLayout>({ rows: 'month', columns: null });
  const [measure, setMeasure] = useState<PivotMeasure>('amount');
  const { rows, columns } = layout;
  const body = { rows, columns, measure };
  const result = useOrderPivot(body);
  const exporter = useExportPivot();
  const exporting = exporter.isPending ? (exporter.variables?.query.format ?? null) : null;
  if (!selected) return <Text c="dimmed">{t('pivot.selectCustomer')}</Text>;
  const dims = PIVOT_DIMENSIONS.map((d) => ({ value: d, label: t(`pivot.dimensions.${d}`) }));
  const grid = result.data ? pivotGrid(result.data) : null;
  const headerRow = grid
    ? [t(`pivot.dimensions.${rows}`), ...(grid.header.length > 0 ? [...grid.header, t('pivot.total')] : [t(`pivot.measures.${measure}`)])]
    : [];

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('pivot.rows')}
          value={rows}
          data={dims}
          onChange={(e) => {
            const next = e.currentTarget.value as PivotDimension;
            setLayout({ rows: next, columns: columns === next ? null : columns });
          }}
        />
        <NativeSelect
          label={t('pivot.columns')}
          value={columns ?? ''}
          data={[{ value: '', label: t('pivot.noColumns') }, ...dims.filter((d) => d.value !== rows)]}
          onChange={(e) => setLayout({ rows, columns: (e.currentTarget.value || null) as PivotDimension | null })}
        />
        <NativeSelect
          label={t('pivot.measure')}
          value={measure}
          data={PIVOT_MEASURES.map((m) => ({ value: m, label: t(`pivot.measures.${m}`) }))}
          onChange={(e) => setMeasure(e.currentTarget.value as PivotMeasure)}
        />
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={format === 'xlsx' ? <IconFileSpreadsheet size={16} /> : <IconDownload size={16} />}
            loading={exporting === format}
            disabled={!grid || grid.lines.length === 0 || (exporting !== null && exporting !== format)}
            onClick={() => exporter.mutate({ query: { format }, body })}
          >
            {t(format === 'xlsx' ? 'pivot.exportXlsx' : 'pivot.exportCsv')}
          </Button>
        ))}
      </Group>
      <PivotFields layout={layout} onChange={setLayout} />
      {exporter.isError && (
        <Alert color="red" withCloseButton onClose={() => exporter.reset()} closeButtonLabel={t('common.close')}>
          {t('pivot.exportFailed')} {errorText(exporter.error, '')}
        </Alert>
      )}
      {result.isPending ? (
        <LoadingSpinner />
      ) : result.isError ? (
        <Alert color="red">{t('pivot.loadError')}</Alert>
      ) : grid && grid.lines.length === 0 ? (
        <Text c="dimmed" data-testid="pivot-empty">
          {t('pivot.empty')}
        </Text>
      ) : grid ? (
        <Table.ScrollContainer
          minWidth={500}
          // wider than a phone: the scrolled region takes the keyboard's focus (arrows scroll it) and has a name
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('pivot.title') } }}
        >
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
