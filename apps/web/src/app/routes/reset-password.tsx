import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';
import { showSuccessToast } from '../../lib/notify';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('resetPassword.title')}
      </Title>
      <ResetPasswordForm
        token={token}
        onSuccess={() => {
          showSuccessToast(t('resetPassword.success'));
          navigate('/sign-in', { replace: true });
        }}
      />
    </Stack>
  );
}
