import { CULTURES, type Culture, ORDER_STATUS_NAMES, type OrderDetail, type OrderItem, type OrderStatus } from '@dealerport/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconBan } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { TotalsTable } from '../../../components/TotalsTable';
import { ApiError, errorText } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { isDealer } from '../../../lib/identity';
import { formatMoney } from '../../../lib/money';
import { showSuccessToast } from '../../../lib/notify';
import { formatNumber, formatQuantity } from '../../../lib/numbers';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCancelOrder } from '../api/cancel-order';
import { useCancelOrderLine } from '../api/cancel-order-line';
import { useOrder } from '../api/get-order';
import { OrderStatusBadge } from './OrderStatusBadge';

interface OrderDetailPageProps {
  docNo: string;
  /** Set on /orders/{docNo}/{paymentOrderId}: the page a payment returns to. */
  paymentOrderId?: string;
  /**
   * The pay button of an order that can be paid online now (the payments feature's, handed in by the
   * route: features do not import each other).
   */
  payAction?: (order: OrderDetail) => ReactNode;
  /** The payment order's state on /orders/{docNo}/{paymentOrderId} (the payments feature's, from the route). */
  paymentState?: (paymentOrderId: string) => ReactNode;
  /**
   * The order's hand-off to the ERP for administrators (the integrations feature's, from the route);
   * `refresh` reads the order again after a resend.
   */
  erpState?: (order: OrderDetail, refresh: () => void) => ReactNode;
  /**
   * "Order again" (the baskets feature's, from the route), shown to whoever acts for the order's customer:
   * for the whole order, and with `lineIds` for the lines chosen by their checkboxes (which it brings along).
   */
  reorderAction?: (order: OrderDetail, lineIds?: number[]) => ReactNode;
  /** "Save as list" (the lists feature's, from the route), for the same people: lists are the acting customer's. */
  listAction?: (order: OrderDetail) => ReactNode;
}

/** A warehouse order's status in the interface language (the contract's names). */
function statusName(status: OrderStatus, language: string): string {
  const culture = (CULTURES as readonly string[]).includes(language) ? (language as Culture) : 'tr';
  return ORDER_STATUS_NAMES[status]?.[culture] ?? status;
}

type Cancelling = { kind: 'order' } | { kind: 'line'; item: OrderItem } | null;

/**
 * /orders/{docNo} (spec 02 §3, §4): the document's header, its items with the warehouse orders fulfilling
 * each, and cancellation of the order or of one item (with a confirmation) while the server allows it.
 */
