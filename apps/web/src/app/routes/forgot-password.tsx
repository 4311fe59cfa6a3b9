import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('forgotPassword.title')}
      </Title>
      <ForgotPasswordForm />
    </Stack>
  );
}
