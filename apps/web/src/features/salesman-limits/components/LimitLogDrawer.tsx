import type { SalesmanLimit } from '@dealerport/contract';
import { Alert, Center, Drawer, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useSalesmanLimitTransactions } from '../api/list-salesman-limit-transactions';

/** The log of one limit: orders taking units, cancellations giving them back, uploads setting them. */
export function LimitLogDrawer({ limit, onClose }: { limit: SalesmanLimit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const logs = useSalesmanLimitTransactions(limit?.id ?? null);
  return (
    <Drawer
      opened={limit !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={limit ? t('salesmanLimits.logTitle', { salesman: limit.salesmanCode, product: limit.productCode }) : ''}
    >
      {limit && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('salesmanLimits.logIntro', { quantity: limit.quantity })}
          </Text>
          {logs.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(logs.error, t('errors.unexpected'))}
            </Alert>
          ) : logs.isPending ? (
            <Center py="lg">
              <LoadingSpinner />
            </Center>
          ) : logs.data.length === 0 ? (
            <Text c="dimmed">{t('salesmanLimits.logEmpty')}</Text>
          ) : (
            <Table striped withTableBorder aria-label={t('salesmanLimits.logLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('salesmanLimits.when')}</Table.Th>
                  <Table.Th>{t('salesmanLimits.document')}</Table.Th>
                  <Table.Th>{t('salesmanLimits.customer')}</Table.Th>
                  <Table.Th ta="right">{t('salesmanLimits.oldQuantity')}</Table.Th>
                  <Table.Th ta="right">{t('salesmanLimits.newQuantity')}</Table.Th>
                  <Table.Th>{t('salesmanLimits.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{formatDateTime(l.createdOnUtc, locale)}</Table.Td>
                    <Table.Td>{l.docNo ?? t('salesmanLimits.uploadEntry')}</Table.Td>
                    <Table.Td>{l.customerCode ?? '–'}</Table.Td>
                    <Table.Td ta="right">{formatNumber(l.oldQuantity, locale)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(l.newQuantity, locale)}</Table.Td>
                    <Table.Td>{l.createdBy ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
