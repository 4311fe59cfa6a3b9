import type { PriceListDetail } from '@dealerport/contract';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { showSuccessToast } from '../../../lib/notify';
import { useCustomerSearch } from '../api/search-customers';
import { useUpdatePriceListAssignments } from '../api/update-price-list-assignments';
import type { Picked } from '../lib/campaign-form';
import { PickedLookup } from './PickedLookup';
import { PriceGroupsInput } from './PriceGroupsInput';

interface AssignmentsEditorProps {
  list: PriceListDetail;
  /** Without price-rule.update the choices are shown but cannot change. */
  canUpdate: boolean;
}

/** Who a price list is for: every customer of its currency, customers one by one, price groups; saved as a whole. */
export function AssignmentsEditor({ list, canUpdate }: AssignmentsEditorProps) {
  const { t } = useTranslation();
  const save = useUpdatePriceListAssignments();
  const [everyone, setEveryone] = useState(list.assignments.everyone);
  const [customers, setCustomers] = useState<Picked[]>(list.assignments.customers);
  const [priceGroups, setPriceGroups] = useState<string[]>(list.assignments.priceGroups);
  const nobody = !everyone && customers.length === 0 && priceGroups.length === 0;

  const submit = () =>
    save.mutate(
      { id: list.id, everyone, customerIds: customers.map((c) => c.id), priceGroups },
      { onSuccess: () => showSuccessToast(t('priceRules.priceLists.assignmentsSaved', { code: list.code })) },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('priceRules.priceLists.assignmentsHint')}
      </Text>
      <MutationError error={save.error} />
      <Switch
        label={t('priceRules.priceLists.everyoneSwitch', { currency: list.currency })}
        checked={everyone}
        disabled={!canUpdate}
        onChange={(e) => setEveryone(e.currentTarget.checked)}
      />
      {canUpdate ? (
        <>
          <PickedLookup
            label={t('priceRules.pickers.addCustomer')}
            value={customers}
            onChange={setCustomers}
            useOptions={useCustomerSearch}
            emptyText={t('priceRules.pickers.noCustomers')}
          />
          <PriceGroupsInput value={priceGroups} onChange={setPriceGroups} />
        </>
      ) : (
        <>
          <Text size="sm">
            {t('priceRules.priceLists.customers')}: {customers.map((c) => c.name).join(', ') || '—'}
          </Text>
          <Text size="sm">
            {t('priceRules.pickers.priceGroups')}: {priceGroups.join(', ') || '—'}
          </Text>
        </>
      )}
      {nobody && (
        <Text size="sm" c="orange">
          {t('priceRules.priceLists.nobodyWarning')}
        </Text>
      )}
      {canUpdate && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('priceRules.priceLists.saveAssignments')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
