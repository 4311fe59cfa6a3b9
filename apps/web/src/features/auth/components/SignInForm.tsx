import type { Identity } from '@dealerport/contract';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MutationError } from '../../../components/MutationForm';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useSignIn } from '../hooks/use-sign-in';

interface SignInFormProps {
  onSignedIn: (identity: Identity) => void;
}

/** userName is the account name or the email (design.md §4); the current language goes along. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const mutation = useSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { userName: '', password: '' },
    validate: {
      userName: (v) => (v.trim() ? null : t('validation.required')),
      password: (v) => (v ? null : t('validation.required')),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(
      { userName: values.userName.trim(), password: values.password, language: useLocaleStore.getState().locale },
      { onSuccess: onSignedIn },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <MutationError error={mutation.error} />
        <TextInput label={t('signIn.userName')} autoComplete="username" autoFocus {...form.getInputProps('userName')} />
        <PasswordInput label={t('signIn.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
