import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCustomerSearch } from '../api/search-customers';

export interface PosCustomer {
  id: string;
  name: string;
  code: string | null;
}

const NO_PERMISSIONS: readonly string[] = [];
const labelOf = (c: PosCustomer) => (c.code ? `${c.code} · ${c.name}` : c.name);

/**
 * The customer of a POS entry (empty: every customer): searched by name or code on the server for whoever
 * may list customers, else typed as the customer's id.
 */
export function PosCustomerPicker({ value, onChange }: { value: PosCustomer | null; onChange: (c: PosCustomer | null) => void }) {
  const { t } = useTranslation();
  const canList = useUserStore((s) => (s.user?.role.permissions ?? NO_PERMISSIONS).includes('customer.list'));
  const [search, setSearch] = useState(value ? labelOf(value) : '');
  const [debounced] = useDebouncedValue(search, 300);
  const term = value && search === labelOf(value) ? '' : debounced;
  const customers = useCustomerSearch(term, canList);
  const data = useMemo(() => {
    const items = (customers.data?.items ?? []).map((c) => ({ value: c.id, label: labelOf(c) }));
    if (value && !items.some((i) => i.value === value.id)) items.unshift({ value: value.id, label: labelOf(value) });
    return items;
  }, [customers.data, value]);

  if (!canList) {
    return (
      <TextInput
        label={t('payments.pos.customerId')}
        description={t('payments.pos.customerIdHint')}
        value={value?.id ?? ''}
        onChange={(e) => {
          const id = e.currentTarget.value.trim();
          onChange(id ? { id, name: '', code: null } : null);
        }}
      />
    );
  }
  return (
    <Select
      label={t('payments.pos.customer')}
      description={t('payments.pos.customerIdHint')}
      placeholder={t('payments.pos.everyCustomer')}
      leftSection={<IconSearch size={16} />}
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={customers.isFetching ? t('common.loading') : t('lookup.none')}
      onChange={(id) => {
        if (!id) return onChange(null);
        const found = customers.data?.items.find((c) => c.id === id);
        if (found) onChange({ id: found.id, name: found.name, code: found.code });
      }}
    />
  );
}
