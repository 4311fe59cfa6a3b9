import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type LookupOption, LookupSelect } from '../../../components/LookupSelect';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCustomerSearch } from '../api/search-customers';

export type PosCustomer = LookupOption;

const NO_PERMISSIONS: readonly string[] = [];
const labelOf = (c: PosCustomer) => (c.code ? `${c.code} · ${c.name}` : c.name);

/**
 * The customer of a POS entry (empty: every customer): searched by name or code on the server for whoever
 * may list customers, else typed as the customer's id.
 */
export function PosCustomerPicker({ value, onChange }: { value: PosCustomer | null; onChange: (c: PosCustomer | null) => void }) {
  const { t } = useTranslation();
  const canList = useUserStore((s) => (s.user?.role.permissions ?? NO_PERMISSIONS).includes('customer.list'));

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
    <LookupSelect
      label={t('payments.pos.customer')}
      description={t('payments.pos.customerIdHint')}
      placeholder={t('payments.pos.everyCustomer')}
      leftSection={<IconSearch size={16} />}
      browsable
      formatLabel={labelOf}
      useOptions={useCustomerSearch}
      value={value?.id ?? null}
      currentLabel={value ? labelOf(value) : null}
      onChange={(id, found) => {
        if (!id) onChange(null);
        else if (found) onChange(found);
      }}
    />
  );
}
