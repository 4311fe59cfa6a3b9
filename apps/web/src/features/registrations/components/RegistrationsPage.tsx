import { type ApprovedRegistration, type CustomerRegistration, REGISTRATION_STATUSES } from '@dealerport/contract';
import { ActionIcon, Button, Drawer, Group, Modal, SegmentedControl, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconEye, IconSearch, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PagedDataTable } from '../../../components/PagedDataTable';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useApproveRegistration } from '../api/approve-registration';
import { useDeleteRegistration } from '../api/delete-registration';
import { useRegistrations } from '../api/list-registrations';
import { formatDateTime } from '../lib/format';
import { REGISTRATION_PAGE_SIZES, SEARCH_DEBOUNCE_MS, type StatusFilter, toRegistrationsQuery } from '../lib/registrations-query';
import { RegistrationDetails } from './RegistrationDetails';
import { StatusBadge } from './StatusBadge';

const NO_PERMISSIONS: readonly string[] = [];

/** /dealer-register-list: dealer applications to review, approve or delete. */
export function RegistrationsPage() {
  const { t, i18n } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canApprove = permissions.includes('customer-registration.update');
  const canDelete = permissions.includes('customer-registration.delete');

  const [pageSize, setPageSize] = useState<number>(REGISTRATION_PAGE_SIZES[0]);
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // the page belongs to a search and a filter: changing either starts on page one
  const [paging, setPaging] = useState({ page: 1, filter: '' });
  const filterKey = `${status}|${debounced}`;
  const page = paging.filter === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, filter: filterKey });

  const registrations = useRegistrations(toRegistrationsQuery({ page, pageSize, search: debounced, status }));

  const [viewing, setViewing] = useState<CustomerRegistration | null>(null);
  const [approving, setApproving] = useState<CustomerRegistration | null>(null);
  const [deleting, setDeleting] = useState<CustomerRegistration | null>(null);
  const [approved, setApproved] = useState<ApprovedRegistration | null>(null);
  const approve = useApproveRegistration();
  const remove = useDeleteRegistration();

  const askApprove = (r: CustomerRegistration) => {
    approve.reset();
    setApproving(r);
  };
  const askDelete = (r: CustomerRegistration) => {
    remove.reset();
    setDeleting(r);
  };

  // rebuilt each render: a handful of columns, and the actions close over the current state
  const columns: DataTableColumn<CustomerRegistration>[] = [
    { accessor: 'createdAt', title: t('registrations.createdAt'), render: (r) => formatDateTime(r.createdAt, i18n.language) },
    { accessor: 'name', title: t('signUp.name') },
    { accessor: 'representativePerson', title: t('signUp.representativePerson') },
    { accessor: 'email', title: t('signUp.email') },
    { accessor: 'countryCode', title: t('signUp.country'), render: (r) => r.countryCode ?? '—' },
    { accessor: 'status', title: t('registrations.statusLabel'), render: (r) => <StatusBadge status={r.status} /> },
    {
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      render: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('registrations.details')}>
            <ActionIcon variant="subtle" aria-label={t('registrations.detailsNamed', { name: r.name })} onClick={() => setViewing(r)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {canApprove && r.status === 'pending' && (
            <Tooltip label={t('registrations.approve')}>
              <ActionIcon
                variant="subtle"
                color="teal"
                aria-label={t('registrations.approveNamed', { name: r.name })}
                onClick={() => askApprove(r)}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label={t('common.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('registrations.deleteNamed', { name: r.name })}
                onClick={() => askDelete(r)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('registrations.search')}
          placeholder={t('registrations.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
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
      </Group>

      <PagedDataTable<CustomerRegistration>
        query={registrations}
        columns={columns}
        label={t('registrations.tableLabel')}
        emptyText={t('registrations.empty')}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        pageSizes={REGISTRATION_PAGE_SIZES}
        onPageSizeChange={setPageSize}
      />

      <Drawer opened={viewing !== null} onClose={() => setViewing(null)} title={t('registrations.detailsTitle')} position="right" size="md">
        {viewing && (
          <Stack gap="lg">
            <RegistrationDetails registration={viewing} />
            <Group justify="flex-end">
              {canDelete && (
                <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => askDelete(viewing)}>
                  {t('common.delete')}
                </Button>
              )}
              {canApprove && viewing.status === 'pending' && (
                <Button color="teal" leftSection={<IconCheck size={16} />} onClick={() => askApprove(viewing)}>
                  {t('registrations.approve')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Drawer>

      <ConfirmDialog
        opened={approving !== null}
        title={t('registrations.approveTitle')}
        message={t('registrations.approveConfirm', { name: approving?.name ?? '' })}
        confirmLabel={t('registrations.approve')}
        color="teal"
        loading={approve.isPending}
        error={approve.isError ? errorText(approve.error, t('errors.unexpected')) : null}
        onClose={() => setApproving(null)}
        onConfirm={() => {
          if (!approving) return;
          approve.mutate(
            { id: approving.id },
            {
              onSuccess: (result) => {
                setApproving(null);
                setViewing(null);
                setApproved(result);
              },
            },
          );
        }}
      />

      <ConfirmDialog
        opened={deleting !== null}
        title={t('registrations.deleteTitle')}
        message={t('registrations.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        color="red"
        loading={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('errors.unexpected')) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setViewing(null);
              showSuccessToast(t('registrations.deleted'));
            },
          });
        }}
      />

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
