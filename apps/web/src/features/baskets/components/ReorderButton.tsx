import { ActionIcon, Alert, Button, Group, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReorder } from '../api/reorder';

interface ReorderButtonProps {
  docNumber: string;
  /** Only these lines of the order (its detail's line ids); none: every line not cancelled. */
  lineIds?: readonly number[];
  /** The button's text instead of "Order again" (e.g. for the chosen lines). */
  label?: string;
  /** An icon button (a row of the orders list), named by `label`, "Order again" as its tooltip. */
  compact?: boolean;
}

/**
 * "Order again" on an order, or on some of its lines: its products go into the cart at today's prices (the
 * server checks each as the cart does); a dialog then says how many went in and, per product, why one did not.
 */
export function ReorderButton({ docNumber, lineIds, label, compact = false }: ReorderButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reorder = useReorder();
  const lines = reorder.data?.lines ?? [];
  const added = lines.filter((l) => l.added);
  const refused = lines.filter((l) => !l.added);
  const start = () => reorder.mutate(lineIds?.length ? { docNumber, lineIds: [...lineIds] } : { docNumber });
  return (
    <>
      {compact ? (
        <Tooltip label={t('cart.reorder.button')}>
          <ActionIcon variant="subtle" aria-label={label ?? t('cart.reorder.button')} loading={reorder.isPending} onClick={start}>
            <IconRepeat size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" leftSection={<IconRepeat size={16} aria-hidden />} loading={reorder.isPending} onClick={start}>
          {label ?? t('cart.reorder.button')}
        </Button>
      )}
      <Modal opened={reorder.isSuccess} onClose={() => reorder.reset()} title={t('cart.reorder.title', { docNumber })} size="lg">
        <Stack gap="sm">
          <Text>{t('cart.reorder.added', { count: added.length })}</Text>
          {refused.length > 0 && (
            <Alert color="orange" variant="light" title={t('cart.reorder.refused', { count: refused.length })}>
              <List size="sm" spacing={4}>
                {refused.map((l) => (
                  <List.Item key={l.productId}>
                    <Text span fw={500}>
                      {l.productCode} · {l.productName}
                    </Text>
                    {l.message ? `: ${l.message}` : ''}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => reorder.reset()}>
              {t('cart.result.close')}
            </Button>
            {added.length > 0 && (
              <Button
                onClick={() => {
                  reorder.reset();
                  navigate('/cart');
                }}
              >
                {t('cart.reorder.toCart')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
