import { UNSETTLED_HAND_OFF_STATUSES } from '@dealerport/contract';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { formatMoney } from '../../../lib/money';
import { showSuccessToast } from '../../../lib/notify';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { type HandOffRow, useOrderHandOffs, useResendOrderHandOff } from '../api/hand-offs';

const PAGE_SIZES = [10, 25, 50] as const;
const STATUS_COLOR = { Pending: 'gray', Failed: 'orange', Rejected: 'red', Sent: 'teal', Standalone: 'gray' } as const;
type Filter = 'all' | (typeof UNSETTLED_HAND_OFF_STATUSES)[number];

/**
 * The orders the ERP has not taken (integration.list): waiting, given up after the retries (Failed) or
 * refused (Rejected), each with the ERP's answer; with integration.update a Failed or Rejected one is sent
 * again once its cause is fixed.
 */
export function OrderHandOffsSection({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [filter, setFilter] = useState<Filter>('all');
  const paging = usePaging(PAGE_SIZES, filter);
  const list = useOrderHandOffs({
    PageNumber: paging.page,
    PageSize: paging.pageSize,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  const resend = useResendOrderHandOff();

  const columns = useMemo<DataTableColumn<HandOffRow>[]>(
    () => [
      {
        accessor: 'docNumber',
        title: t('handOffs.docNumber'),
        // the order's detail shows the same state and answer, and sends it again too
        render: (r) => (
          <Anchor component={Link} to={`/orders/${encodeURIComponent(r.docNumber)}`} size="sm">
            {r.docNumber}
          </Anchor>
        ),
      },
      {
        accessor: 'createdAt',
        title: t('handOffs.createdAt'),
        render: (r) => new Date(r.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      },
      {
        accessor: 'customerName',
        title: t('handOffs.customer'),
        render: (r) => [r.customerCode, r.customerName].filter(Boolean).join(' – '),
      },
      {
        accessor: 'totalAmount',
        title: t('handOffs.total'),
        textAlign: 'right',
        render: (r) => formatMoney(String(r.totalAmount), locale, r.currency),
      },
      {
        accessor: 'erpStatus',
        title: t('handOffs.status'),
        render: (r) => (
          <Badge color={STATUS_COLOR[r.erpStatus]} variant="light">
            {t(`handOffs.state.${r.erpStatus}`)}
          </Badge>
        ),
      },
      {
        accessor: 'erpError',
        title: t('handOffs.answer'),
        render: (r) =>
          r.erpError ? (
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {r.erpError}
            </Text>
          ) : r.inProgress ? (
            t('handOffs.inProgress')
          ) : (
            '–'
          ),
      },
      ...(canUpdate
        ? [
            {
              accessor: 'actions',
              title: t('handOffs.actions'),
              render: (r: HandOffRow) =>
                r.canResend ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconSend size={14} />}
                    loading={resend.isPending && resend.variables === r.orderId}
                    aria-label={t('handOffs.resendOrder', { docNumber: r.docNumber })}
                    onClick={() =>
                      resend.mutate(r.orderId, {
                        onSuccess: () => showSuccessToast(t('handOffs.resent', { docNumber: r.docNumber })),
                      })
                    }
                  >
                    {t('handOffs.resend')}
                  </Button>
                ) : null,
            } satisfies DataTableColumn<HandOffRow>,
          ]
        : []),
    ],
    [t, locale, canUpdate, resend],
  );

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('handOffs.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('handOffs.intro')}
          </Text>
        </Stack>
        <Group>
          <SegmentedControl
            aria-label={t('handOffs.filter')}
            value={filter}
            onChange={(v) => setFilter(v as Filter)}
            data={[
              { value: 'all', label: t('handOffs.all') },
              ...UNSETTLED_HAND_OFF_STATUSES.map((s) => ({ value: s, label: t(`handOffs.state.${s}`) })),
            ]}
          />
        </Group>
        <PagedDataTable<HandOffRow>
          query={list}
          columns={columns}
          label={t('handOffs.title')}
          emptyText={t('handOffs.empty')}
          {...paging}
        />
      </Stack>
    </Card>
  );
}
