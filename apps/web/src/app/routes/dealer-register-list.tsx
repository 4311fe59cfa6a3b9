import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationsPage } from '../../features/registrations/components/RegistrationsPage';

/** /dealer-register-list: customer registrations to approve (authority customerRegisterList). */
export function DealerRegisterListRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('registrations.title')}
      </Title>
      <RegistrationsPage />
    </Stack>
  );
}
