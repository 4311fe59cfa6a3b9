import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../../components/SearchOption';
import { useCustomerSearch } from '../api/search-customers';

export interface PickedCustomer {
  id: string;
  name: string;
  code: string | null;
}

interface CustomerPickerProps {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
}

/** Picks the customer whose rules are shown: searched on the server by name or code (GET /api/customers). */
export function CustomerPicker({ value, onChange }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // while the box shows the picked customer's label, list everyone rather than searching for that label
  const term = value && search === optionLabel(value) ? '' : debounced;
  const customers = useCustomerSearch(term);

  const data = useMemo(() => {
    const items = (customers.data?.items ?? []).map((c) => ({ value: c.id, label: optionLabel(c) }));
    if (value && !items.some((i) => i.value === value.id)) items.unshift({ value: value.id, label: optionLabel(value) });
    return items;
  }, [customers.data, value]);

  return (
    <Select
      label={t('customerAccess.customer')}
      placeholder={t('customerAccess.customerPlaceholder')}
      leftSection={<IconSearch size={16} />}
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // the server has filtered already
      filter={({ options }) => options}
      nothingFoundMessage={customers.isFetching ? t('common.loading') : t('lookup.none')}
      onChange={(id) => {
        if (!id) return onChange(null);
        const found = customers.data?.items.find((c) => c.id === id);
        if (found) onChange({ id: found.id, name: found.name, code: found.code });
      }}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
