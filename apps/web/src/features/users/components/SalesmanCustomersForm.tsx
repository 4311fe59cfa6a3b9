import type { Salesman, SalesmanCustomer } from '@dealerport/contract';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { type LookupOption, LookupSelect } from '../../../components/LookupSelect';
import { RemoveLineButton } from '../../../components/RemoveLineButton';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useCustomerOptions } from '../api/find-customer-options';
import { useSalesmanCustomers } from '../api/list-salesman-customers';
import { useSetSalesmanCustomers } from '../api/set-salesman-customers';

type Assigned = Pick<SalesmanCustomer, 'id' | 'name' | 'code'>;

/** The customers a salesman may act for (design.md §4): add by searching, remove, save at once. */
export function SalesmanCustomersForm({ salesman, canEdit, onDone }: { salesman: Salesman; canEdit: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const current = useSalesmanCustomers(salesman.id);
  const save = useSetSalesmanCustomers();
  const [assigned, setAssigned] = useState<Assigned[] | null>(null);
  const [pickerKey, setPickerKey] = useState(0);

  useEffect(() => {
    if (current.data && assigned === null) setAssigned(current.data);
  }, [current.data, assigned]);

  if (current.isPending || assigned === null) {
    return current.isError ? (
      <Alert color="red" role="alert">
        {errorText(current.error, t('errors.unexpected'))}
      </Alert>
    ) : (
      <LoadingSpinner size="sm" />
    );
  }

  const add = (id: string | null, option: LookupOption | null) => {
    if (!id || !option || assigned.some((c) => c.id === id)) return;
    setAssigned([...assigned, { id, name: option.name, code: option.code }].sort((a, b) => a.name.localeCompare(b.name)));
    // the select empties again for the next customer
    setPickerKey((k) => k + 1);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('salesmen.assignHelp', { name: salesman.name })}
      </Text>
      {canEdit && (
        <LookupSelect
          key={pickerKey}
          label={t('salesmen.addCustomer')}
          placeholder={t('lookup.typeToSearch')}
          value={null}
          currentLabel={null}
          useOptions={useCustomerOptions}
          onChange={add}
        />
      )}
      {assigned.length === 0 ? (
        <Text size="sm">{t('salesmen.noCustomers')}</Text>
      ) : (
        <AssignedCustomersTable assigned={assigned} canEdit={canEdit} onRemove={(id) => setAssigned(assigned.filter((x) => x.id !== id))} />
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {errorText(save.error, t('errors.unexpected'))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {canEdit ? t('common.cancel') : t('common.close')}
        </Button>
        {canEdit && (
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { salesmanId: salesman.id, customerIds: assigned.map((c) => c.id) },
                {
                  onSuccess: () => {
                    showSuccessToast(t('salesmen.saved', { name: salesman.name }));
                    onDone();
                  },
                },
              )
            }
          >
            {t('common.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

interface AssignedCustomersTableProps {
  assigned: Assigned[];
  canEdit: boolean;
  onRemove: (customerId: string) => void;
}

function AssignedCustomersTable({ assigned, canEdit, onRemove }: AssignedCustomersTableProps) {
  const { t } = useTranslation();
  return (
    <Table striped aria-label={t('salesmen.assignedLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('salesmen.customer')}</Table.Th>
          <Table.Th>{t('salesmen.code')}</Table.Th>
          {canEdit && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {assigned.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>{c.name}</Table.Td>
            <Table.Td>{c.code ?? '—'}</Table.Td>
            {canEdit && (
              <Table.Td align="right">
                <RemoveLineButton aria-label={t('salesmen.removeNamed', { name: c.name })} onClick={() => onRemove(c.id)} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
