import type { Bundle } from '@dealerport/contract';
import { Alert, Badge, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { formatMoney } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useBundlePreview } from '../api/get-home-bundle';
import { useCustomerChoices } from '../api/list-customers';

interface BundlePreviewModalProps {
  bundle: Bundle | null;
  onClose: () => void;
}

/**
 * The bundle as a chosen customer sees it on the home page (GET /api/home/bundles/{tag} acting for that
 * customer): the products it may see, at its prices, and how many are hidden from it.
 */
export function BundlePreviewModal({ bundle, onClose }: BundlePreviewModalProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const customers = useCustomerChoices(bundle !== null);
  const options = useMemo(
    () => (customers.data ?? []).map((c) => ({ value: c.id, label: c.code ? `${c.name} (${c.code})` : c.name })),
    [customers.data],
  );
  const preview = useBundlePreview(bundle?.tag ?? null, customerId);
  const shown = preview.data;

  return (
    <Modal opened={bundle !== null} onClose={onClose} title={bundle ? t('bundles.previewTitle', { name: bundle.tag }) : ''} size="lg">
      <Stack gap="sm">
        <Select
          label={t('bundles.previewCustomer')}
          placeholder={t('bundles.previewCustomerHint')}
          searchable
          data={options}
          value={customerId}
          onChange={setCustomerId}
        />
        {customerId === null ? null : preview.isPending ? (
          <LoadingSpinner />
        ) : preview.isError ? (
          <Alert color="red">{t('bundles.previewError')}</Alert>
        ) : shown === null || shown === undefined ? (
          <Alert color="gray">{t('bundles.previewOff')}</Alert>
        ) : (
          <>
            <div>
              <Text fw={700}>{shown.title}</Text>
              {shown.description && (
                <Text size="sm" c="dimmed">
                  {shown.description}
                </Text>
              )}
            </div>
            {shown.products.length === 0 ? (
              <Text c="dimmed">{t('bundles.previewEmpty')}</Text>
            ) : (
              <Table striped withTableBorder aria-label={t('bundles.previewProducts')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bundles.code')}</Table.Th>
                    <Table.Th>{t('bundles.name')}</Table.Th>
                    <Table.Th ta="right">{t('bundles.price')}</Table.Th>
                    <Table.Th>{t('bundles.stock')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.products.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{p.code}</Table.Td>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td ta="right">{p.showPrice ? formatMoney(p.discountedPrice, locale, p.currencyText) : '—'}</Table.Td>
                      <Table.Td>{p.showStock ? (p.stockText ?? '—') : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {bundle && bundle.products.length > shown.products.length && (
              <Badge color="gray" variant="light" tt="none">
                {t('bundles.previewHidden', { count: bundle.products.length - shown.products.length })}
              </Badge>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
