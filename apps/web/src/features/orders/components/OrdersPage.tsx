import { ORDER_STATUSES, type OrderListRow, type OrderStatus, type PaymentStatus } from '@dealerport/contract';
import { Anchor, Button, Group, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedDataTable } from '../../../components/PagedDataTable';
import { formatDate } from '../../../lib/dates';
import { isDealer } from '../../../lib/identity';
import { usePhoneScreen } from '../../../lib/media';
import { formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useOrderStatuses } from '../api/list-order-statuses';
import { useOrders } from '../api/list-orders';
import { EMPTY_FILTER, ORDER_PAGE_SIZES, type OrdersFilter, SEARCH_DEBOUNCE_MS, toOrdersQuery } from '../lib/orders-query';
import { OrderStatusBadge } from './OrderStatusBadge';

type Row = OrderListRow & { id: string };

/** A payment state's colour in the list; a test payment (no money received) stands out from a paid one. */
const PAYMENT_STATUS_COLORS: Partial<Record<PaymentStatus, string>> = { Paid: 'teal', Failed: 'red', TestPaid: 'orange' };

const isOrderStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value ?? '');

interface OrdersPageProps {
  /**
   * A row's action, "order again" (the baskets feature's, from the route): shown only on the orders of the
   * customer acted for, whose cart the order would go back into.
   */
  rowAction?: (row: OrderListRow) => ReactNode;
}

/** /orders: the acting customer's order history with search, status and date filters, paged on the server. */
export function OrdersPage({ rowAction }: OrdersPageProps = {}) {
  const { t, i18n } = useTranslation();
  const actingFor = useCustomerStore((s) => s.selected?.id);
  // "my orders" is a dealer's; staff and salesmen read the orders of the customer they act for
  const context = useUserStore((st) => (isDealer(st.user) ? undefined : 'staff'));
  const statuses = useOrderStatuses();
  const [filter, setFilter] = useState<OrdersFilter>(EMPTY_FILTER);
  const [debouncedSearch] = useDebouncedValue(filter.search, SEARCH_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState<number>(ORDER_PAGE_SIZES[0]);
  const effective = { ...filter, search: debouncedSearch };
  // the page belongs to a filter: another filter starts on page one (without asking for the old page)
  const signature = JSON.stringify(effective);
  const [paging, setPaging] = useState({ page: 1, signature });
  const page = paging.signature === signature ? paging.page : 1;
  const orders = useOrders(toOrdersQuery(effective, page, pageSize));
  const change = (next: Partial<OrdersFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPaging({ page: 1, signature: '' });
  };
  const filtered = filter.search !== '' || filter.status !== null || filter.from !== '' || filter.to !== '';
  const phone = usePhoneScreen();

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        accessor: 'docNumber',
        title: t('orders.columns.docNumber'),
        render: (row) => <OrderLink docNumber={row.docNumber} />,
      },
      { accessor: 'date', title: t('orders.columns.date'), render: (row) => formatDate(row.date, i18n.language) },
      {
        accessor: 'status',
        title: t('orders.columns.status'),
        render: (row) => <OrderStatusBadge name={row.statusName} type={row.statusType} />,
      },
      {
        accessor: 'paymentMethodName',
        title: t('orders.columns.paymentMethod'),
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.paymentMethodName}</Text>
            {row.paymentStatus !== 'NotRequired' && (
              <Text size="xs" c={PAYMENT_STATUS_COLORS[row.paymentStatus] ?? 'dimmed'}>
                {t(`orders.paymentStatus.${row.paymentStatus}`)}
              </Text>
            )}
          </Stack>
        ),
      },
      { accessor: 'salesmanName', title: t('orders.columns.salesman'), render: (row) => row.salesmanName ?? '—' },
      {
        accessor: 'itemCount',
        title: t('orders.columns.itemCount'),
        textAlign: 'right',
        render: (row) => formatNumber(row.itemCount, i18n.language),
      },
      {
        accessor: 'totalAmount',
        title: t('orders.columns.total'),
        textAlign: 'right',
        render: (row) => (
          <Text size="sm" fw={600}>
            {formatMoney(row.totalAmount, i18n.language, row.currency)}
          </Text>
        ),
      },
      ...(rowAction
        ? [
            {
              accessor: 'actions',
              title: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>,
              textAlign: 'right' as const,
              width: 56,
              render: (row: Row) => (row.customerId === actingFor ? rowAction(row) : null),
            },
          ]
        : []),
    ],
    [t, i18n.language, rowAction, actingFor],
  );
  // A phone has room for two columns: the number (the link) over the date, and the total over the status;
  // the table's seven columns scrolled the total and the status out of sight.
  const phoneColumns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        accessor: 'docNumber',
        title: `${t('orders.columns.docNumber')} · ${t('orders.columns.date')}`,
        render: (row) => (
          <Stack gap={2}>
            <OrderLink docNumber={row.docNumber} />
            <Text size="sm">{formatDate(row.date, i18n.language)}</Text>
          </Stack>
        ),
      },
      {
        accessor: 'totalAmount',
        title: `${t('orders.columns.total')} · ${t('orders.columns.status')}`,
        textAlign: 'right',
        render: (row) => (
          <Stack gap={4} align="flex-end">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.totalAmount, i18n.language, row.currency)}
            </Text>
            <OrderStatusBadge name={row.statusName} type={row.statusType} />
            {rowAction && row.customerId === actingFor && rowAction(row)}
          </Stack>
        ),
      },
    ],
    [t, i18n.language, rowAction, actingFor],
  );

  const statusOptions = (statuses.data ?? ORDER_STATUSES.map((id) => ({ id, name: id }))).map((s) => ({ value: s.id, label: s.name }));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('orders.title', { context })}
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('orders.filters.search')}
          placeholder={t('orders.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={filter.search}
          onChange={(e) => change({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t('orders.filters.status')}
          placeholder={t('orders.filters.allStatuses')}
          data={statusOptions}
          value={filter.status}
          onChange={(value) => change({ status: isOrderStatus(value) ? value : null })}
          clearable
          w={{ base: '100%', sm: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label={t('orders.filters.from')}
          value={filter.from}
          onChange={(e) => change({ from: e.currentTarget.value })}
          w={{ base: '48%', sm: 170 }}
        />
        <TextInput
          type="date"
          label={t('orders.filters.to')}
          value={filter.to}
          onChange={(e) => change({ to: e.currentTarget.value })}
          w={{ base: '48%', sm: 170 }}
        />
        {filtered && (
          <Button variant="subtle" leftSection={<IconX size={16} />} onClick={() => change(EMPTY_FILTER)}>
            {t('orders.filters.clear')}
          </Button>
        )}
      </Group>
      <PagedDataTable<Row>
        query={orders}
        columns={phone ? phoneColumns : columns}
        label={t('orders.title', { context })}
        emptyText={filtered ? t('orders.emptyFiltered') : t('orders.empty', { context })}
        page={page}
        onPageChange={(next) => setPaging({ page: next, signature })}
        pageSize={pageSize}
        pageSizes={ORDER_PAGE_SIZES}
        onPageSizeChange={setPageSize}
      />
    </Stack>
  );
}

function OrderLink({ docNumber }: { docNumber: string }) {
  return (
    <Anchor component={Link} to={`/orders/${encodeURIComponent(docNumber)}`} fw={600} ff="monospace">
      {docNumber}
    </Anchor>
  );
}
