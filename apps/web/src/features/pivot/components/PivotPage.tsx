import { PIVOT_KEYS_MAX, PIVOT_MEASURES, type PivotMeasure } from '@dealerport/contract';
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
import { PivotTable } from './PivotTable';

/**
 * /pivot (de only): the acting customer's order lines; the fields of the rows and columns placed by dragging
 * their chips or by the chips' buttons (the keyboard's way), the measure by select; subtotals and totals come
 * summed from the server; exported by the server as xlsx or csv.
 */
export function PivotPage() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const [layout, setLayout] = useState<PivotLayout>({ rows: ['month'], columns: [] });
  const [measure, setMeasure] = useState<PivotMeasure>('amount');
  const body = { rows: layout.rows, columns: layout.columns, measure };
  const result = useOrderPivot(body);
  const exporter = useExportPivot();
  const exporting = exporter.isPending ? (exporter.variables?.query.format ?? null) : null;
  if (!selected) return <Text c="dimmed">{t('pivot.selectCustomer')}</Text>;
  const data = result.data;
  const empty = !data || data.lines.length === 0;
  const mixed = data?.lines.some((l) => [l.total, ...l.cells].some((v) => v !== null && v.value === null)) ?? false;

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md" wrap="wrap">
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
            disabled={empty || (exporting !== null && exporting !== format)}
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
      ) : data && data.lines.length === 0 ? (
        <Text c="dimmed" data-testid="pivot-empty">
          {t('pivot.empty')}
        </Text>
      ) : data ? (
        <Stack gap="xs">
          {data.currencyAdded && (
            <Text size="sm" c="dimmed">
              {t('pivot.currencyAdded')}
            </Text>
          )}
          {mixed && (
            <Text size="sm" c="dimmed">
              {t('pivot.mixedCurrencies')}
            </Text>
          )}
          {data.omittedRows + data.omittedColumns > 0 && (
            <Text size="sm" c="dimmed">
              {t('pivot.omitted', { max: PIVOT_KEYS_MAX })}
            </Text>
          )}
          <Table.ScrollContainer
            minWidth={500}
            // wider than a phone: the scrolled region takes the keyboard's focus (arrows scroll it) and has a name
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('pivot.title') } }}
          >
            <PivotTable result={data} measure={measure} label={t('pivot.title')} />
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}
