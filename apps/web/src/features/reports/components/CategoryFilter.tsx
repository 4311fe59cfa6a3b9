import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOptions } from '../../../lib/category-options';
import { useReportCategories } from '../api/list-report-categories';

/** A category filter (a category counts with everything under it). */
export function CategoryFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const categories = useReportCategories();
  const data = useMemo(() => categoryOptions(categories.data).map(({ value, label }) => ({ value, label })), [categories.data]);
  return (
    <Select
      label={t('reports.filters.category')}
      placeholder={t('reports.filters.allCategories')}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      clearable
      w={{ base: '100%', sm: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
