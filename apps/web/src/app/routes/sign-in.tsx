import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '../../features/auth/components/SignInForm';
import { safeRedirect } from '../../lib/text';

export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('signIn.title')}
      </Title>
      <SignInForm onSignedIn={() => navigate(safeRedirect(params.get('redirect')), { replace: true })} />
      <Text size="sm" ta="center">
        {t('signUp.noAccount')}{' '}
        <Anchor component={Link} to="/sign-up">
          {t('signUp.becomeDealer')}
        </Anchor>
      </Text>
    </Stack>
  );
}
