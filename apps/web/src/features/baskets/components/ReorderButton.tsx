import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReorder } from '../api/reorder';

/**
 * "Order again" on an order: its products go into the cart at today's prices (the server checks each as the
 * cart does); a dialog then says how many went in and, per product, why one did not.
 */
export function ReorderButton({ docNumber }: { docNumber: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reorder = useReorder();
  const lines = reorder.data?.lines ?? [];
  const added = lines.filter((l) => l.added);
  const refused = lines.filter((l) => !l.added);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconRepeat size={16} aria-hidden />}
        loading={reorder.isPending}
        onClick={() => reorder.mutate({ docNumber })}
      >
        {t('cart.reorder.button')}
      </Button>
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
