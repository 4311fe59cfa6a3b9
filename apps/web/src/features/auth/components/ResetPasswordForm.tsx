import { ResetPasswordFormSchema } from '@dealerport/contract';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { translatedInputProps } from '../../../lib/form';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordFormProps {
  token: string;
  onSuccess: () => void;
}

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useResetPassword(token);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: zod4Resolver(ResetPasswordFormSchema, { errorPriority: 'first' }),
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values, { onSuccess }))} noValidate>
      <Stack gap="sm">
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(mutation.error, t('errors.unexpected'))}{' '}
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('resetPassword.requestNew')}
            </Anchor>
          </Alert>
        )}
        <PasswordInput
          label={t('password.new')}
          description={t('password.rules')}
          autoComplete="new-password"
          autoFocus
          {...translatedInputProps(form, 'newPassword', t)}
        />
        <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...translatedInputProps(form, 'confirmNewPassword', t)} />
        <Button type="submit" fullWidth disabled={!form.isDirty()} loading={mutation.isPending}>
          {t('resetPassword.submit')}
        </Button>
        <Anchor component={Link} to="/sign-in" size="sm">
          {t('forgotPassword.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
