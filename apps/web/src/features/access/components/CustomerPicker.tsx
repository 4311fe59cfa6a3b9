import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type LookupOption, LookupSelect } from '../../../components/LookupSelect';
import { optionLabel } from '../../../components/SearchOption';
import { useCustomerSearch } from '../api/search-customers';

export type PickedCustomer = LookupOption;

interface CustomerPickerProps {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
}

/** Picks the customer whose rules are shown: searched on the server by name or code (GET /api/customers). */
export function CustomerPicker({ value, onChange }: CustomerPickerProps) {
  const { t } = useTranslation();
  return (
    <LookupSelect
      label={t('customerAccess.customer')}
      placeholder={t('customerAccess.customerPlaceholder')}
      leftSection={<IconSearch size={16} />}
      browsable
      useOptions={useCustomerSearch}
      value={value?.id ?? null}
      currentLabel={value ? optionLabel(value) : null}
      onChange={(id, found) => {
        if (!id) onChange(null);
        else if (found) onChange(found);
      }}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
