import { ResetPasswordFormSchema, type User } from '@dealerport/contract';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { translatedInputProps } from '../../../lib/form';
import { showSuccessToast } from '../../../lib/notify';
import { useSetUserPassword } from '../api/set-user-password';

/** An administrator sets a user's password; the user must change it at the next sign-in. */
export function SetPasswordForm({ user, onDone, onCancel }: { user: User; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const mutation = useSetUserPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: zod4Resolver(ResetPasswordFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(
      { userId: user.id, body: values },
      {
        onSuccess: () => {
          showSuccessToast(t('users.passwordSet', { name: user.accountName }));
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('users.setPasswordIntro', { name: user.accountName })}
        </Text>
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(mutation.error, t('errors.unexpected'))}
          </Alert>
        )}
        <PasswordInput
          label={t('password.new')}
          description={t('password.rules')}
          autoComplete="new-password"
          {...translatedInputProps(form, 'newPassword', t)}
        />
        <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...translatedInputProps(form, 'confirmNewPassword', t)} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('users.setPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
