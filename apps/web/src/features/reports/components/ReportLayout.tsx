import type { PagedList } from '@dealerport/contract';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedDataTable } from '../../../components/PagedDataTable';
import { errorText } from '../../../lib/api-error';

export type ExportFormat = 'xlsx' | 'csv';
type Format = ExportFormat;

interface ReportLayoutProps<T extends { id: string | number }> {
  title: string;
  filters: ReactNode;
  filtered: boolean;
  onClear: () => void;
  /** Shown between the filters and the table (the order report's totals). */
  summary?: ReactNode;
  query: UseQueryResult<PagedList<T>>;
  columns: DataTableColumn<T>[];
  paging: {
    page: number;
    onPageChange: (page: number) => void;
    pageSize: number;
    pageSizes: readonly number[];
    onPageSizeChange: (size: number) => void;
  };
  sortStatus: DataTableSortStatus<T>;
  onSortStatusChange: (status: DataTableSortStatus<T>) => void;
  exporter: UseMutationResult<string, Error, any>;
  onExport: (format: Format) => void;
}

/** A report screen: title with the export buttons, the filters, then the server-paged, sortable table. */
export function ReportLayout<T extends { id: string | number }>(props: ReportLayoutProps<T>) {
  const { t } = useTranslation();
  const exporting: Format | null = props.exporter.isPending ? (props.exporter.variables?.query?.format ?? null) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={exporting === 'xlsx'}
            disabled={exporting !== null && exporting !== 'xlsx'}
            onClick={() => props.onExport('xlsx')}
          >
            {t('reports.exportXlsx')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting === 'csv'}
            disabled={exporting !== null && exporting !== 'csv'}
            onClick={() => props.onExport('csv')}
          >
            {t('reports.exportCsv')}
          </Button>
        </Group>
      </Group>
      {props.exporter.isError && (
        <Alert color="red" withCloseButton onClose={() => props.exporter.reset()} closeButtonLabel={t('common.close')}>
          {t('reports.exportFailed')} {errorText(props.exporter.error, '')}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        {props.filters}
        {props.filtered && (
          <Button variant="subtle" leftSection={<IconX size={16} />} onClick={props.onClear}>
            {t('reports.clearFilters')}
          </Button>
        )}
      </Group>
      {props.summary}
      <PagedDataTable<T>
        query={props.query}
        columns={props.columns}
        label={props.title}
        emptyText={props.filtered ? t('reports.emptyFiltered') : t('reports.empty')}
        {...props.paging}
        sortStatus={props.sortStatus}
        onSortStatusChange={props.onSortStatusChange}
      />
    </Stack>
  );
}
