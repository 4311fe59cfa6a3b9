import type { ProductImageReportFilter, ProductImageReportRow, ProductImageReportSortColumn } from '@dealerport/contract';
import { Anchor, Badge, Group, Select } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/numbers';
import { useExportProductImageReport } from '../api/export-product-image-report';
import { useProductImageReport } from '../api/get-product-image-report';
import { useReportPage } from '../lib/use-report-page';
import { CategoryFilter } from './CategoryFilter';
import { ReportLayout } from './ReportLayout';
import { SearchFilter } from './SearchFilter';

type Row = ProductImageReportRow & { id: string | number };
type Filter = { search: string; images: 'all' | 'with' | 'without'; categoryId?: number };
const EMPTY: Filter = { search: '', images: 'all' };

function toFilter({ images, ...rest }: Partial<Filter>): ProductImageReportFilter {
  return { ...rest, ...(images === 'with' ? { hasImages: true } : images === 'without' ? { hasImages: false } : {}) };
}

/** /product-image-report: products with their pictures; finds the ones without a real picture. */
export function ProductImageReportPage() {
  const { t, i18n } = useTranslation();
  const page = useReportPage<Filter, ProductImageReportSortColumn, ProductImageReportFilter, Row>({
    empty: EMPTY,
    defaultSort: { column: 'productCode', direction: 'asc' },
    toFilter,
    useReport: useProductImageReport,
    useExport: useExportProductImageReport,
  });
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
          // No picture of its own: red, or orange while a generated placeholder stands in for one.
          <Badge variant="light" color={r.imageCount > 0 ? 'teal' : r.images.length > 0 ? 'orange' : 'red'}>
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
                {img.isGenerated ? t('reports.generatedPicture') : t('reports.picture', { order: img.order })}
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
      filters={
        <>
          <SearchFilter
            label={t('reports.filters.search')}
            placeholder={t('reports.filters.productPlaceholder')}
            value={page.state.filter.search}
            onChange={(search) => page.state.change({ search })}
          />
          <CategoryFilter value={page.state.filter.categoryId} onChange={(categoryId) => page.state.change({ categoryId })} />
          <Select
            label={t('reports.filters.images')}
            data={[
              { value: 'all', label: t('reports.filters.all') },
              { value: 'with', label: t('reports.filters.withImages') },
              { value: 'without', label: t('reports.filters.withoutImages') },
            ]}
            value={page.state.filter.images}
            onChange={(v) => page.state.change({ images: (v ?? 'all') as Filter['images'] })}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      }
      columns={columns}
      {...page.layout}
    />
  );
}
