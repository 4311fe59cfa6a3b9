import type { SplitPreview } from '@dealerport/contract';
import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { useSplitPreview } from '../api/get-split-preview';

/**
 * How the order of the cart as it stands will be split (the server plans it by the order job's own rules):
 * one order per payment method, each line with the warehouses it ships from. Lists, not a table: it
 * stacks on a phone as it is.
 */
export function SplitPreviewCard({
  addressCode,
  ready,
  currency,
}: {
  /** The chosen delivery address; none: the server takes the cart's, else the default. */
  addressCode: string | null | undefined;
  /** The addresses were read: the chosen one is known. */
  ready: boolean;
  currency: string | null;
}) {
  const { t } = useTranslation();
  const preview = useSplitPreview(addressCode, ready);
  const headingId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="split-preview">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('cart.split.title')}
        </Title>
        {preview.isError ? (
          <Text size="sm" c="red">
            {errorText(preview.error, t('cart.split.loadError'))}
          </Text>
        ) : preview.data ? (
          <SplitDocuments preview={preview.data} currency={currency} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function SplitDocuments({ preview, currency }: { preview: SplitPreview; currency: string | null }) {
  const { t, i18n } = useTranslation();
  const short = new Map(preview.shortLines.map((s) => [s.productId, s]));
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('cart.split.intro')}
      </Text>
      {preview.documents.map((doc, n) => (
        <Stack gap={4} key={doc.paymentMethod.code}>
          <Title order={3} size="h5">
            {t('cart.split.document', { n: n + 1, method: doc.paymentMethod.name })}
          </Title>
          <List size="sm" spacing={4} aria-label={t('cart.split.lines', { method: doc.paymentMethod.name })}>
            {doc.lines.map((line) => {
              const s = short.get(line.productId);
              return (
                <List.Item key={line.productId}>
                  <Text size="sm" span fw={500}>
                    {t('cart.split.line', { name: line.productName, code: line.productCode, quantity: line.quantity })}
                  </Text>
                  {s ? (
                    <Text size="sm" c="orange">
                      {t('cart.split.short', { requested: s.requested, available: s.available })}
                    </Text>
                  ) : (
                    <List size="sm" withPadding>
                      {line.warehouses.map((w) => (
                        <List.Item key={w.warehouseCode}>
                          {t('cart.split.take', { warehouse: w.warehouseName ?? w.warehouseCode, quantity: w.quantity })}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </List.Item>
              );
            })}
          </List>
          <Text size="sm" fw={600}>
            {t('cart.split.total', { total: formatMoney(doc.totals.total, i18n.language, currency) })}
          </Text>
        </Stack>
      ))}
    </>
  );
}