export function OrderDetailPage({
  docNo,
  paymentOrderId,
  payAction,
  paymentState,
  erpState,
  reorderAction,
  listAction,
}: OrderDetailPageProps) {
  const { t, i18n } = useTranslation();
  const order = useOrder(docNo);
  const cancelOrder = useCancelOrder();
  const cancelLine = useCancelOrderLine();
  const [cancelling, setCancelling] = useState<Cancelling>(null);
  // the lines chosen to order again (by the order's line ids)
  const [chosenLines, setChosenLines] = useState<ReadonlySet<number>>(new Set());
  // the cart an order goes back into is the acting customer's: offered only for the order's own customer
  const actingFor = useCustomerStore((s) => s.selected?.id);
  // "my orders" is a dealer's; staff and salesmen go back to the orders of the customer they act for
  const context = useUserStore((s) => (isDealer(s.user) ? undefined : 'staff'));

  const back = (
    <Anchor component={Link} to="/orders" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('orders.backToList', { context })}
      </Group>
    </Anchor>
  );

  if (order.isPending) return <LoadingSpinner />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Alert color="red" variant="light">
          {notFound ? t('orders.notFound', { docNo }) : errorText(order.error, t('orders.loadError'))}
        </Alert>
      </Stack>
    );
  }
  const data = order.data;
  const mutation = cancelling?.kind === 'line' ? cancelLine : cancelOrder;
  const forActingCustomer = actingFor === data.customerId;
  const chosen = data.orderItems.filter((item) => chosenLines.has(item.id)).map((item) => item.id);
  const selection: LineSelection | undefined =
    forActingCustomer && reorderAction
      ? {
          chosen: chosenLines,
          onToggle: (id, on) =>
            setChosenLines((current) => {
              const next = new Set(current);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            }),
          onToggleAll: (on) => setChosenLines(on ? new Set(data.orderItems.map((item) => item.id)) : new Set()),
        }
      : undefined;

  const confirm = () => {
    if (!cancelling) return;
    if (cancelling.kind === 'order') {
      cancelOrder.mutate(
        { docNumber: data.b2BDocNo },
        {
          onSuccess: () => {
            setCancelling(null);
            showSuccessToast(t('orders.cancel.orderDone', { docNo: data.b2BDocNo }));
          },
        },
      );
    } else {
      const { item } = cancelling;
      cancelLine.mutate(
        { orderId: data.id, orderLineId: item.id },
        {
          onSuccess: () => {
            setCancelling(null);
            showSuccessToast(t('orders.cancel.lineDone', { name: item.productName }));
          },
        },
      );
    }
  };

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2" ff="monospace">
              {data.b2BDocNo}
            </Title>
            <OrderStatusBadge name={data.statusName} type={data.statusType} size="md" />
          </Group>
          <Text c="dimmed" size="sm">
            {t('orders.placedOn', { date: formatDateTime(data.createdOnUtc, i18n.language) })}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-start">
          {data.canPayOnline && payAction?.(data)}
          {forActingCustomer && listAction?.(data)}
          {forActingCustomer && reorderAction?.(data)}
          {data.canCancel && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconBan size={16} />}
              onClick={() => {
                cancelOrder.reset();
                setCancelling({ kind: 'order' });
              }}
            >
              {t('orders.cancel.order')}
            </Button>
          )}
        </Group>
      </Group>
      {paymentOrderId &&
        (paymentState ? (
          paymentState(paymentOrderId)
        ) : (
          <Alert color={data.paymentStatus === 'Paid' ? 'green' : data.paymentStatus === 'TestPaid' ? 'orange' : 'blue'} variant="light">
            {t('orders.paymentReturned', { id: paymentOrderId })} {t(`orders.paymentStatus.${data.paymentStatus}`)}
          </Alert>
        ))}
      {erpState?.(data, () => void order.refetch())}
      <OrderHeader order={data} />
      {selection && (
        <Group justify="space-between" gap="sm" mih={36}>
          <Text size="sm" c="dimmed" role="status">
            {chosen.length > 0 ? t('lists.reorder.chosen', { count: chosen.length }) : t('lists.reorder.chooseHint')}
          </Text>
          {chosen.length > 0 && (
            <Group gap="xs">
              <Button variant="subtle" onClick={() => setChosenLines(new Set())}>
                {t('lists.reorder.clearChoice')}
              </Button>
              {reorderAction?.(data, chosen)}
            </Group>
          )}
        </Group>
      )}
      <Card withBorder padding="xs">
        <OrderItemsTable
          order={data}
          selection={selection}
          onCancelLine={(item) => {
            cancelLine.reset();
            setCancelling({ kind: 'line', item });
          }}
        />
      </Card>
      <ConfirmDialog
        opened={cancelling !== null}
        title={cancelling?.kind === 'line' ? t('orders.cancel.lineTitle') : t('orders.cancel.orderTitle')}
        message={
          cancelling?.kind === 'line'
            ? t('orders.cancel.lineMessage', { name: cancelling.item.productName, docNo: data.b2BDocNo })
            : // Paid online: the cancellation refunds the payment through its provider (ADR 0047); a test
              // payment took no money, so nothing comes back.
              [
                t('orders.cancel.orderMessage', { docNo: data.b2BDocNo }),
                data.paymentStatus === 'Paid' ? t('orders.cancel.orderRefund') : '',
                data.paymentStatus === 'TestPaid' ? t('orders.cancel.orderTestRefund') : '',
              ]
                .filter(Boolean)
                .join(' ')
        }
        confirmLabel={cancelling?.kind === 'line' ? t('orders.cancel.lineConfirm') : t('orders.cancel.orderConfirm')}
        loading={mutation.isPending}
        error={mutation.isError ? errorText(mutation.error, t('errors.unexpected')) : null}
        onConfirm={confirm}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function OrderHeader({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder h="100%">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            {/* the moment, in the reader's zone: the zone-less date/time of the answer are the customer's wall clock */}
            <Field label={t('orders.fields.date')}>{formatDateTime(order.createdOnUtc, i18n.language)}</Field>
            <Field label={t('orders.fields.customer')}>
              {order.customerName}
              {order.customerCode ? ` (${order.customerCode})` : ''}
            </Field>
            <Field label={t('orders.fields.salesman')}>{order.salesmanName ?? '—'}</Field>
            <Field label={t('orders.fields.paymentMethod')}>{order.paymentMethodName}</Field>
            <Field label={t('orders.fields.paymentStatus')}>
              {order.paymentStatus === 'TestPaid' ? (
                <Text span size="sm" c="orange" fw={600}>
                  {t('orders.paymentStatus.TestPaid')}
                </Text>
              ) : (
                t(`orders.paymentStatus.${order.paymentStatus}`)
              )}
            </Field>
            <Field label={t('orders.fields.status')}>
              <OrderStatusBadge name={order.statusName} type={order.statusType} />
            </Field>
            <Field label={t('orders.fields.address')}>
              <Text size="sm" fw={500}>
                {order.shippingAddressCaption}
              </Text>
              <Text size="sm" c="dimmed">
                {order.shippingAddress}
              </Text>
            </Field>
            <Field label={t('orders.fields.note')}>{order.note || '—'}</Field>
          </SimpleGrid>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder h="100%">
          <OrderTotals order={order} />
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** The order's totals as the cart's summary builds them (spec 02 §3): list prices, discount, net, expenses, VAT, total. */
const TOTALS = [
  ['totalGrossAmount', 'orders.totals.gross'],
  ['totalDiscountAmount', 'orders.totals.discount'],
  ['totalAmountWithoutTax', 'orders.totals.withoutTax'],
  ['totalExpenseAmount', 'orders.totals.expense'],
  ['totalTaxAmount', 'orders.totals.tax'],
] as const;

function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <TotalsTable
        label={t('orders.totals.title')}
        currency={order.currency}
        lines={TOTALS.map(([field, key]) => ({
          label: t(key),
          value: order[field],
          deduction: field === 'totalDiscountAmount',
          testId: `total-${field}`,
        }))}
        total={{ label: t('orders.totals.total'), value: order.totalAmount, testId: 'order-total' }}
      />
      <Text size="xs" c="dimmed">
        {t('orders.totals.explained')}
      </Text>
    </Stack>
  );
}

