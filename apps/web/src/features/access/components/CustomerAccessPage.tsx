import { Alert, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCustomerAccesses } from '../api/get-customer-accesses';
import { ruleCount } from '../lib/access-rules';
import { AccessFlagsHelp } from './AccessFlagsHelp';
import { AccessRulesEditor } from './AccessRulesEditor';
import { CategoryAccessForm } from './CategoryAccessForm';
import { CustomerPicker, type PickedCustomer } from './CustomerPicker';

/**
 * /customer-product-permissions: a customer's access rules per property value. Only staff holding
 * customer-access.update change rules (ADR 0012: a dealer must not un-hide products for itself, a
 * salesman does not set distributor policy); others see them read-only.
 */
export function CustomerAccessPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const canWrite = Boolean(user?.role.permissions.includes('customer-access.update') && !user.customer && !user.salesman);
  // follows the customer chosen in the header until one is picked here
  const headerCustomer = useCustomerStore((s) => s.selected);
  const [picked, setCustomer] = useState<PickedCustomer | null | undefined>(undefined);
  const customer = picked === undefined ? headerCustomer : picked;
  const [tab, setTab] = useState<string | null>('rules');
  const accesses = useCustomerAccesses(customer?.id ?? null);

  return (
    <Stack gap="md">
      <AccessFlagsHelp />
      <Group align="flex-end" gap="md">
        <CustomerPicker value={customer} onChange={setCustomer} />
        {customer && accesses.isSuccess && (
          <Badge variant="light" size="lg">
            {t('customerAccess.ruleCount', { count: ruleCount(accesses.data) })}
          </Badge>
        )}
      </Group>
      {!canWrite && (
        <Alert variant="light" color="gray">
          {t('customerAccess.readOnly')}
        </Alert>
      )}
      {customer ? (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="rules">{t('customerAccess.tabs.rules')}</Tabs.Tab>
            <Tabs.Tab value="bulk">{t('customerAccess.tabs.bulk')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="rules" pt="md">
            <AccessRulesEditor
              key={customer.id}
              customerId={customer.id}
              accesses={accesses.data}
              loading={accesses.isPending}
              error={accesses.isError ? accesses.error : null}
              canWrite={canWrite}
            />
          </Tabs.Panel>
          <Tabs.Panel value="bulk" pt="md">
            <CategoryAccessForm key={customer.id} customerId={customer.id} customerName={customer.name} canWrite={canWrite} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text c="dimmed">{t('customerAccess.pickCustomer')}</Text>
      )}
    </Stack>
  );
}
