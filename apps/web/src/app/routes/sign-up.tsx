import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignUpForm } from '../../features/registrations/components/SignUpForm';

/** /sign-up: dealer self-registration (public, auth layout). */
export function SignUpRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {t('signUp.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('signUp.intro')}
        </Text>
      </Stack>
      <SignUpForm />
    </Stack>
  );
}