/** Lines chosen by checkboxes (to order them again). */
interface LineSelection {
  chosen: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

function OrderItemsTable({
  order,
  onCancelLine,
  selection,
}: {
  order: OrderDetail;
  onCancelLine: (item: OrderItem) => void;
  selection?: LineSelection | undefined;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatMoney(value, i18n.language, order.currency);
  const someChosen = selection ? order.orderItems.some((item) => selection.chosen.has(item.id)) : false;
  const allChosen = selection ? order.orderItems.every((item) => selection.chosen.has(item.id)) : false;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" aria-label={t('orders.items')}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('lists.reorder.chooseAll')}
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  onChange={(e) => selection.onToggleAll(e.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <Table.Th w={56} />
            <Table.Th>{t('orders.itemColumns.product')}</Table.Th>
            <Table.Th ta="end">{t('orders.itemColumns.quantity')}</Table.Th>
            <Table.Th ta="end">{t('orders.itemColumns.shipped')}</Table.Th>
            <Table.Th ta="end">{t('orders.itemColumns.unitPrice')}</Table.Th>
            <Table.Th ta="end">{t('orders.itemColumns.discountedPrice')}</Table.Th>
            <Table.Th ta="end">{t('orders.itemColumns.expense')}</Table.Th>
            <Table.Th ta="end">{t('orders.itemColumns.lineTotal')}</Table.Th>
            <Table.Th miw={130}>{t('orders.itemColumns.status')}</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.orderItems.map((item) => (
            <Fragment key={item.id}>
              <Table.Tr aria-label={item.productName} data-testid="order-item">
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('lists.reorder.choose', { name: item.productName })}
                      checked={selection.chosen.has(item.id)}
                      onChange={(e) => selection.onToggle(item.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td>{item.productImageUrl && <Image src={item.productImageUrl} alt="" w={40} h={40} fit="contain" />}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.productCode}
                  </Text>
                  <Text size="sm" fw={500}>
                    {item.productName}
                  </Text>
                  {item.campaign && (
                    <Badge size="xs" color="grape" variant="light">
                      {item.campaign}
                    </Badge>
                  )}
                  {(item.isAddedByErp || item.isDeletedByErp) && (
                    <Text size="xs" c="orange">
                      {item.isDeletedByErp ? t('orders.deletedByErp') : t('orders.addedByErp')}
                    </Text>
                  )}
                  {item.dueDate && (
                    <Text size="xs" c="dimmed">
                      {t('orders.dueDate', { date: formatDate(item.dueDate, i18n.language) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatQuantity(item.quantity, item.unitCode, i18n.language)}
                </Table.Td>
                <Table.Td ta="end">{formatNumber(item.shippedQuantity, i18n.language)}</Table.Td>
                <Table.Td ta="end">{money(item.salePrice)}</Table.Td>
                <Table.Td ta="end">
                  {item.priceBeforeCampaign && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      <VisuallyHidden>{t('prices.beforeCampaign')}: </VisuallyHidden>
                      <s data-testid="price-before-campaign">{money(item.priceBeforeCampaign)}</s>
                    </Text>
                  )}
                  {item.priceBeforeCampaign ? (
                    <span style={{ whiteSpace: 'nowrap' }}>{money(item.discountedPrice)}</span>
                  ) : (
                    money(item.discountedPrice)
                  )}
                </Table.Td>
                <Table.Td ta="end">{money(item.expenseAmount)}</Table.Td>
                <Table.Td ta="end" fw={600}>
                  {money(item.lineTotal)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <OrderStatusBadge name={item.statusName} type={item.statusType} />
                </Table.Td>
                <Table.Td>
                  {item.canCancel && (
                    <Tooltip label={t('orders.cancel.line')}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('orders.cancel.lineNamed', { name: item.productName })}
                        onClick={() => onCancelLine(item)}
                      >
                        <IconBan size={16} />
                      </Button>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
              {item.orders.length > 0 && (
                <Table.Tr>
                  <Table.Td colSpan={selection ? 2 : 1} />
                  <Table.Td colSpan={9} pt={0}>
                    <Table
                      fz="xs"
                      verticalSpacing={2}
                      withRowBorders={false}
                      aria-label={t('orders.warehouseOrdersOf', { name: item.productName })}
                      bg="var(--mantine-color-default-hover)"
                    >
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('orders.lineColumns.number')}</Table.Th>
                          <Table.Th>{t('orders.lineColumns.warehouse')}</Table.Th>
                          <Table.Th>{t('orders.lineColumns.division')}</Table.Th>
                          <Table.Th ta="end">{t('orders.lineColumns.quantity')}</Table.Th>
                          <Table.Th ta="end">{t('orders.lineColumns.shipped')}</Table.Th>
                          <Table.Th>{t('orders.lineColumns.status')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {item.orders.map((line) => (
                          <Table.Tr key={line.id}>
                            <Table.Td ff="monospace">{line.number}</Table.Td>
                            <Table.Td>
                              {line.warehouseName} ({line.warehouseCode})
                            </Table.Td>
                            <Table.Td>{line.divisionName}</Table.Td>
                            <Table.Td ta="end">{formatNumber(line.quantity, i18n.language)}</Table.Td>
                            <Table.Td ta="end">{formatNumber(line.shippedQuantity, i18n.language)}</Table.Td>
                            <Table.Td>
                              <OrderStatusBadge name={statusName(line.status, i18n.language)} type={line.statusType} size="xs" />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
