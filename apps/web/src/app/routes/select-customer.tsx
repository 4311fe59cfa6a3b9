import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isDealer } from '../../lib/identity';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useUserStore } from '../../lib/stores/user-store';
import { safeRedirect } from '../../lib/text';

/** /select-customer opens the modal; once a customer is chosen it continues to ?redirect or /home. */
export function SelectCustomerRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dealer = useUserStore((s) => isDealer(s.user));
  const selectedId = useCustomerStore((s) => s.selected?.id ?? null);
  const openModal = useCustomerStore((s) => s.openModal);
  const initialId = useRef(selectedId);

  useEffect(() => {
    if (!dealer) openModal();
  }, [dealer, openModal]);

  useEffect(() => {
    if (selectedId && selectedId !== initialId.current) {
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    }
  }, [selectedId, navigate, params]);

  if (dealer) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {t('customers.pageTitle')}
        </Title>
        <Text c="dimmed">{t('customers.pageDescription')}</Text>
        <Button onClick={openModal}>{t('customers.selectPrompt')}</Button>
      </Stack>
    </Center>
  );
}
