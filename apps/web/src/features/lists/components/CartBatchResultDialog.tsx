import type { CartBatchResult } from '@dealerport/contract';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/numbers';

interface CartBatchResultDialogProps {
  title: string;
  result: CartBatchResult | undefined;
  onClose: () => void;
}

/**
 * What became of each product put into the cart from a list: added, or the cart's reason why not (the
 * server's message in the reader's language). Opened while there is a result.
 */
export function CartBatchResultDialog({ title, result, onClose }: CartBatchResultDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lines = result?.lines ?? [];
  const added = lines.filter((l) => l.added).length;
  const refused = lines.length - added;
  return (
    <Modal opened={result !== undefined} onClose={onClose} title={title} size="lg">
      <Stack gap="sm">
        <Text>{t('lists.toCart.added', { count: added })}</Text>
        {refused > 0 && (
          <Alert color="orange" variant="light" title={t('lists.toCart.refused', { count: refused })}>
            {t('lists.toCart.refusedHint')}
          </Alert>
        )}
        <Table verticalSpacing={4} aria-label={t('lists.toCart.perProduct')} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lists.columns.product')}</Table.Th>
              <Table.Th w={72} ta="end">
                {t('lists.columns.quantityShort')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.productId} data-added={l.added}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={500}>
                    {l.productCode} · {l.productName}
                  </Text>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    {l.added ? (
                      <IconCheck size={14} color="var(--mantine-color-teal-text)" aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                    ) : (
                      <IconX size={14} color="var(--mantine-color-orange-text)" aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                    )}
                    <Text size="sm" c={l.added ? 'teal' : 'orange'}>
                      {l.added ? t('lists.toCart.lineAdded') : (l.message ?? t('lists.toCart.lineRefused'))}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="end">{formatNumber(l.quantity, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          {added > 0 && (
            <Button
              onClick={() => {
                onClose();
                navigate('/cart');
              }}
            >
              {t('lists.toCart.goToCart')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
