import type { ProductImageReportFilter, ProductImageReportRow, ProductImageReportSortColumn } from '@dealerport/contract';
import { Anchor, Badge, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/numbers';
import { useExportProductImageReport } from '../api/export-product-image-report';
import { useProductImageReport } from '../api/get-product-image-report';
import { useReportState } from '../lib/use-report-state';
import { CategoryFilter } from './CategoryFilter';
import { ReportLayout } from './ReportLayout';

type Row = ProductImageReportRow & { id: string | number };
type Filter = { search: string; images: 'all' | 'with' | 'without'; categoryId?: number };
const EMPTY: Filter = { search: '', images: 'all' };

/** /product-image-report: products with their pictures; finds the ones without a real picture. */
export function ProductImageReportPage() {
  const { t, i18n } = useTranslation();
  const state = useReportState<Filter, ProductImageReportSortColumn>(EMPTY, { column: 'productCode', direction: 'asc' });
  const { images, ...rest } = state.body;
  const filter: ProductImageReportFilter = {
    ...rest,
    ...(images === 'with' ? { hasImages: true } : images === 'without' ? { hasImages: false } : {}),
  };
  const report = useProductImageReport(state.query, filter);
  const exporter = useExportProductImageReport();
  const locale = i18n.language;

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { accessor: 'productCode', title: t('reports.columns.productCode'), sortable: true },
      { accessor: 'productName', title: t('reports.columns.productName'), sortable: true },
      {
        accessor: 'imageCount',
        title: t('reports.columns.imageCount'),
        sortable: true,
        textAlign: 'right',
        render: (r) => (
          <Badge variant="light" color={r.imageCount > 0 ? 'teal' : 'red'}>
            {formatNumber(r.imageCount, locale)}
          </Badge>
        ),
      },
      {
        accessor: 'images',
        title: t('reports.columns.images'),
        render: (r) => (
          <Group gap={6}>
            {r.images.map((img) => (
              <Anchor key={`${img.url}-${img.order}`} href={img.url} target="_blank" rel="noreferrer" size="xs">
                {img.isGenerated ? t('reports.generatedPicture', { order: img.order }) : t('reports.picture', { order: img.order })}
              </Anchor>
            ))}
          </Group>
        ),
      },
    ],
    [t, locale],
  );

  return (
    <ReportLayout<Row>
      title={t('reports.productImage.title')}
      filtered={state.filtered}
      onClear={state.clear}
      filters={
        <>
          <TextInput
            label={t('reports.filters.search')}
            placeholder={t('reports.filters.productPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={state.filter.search}
            onChange={(e) => state.change({ search: e.currentTarget.value })}
            w={{ base: '100%', sm: 240 }}
          />
          <CategoryFilter value={state.filter.categoryId} onChange={(categoryId) => state.change({ categoryId })} />
          <Select
            label={t('reports.filters.images')}
            data={[
              { value: 'all', label: t('reports.filters.all') },
              { value: 'with', label: t('reports.filters.withImages') },
              { value: 'without', label: t('reports.filters.withoutImages') },
            ]}
            value={state.filter.images}
            onChange={(v) => state.change({ images: (v ?? 'all') as Filter['images'] })}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      }
      query={report}
      columns={columns}
      paging={state.paging}
      sortStatus={state.sortStatus}
      onSortStatusChange={state.setSortStatus}
      exporter={exporter}
      onExport={(format) => exporter.mutate({ query: { format, ...state.sort }, filter })}
    />
  );
}
