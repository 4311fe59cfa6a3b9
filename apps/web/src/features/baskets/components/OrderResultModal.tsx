import { Alert, Anchor, Button, Group, List, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { isDealer } from '../../../lib/identity';
import { useOrderTransactionStore } from '../../../lib/stores/order-transaction-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useOrderTransactionStatus } from '../api/get-order-transaction-status';
import { basketKeys } from '../api/keys';

/**
 * The order result modal (spec 01 §4 "Order processing"): the stored transaction's status is polled every
 * 700 ms. InQueue shows a spinner and the processing message; Completed the created orders, each linking
 * to its detail; Failed the reason and a way back to the cart. Closing forgets the stored status. It is
 * mounted once in the signed-in shell, so it comes back after a reload while the order is processed.
 */
export function OrderResultModal({ payAction }: OrderResultModalProps = {}) {
  // nothing to follow (the usual case): nothing mounted
  const following = useOrderTransactionStore((s) => s.transactionId !== null);
  return following ? <OrderResultDialog payAction={payAction} /> : null;
}

interface OrderResultModalProps {
  /**
   * The way to pay a created order that awaits an online payment (the payments feature's, handed in by the
   * shell: features do not import each other; it offers nothing while online payment is off).
   */
  payAction?: (docNumber: string, close: () => void) => ReactNode;
}

function OrderResultDialog({ payAction }: OrderResultModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const transactionId = useOrderTransactionStore((s) => s.transactionId);
  const ownerId = useOrderTransactionStore((s) => s.userId);
  const clear = useOrderTransactionStore((s) => s.clear);
  const userId = useUserStore((s) => s.user?.id ?? null);
  const user = useUserStore((s) => s.user);
  // the status belongs to the user who placed the order: another user's stored transaction is dropped
  const mine = transactionId !== null && (ownerId === null || ownerId === userId);
  const status = useOrderTransactionStatus(mine ? transactionId : null);
  const state = status.data?.status;

  useEffect(() => {
    if (transactionId !== null && userId !== null && ownerId !== null && ownerId !== userId) clear();
  }, [transactionId, ownerId, userId, clear]);

  // the job emptied the cart: the header badge and the cart screen read it again
  useEffect(() => {
    if (state === 'Completed' || state === 'Failed') void client.invalidateQueries({ queryKey: basketKeys.contents() });
  }, [state, client]);

  const close = () => {
    if (transactionId) client.removeQueries({ queryKey: basketKeys.transaction(transactionId) });
    clear();
  };

  if (!mine) return null;
  const failed = state === 'Failed' || (status.isError && !status.data);
  const processing = !failed && state !== 'Completed';

  return (
    <Modal
      opened
      onClose={close}
      centered
      title={processing ? t('cart.result.processingTitle') : failed ? t('cart.result.failedTitle') : t('cart.result.completedTitle')}
      // while the job works the dialog stays: closing then would only hide a result still to come
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      withCloseButton={!processing}
    >
      {processing && (
        <Stack align="center" gap="sm" py="md" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{t('cart.result.processing')}</Text>
        </Stack>
      )}
      {state === 'Completed' && status.data && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal" variant="light" size="xl" radius="xl">
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <Text>{t('cart.result.completed', { count: status.data.createdOrders.length })}</Text>
          </Group>
          <List spacing={4} aria-label={t('cart.result.orderCodes')}>
            {status.data.createdOrders.map((order) => (
              <List.Item key={order.docNumber}>
                <Anchor component={Link} to={`/orders/${encodeURIComponent(order.docNumber)}`} onClick={close} fw={600}>
                  {order.docNumber}
                </Anchor>
                {order.orderNumber && order.orderNumber !== order.docNumber && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    ({order.orderNumber})
                  </Text>
                )}
                {order.canPayWithPayPal && payAction && <> {payAction(order.docNumber, close)}</>}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                close();
                navigate('/orders');
              }}
            >
              {t('cart.result.toOrders', { context: isDealer(user) ? undefined : 'staff' })}
            </Button>
            <Button onClick={close}>{t('cart.result.close')}</Button>
          </Group>
        </Stack>
      )}
      {failed && (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('cart.result.failed')} role="alert">
            {status.data?.errorMessage ?? (status.isError ? errorText(status.error, t('errors.unexpected')) : null)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cart.result.close')}
            </Button>
            <Button
              onClick={() => {
                close();
                navigate('/cart');
              }}
            >
              {t('cart.result.backToCart')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
