import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminProducts } from '../api/list-admin-products';

interface ProductPickerProps {
  categoryId: number | null;
  value: string | null;
  /** The current product's label (the list answers only what was searched). */
  currentLabel: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/** An optional product of the chosen category, searched on the server by code or name. */
export function ProductPicker({ categoryId, value, currentLabel, onChange, error }: ProductPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(
    value && currentLabel ? { value, label: currentLabel } : null,
  );
  // while the box shows the picked label, list the category's products rather than searching for it
  const term = picked && search === picked.label ? '' : debounced;
  const products = useAdminProducts(categoryId, term);

  const data = useMemo(() => {
    const items = (products.data?.items ?? []).map((p) => ({ value: String(p.id), label: `${p.code} – ${p.name}` }));
    if (picked && picked.value === value && !items.some((i) => i.value === picked.value)) items.unshift(picked);
    return items;
  }, [products.data, picked, value]);

  return (
    <Select
      label={t('additionalDetails.product')}
      description={t('additionalDetails.productHint')}
      placeholder={t('additionalDetails.productPlaceholder')}
      searchable
      clearable
      disabled={categoryId === null}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={products.isFetching ? t('common.loading') : t('lookup.none')}
      error={error}
      onChange={(next, option) => {
        setPicked(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
    />
  );
}
