import { ResetPasswordFormSchema, type User } from '@dealerport/contract';
import { PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { MutationForm } from '../../../components/MutationForm';
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
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={mutation} submitLabel={t('users.setPassword')}>
      <Text size="sm" c="dimmed">
        {t('users.setPasswordIntro', { name: user.accountName })}
      </Text>
      <PasswordInput
        label={t('password.new')}
        description={t('password.rules')}
        autoComplete="new-password"
        {...translatedInputProps(form, 'newPassword', t)}
      />
      <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...translatedInputProps(form, 'confirmNewPassword', t)} />
    </MutationForm>
  );
}
