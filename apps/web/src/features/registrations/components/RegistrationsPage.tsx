import { type ApprovedRegistration, type CustomerRegistration, REGISTRATION_STATUSES } from '@dealerport/contract';
import { Button, Drawer, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconEye, IconTrash, IconX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, RowAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { formatDateTime } from '../../../lib/dates';
import { showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteRegistration } from '../api/delete-registration';
import { useRegistrations } from '../api/list-registrations';
import { REGISTRATION_PAGE_SIZES, SEARCH_DEBOUNCE_MS, type StatusFilter, toRegistrationsQuery } from '../lib/registrations-query';
import { ApproveDialog } from './ApproveDialog';
import { RegistrationDetails } from './RegistrationDetails';
import { RejectDialog } from './RejectDialog';
import { StatusBadge } from './StatusBadge';

const NO_PERMISSIONS: readonly string[] = [];

/** /dealer-register-list: dealer applications to review, approve, reject or delete. */
export function RegistrationsPage() {
  const { t, i18n } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canApprove = permissions.includes('customer-registration.update');
  const canDelete = permissions.includes('customer-registration.delete');

  const [status, setStatus] = useState<StatusFilter>('pending');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const paging = usePaging(REGISTRATION_PAGE_SIZES, `${status}|${debounced}`);
  const { page, pageSize } = paging;

  const registrations = useRegistrations(toRegistrationsQuery({ page, pageSize, search: debounced, status }));

  const [viewing, setViewing] = useState<CustomerRegistration | null>(null);
  const [approving, setApproving] = useState<CustomerRegistration | null>(null);
  const [approved, setApproved] = useState<ApprovedRegistration | null>(null);
  const [rejecting, setRejecting] = useState<CustomerRegistration | null>(null);
  const deletion = useDeleteConfirmation<CustomerRegistration>({
    mutation: useDeleteRegistration(),
    title: t('registrations.deleteTitle'),
    message: (r) => t('registrations.deleteConfirm', { name: r.name }),
    deleted: () => t('registrations.deleted'),
    onDeleted: () => setViewing(null),
  });

  // rebuilt each render: a handful of columns, and the actions close over the current state
  const columns: DataTableColumn<CustomerRegistration>[] = [
    { accessor: 'createdAt', title: t('registrations.createdAt'), render: (r) => formatDateTime(r.createdAt, i18n.language) },
    { accessor: 'name', title: t('signUp.name') },
    { accessor: 'representativePerson', title: t('signUp.representativePerson') },
    { accessor: 'email', title: t('signUp.email') },
    { accessor: 'countryCode', title: t('signUp.country'), render: (r) => r.countryCode ?? '—' },
    { accessor: 'status', title: t('registrations.statusLabel'), render: (r) => <StatusBadge status={r.status} /> },
    rowActionsColumn(t('common.actions'), (r) => (
      <>
        <RowAction
          icon={IconEye}
          label={t('registrations.details')}
          aria-label={t('registrations.detailsNamed', { name: r.name })}
          onClick={() => setViewing(r)}
        />
        {canApprove && r.status === 'pending' && (
          <RowAction
            icon={IconCheck}
            color="teal"
            label={t('registrations.approve')}
            aria-label={t('registrations.approveNamed', { name: r.name })}
            onClick={() => setApproving(r)}
          />
        )}
        {canApprove && r.status === 'pending' && (
          <RowAction
            icon={IconX}
            color="red"
            label={t('registrations.reject')}
            aria-label={t('registrations.rejectNamed', { name: r.name })}
            onClick={() => setRejecting(r)}
          />
        )}
        {canDelete && <DeleteAction aria-label={t('registrations.deleteNamed', { name: r.name })} onClick={() => deletion.ask(r)} />}
      </>
    )),
  ];

  return (
    <Stack gap="md">
      <ListToolbar>
        <SearchField
          label={t('registrations.search')}
          placeholder={t('registrations.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <SegmentedControl
          aria-label={t('registrations.statusLabel')}
          value={status}
          onChange={(v) => setStatus(v as StatusFilter)}
          data={[
            { value: 'all', label: t('registrations.status.all') },
            ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`registrations.status.${s}`) })),
          ]}
        />
      </ListToolbar>

      <PagedDataTable<CustomerRegistration>
        query={registrations}
        columns={columns}
        label={t('registrations.tableLabel')}
        emptyText={t('registrations.empty')}
        {...paging}
      />

      <Drawer opened={viewing !== null} onClose={() => setViewing(null)} title={t('registrations.detailsTitle')} position="right" size="md">
        {viewing && (
          <Stack gap="lg">
            <RegistrationDetails registration={viewing} />
            <Group justify="flex-end">
              {canDelete && (
                <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => deletion.ask(viewing)}>
                  {t('common.delete')}
                </Button>
              )}
              {canApprove && viewing.status === 'pending' && (
                <>
                  <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => setRejecting(viewing)}>
                    {t('registrations.reject')}
                  </Button>
                  <Button color="teal" leftSection={<IconCheck size={16} />} onClick={() => setApproving(viewing)}>
                    {t('registrations.approve')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        )}
      </Drawer>

      <ApproveDialog
        registration={approving}
        onClose={() => setApproving(null)}
        onApproved={(result) => {
          setApproving(null);
          setViewing(null);
          setApproved(result);
        }}
      />

      <RejectDialog
        registration={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(result) => {
          setRejecting(null);
          setViewing(null);
          showSuccessToast(t('registrations.rejected', { name: result.name }));
        }}
      />

      {deletion.dialog}

      <Modal opened={approved !== null} onClose={() => setApproved(null)} title={t('registrations.approvedTitle')} centered>
        {approved && (
          <Stack gap="sm" role="status">
            <Text size="sm">{t('registrations.approvedText')}</Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed" w={140}>
                {t('registrations.accountName')}
              </Text>
              <Text size="sm" fw={600}>
                {approved.accountName}
              </Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" c="dimmed" w={140}>
                {t('registrations.customerCode')}
              </Text>
              <Text size="sm" fw={600}>
                {approved.customerCode}
              </Text>
            </Group>
            <Group justify="flex-end">
              <Button onClick={() => setApproved(null)}>{t('registrations.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
