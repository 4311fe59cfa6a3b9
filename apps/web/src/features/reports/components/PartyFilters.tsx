import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../../components/LookupSelect';
import { useUserStore } from '../../../lib/stores/user-store';
import { useReportCustomerOptions, useReportSalesmanOptions } from '../api/find-lookup-options';

const WIDTH = { base: '100%', sm: 240 } as const;

/**
 * The customer picker of a report's filters: searched on the server among the caller's customers (a
 * salesman finds only his own). Not shown to a dealer, whose reports are its own customer's only.
 */
export function CustomerFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const isDealer = useUserStore((s) => s.user?.customer != null);
  if (isDealer) return null;
  return (
    <LookupSelect
      label={t('reports.filters.customer')}
      placeholder={t('reports.filters.allCustomers')}
      value={value ?? null}
      currentLabel={null}
      onChange={(id) => onChange(id ?? undefined)}
      useOptions={useReportCustomerOptions}
      w={WIDTH}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The salesman picker (customers assigned to him); staff only: a salesman's reports are his customers' anyway. */
export function SalesmanFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const isStaff = useUserStore((s) => s.user != null && s.user.customer == null && s.user.salesman == null);
  if (!isStaff) return null;
  return (
    <LookupSelect
      label={t('reports.filters.salesman')}
      placeholder={t('reports.filters.allSalesmen')}
      value={value ?? null}
      currentLabel={null}
      onChange={(id) => onChange(id ?? undefined)}
      useOptions={useReportSalesmanOptions}
      w={WIDTH}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
