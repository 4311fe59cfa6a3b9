import type { SelectableCustomer } from '@dealerport/contract';
import { Alert, Box, Center, Group, Modal, Pagination, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { queryClient } from '../../../lib/query-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useTunables } from '../../../lib/tunables';
import { customerKeys } from '../api/keys';
import { useSelectableCustomers } from '../api/list-selectable-customers';
import { filterAndSortCustomers, pageOf } from '../lib/filter-customers';

/** A customer's mail language (customers.language, from the ERP), named in itself as language pickers do. */
const LANGUAGE_NAMES = { tr: 'Türkçe', de: 'Deutsch', en: 'English' } as const;

/** Spec 01 §2 / §9: 750 by 800. */
export const CUSTOMER_MODAL_WIDTH = 750;
export const CUSTOMER_MODAL_HEIGHT = 800;

/**
 * Customer selection modal (spec 01 §2). Visibility is the customer store's modalOpen flag, so the
 * header button, the /select-customer page and the auto-open rule all drive the same modal.
 */
export function CustomerSelectModal() {
  const { t } = useTranslation();
  const opened = useCustomerStore((s) => s.modalOpen);
  const close = useCustomerStore((s) => s.closeModal);
  return (
    <Modal
      opened={opened}
      onClose={close}
      size={CUSTOMER_MODAL_WIDTH}
      title={t('customers.modalTitle')}
      lockScroll
      centered
      styles={{
        content: { height: `min(${CUSTOMER_MODAL_HEIGHT}px, calc(100dvh - 2rem))`, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 },
      }}
    >
      {opened && <CustomerSelectPanel />}
    </Modal>
  );
}

export function CustomerSelectPanel() {
  const { t } = useTranslation();
  const selectedId = useCustomerStore((s) => s.selected?.id);
  const select = useCustomerStore((s) => s.select);
  const query = useSelectableCustomers(true);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 150);
  const [page, setPage] = useState(1);

  const rows = useMemo(() => filterAndSortCustomers(query.data ?? [], debounced), [query.data, debounced]);
  // Spec 01 §9: 10 rows a page (config item customerListPageSize).
  const { customerListPageSize } = useTunables();
  const totalPages = Math.max(1, Math.ceil(rows.length / customerListPageSize));

  // a new search starts on page one
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on search change only
  useEffect(() => setPage(1), [debounced]);

  const choose = (customer: SelectableCustomer) => {
    select(customer);
    // data that belongs to the previous customer is stale now
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== customerKeys.all[0],
    });
  };

  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <TextInput
        label={t('customers.search')}
        placeholder={t('customers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-autofocus
        // the guided tour's steps over the modal (features/tour): its search, its list, choosing a row
        wrapperProps={{ 'data-tour': 'customer-search' }}
      />
      {query.isPending ? (
        <Center py="xl">
          <LoadingSpinner size="sm" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(query.error, t('errors.unexpected'))}
        </Alert>
      ) : (
        <>
          <ScrollArea style={{ flex: 1 }} type="auto" data-tour="customer-list">
            <Table highlightOnHover striped={false} stickyHeader aria-label={t('customers.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.name')}</Table.Th>
                  <Table.Th w={140}>{t('customers.code')}</Table.Th>
                  <Table.Th w={110}>{t('customers.countryCode')}</Table.Th>
                  <Table.Th w={120}>{t('customers.language')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageOf(rows, page, customerListPageSize).map((customer, index) => {
                  const isSelected = customer.id === selectedId;
                  return (
                    <Table.Tr
                      key={customer.id}
                      tabIndex={0}
                      aria-selected={isSelected}
                      data-selected={isSelected || undefined}
                      data-tour={index === 0 ? 'customer-save' : undefined}
                      onClick={() => choose(customer)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          choose(customer);
                        }
                      }}
                      style={{
                        cursor: 'pointer',
                        backgroundColor: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
                        fontWeight: isSelected ? 600 : undefined,
                      }}
                    >
                      <Table.Td>{customer.name}</Table.Td>
                      <Table.Td>{customer.code ?? '—'}</Table.Td>
                      <Table.Td>{customer.countryCode}</Table.Td>
                      <Table.Td>
                        {/* No language of its own: each user's mails go in that user's language. */}
                        {customer.language ? LANGUAGE_NAMES[customer.language] : t('customers.languageOfUsers')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed" ta="center" py="md">
                        {t('customers.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('customers.count', { count: rows.length })}
            </Text>
            <Box>
              {totalPages > 1 && (
                <Pagination
                  size="sm"
                  total={totalPages}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({
                    'aria-label': t(`pagination.${control}`),
                  })}
                  getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
                />
              )}
            </Box>
          </Group>
        </>
      )}
    </Stack>
  );
}
