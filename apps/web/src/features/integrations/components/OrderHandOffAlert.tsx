import type { OrderErpHandOff } from '@dealerport/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useResendOrderHandOff } from '../api/hand-offs';

interface OrderHandOffAlertProps {
  orderId: string;
  docNumber: string;
  /** The order detail's `erpHandOff` (null unless the reader holds integration.list). */
  handOff: OrderErpHandOff | null;
  /** After a resend: the order's detail is read again (the orders feature's query, handed in by the route). */
  onResent?: () => void;
}

/**
 * On an order's detail, for administrators (ADR 0057): the ERP refused the order (Rejected) or it was given
 * up after the retries (Failed), with the ERP's answer; with integration.update it is sent again, as from
 * /integration-settings' list of orders the ERP has not taken.
 */
export function OrderHandOffAlert({ orderId, docNumber, handOff, onResent }: OrderHandOffAlertProps) {
  const { t } = useTranslation();
  const canUpdate = useUserStore((s) => s.user?.role.permissions.includes('integration.update') ?? false);
  const resend = useResendOrderHandOff();
  if (!handOff || (handOff.status !== 'Rejected' && handOff.status !== 'Failed')) return null;
  return (
    <Alert color={handOff.status === 'Rejected' ? 'red' : 'orange'} variant="light" title={t(`handOffs.orderAlert.${handOff.status}`)}>
      <Stack gap="xs">
        {handOff.error && (
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {t('handOffs.answer')}: {handOff.error}
          </Text>
        )}
        {canUpdate && handOff.canResend && (
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconSend size={14} />}
              loading={resend.isPending}
              aria-label={t('handOffs.resendOrder', { docNumber })}
              onClick={() =>
                resend.mutate(orderId, {
                  onSuccess: () => {
                    showSuccessToast(t('handOffs.resent', { docNumber }));
                    onResent?.();
                  },
                })
              }
            >
              {t('handOffs.resend')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
