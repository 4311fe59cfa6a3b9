import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MutationError } from '../../../components/MutationForm';
import { useRequestPasswordReset } from '../api/forgotten-password';

/** The server answers 204 whether or not the account exists, so the message never reveals it. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (v) => (v.trim() ? null : t('validation.required')) },
  });

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('forgotPassword.sent')}
        </Alert>
        <Anchor component={Link} to="/sign-in" size="sm">
          {t('forgotPassword.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate({ email: values.email.trim() }))} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('forgotPassword.intro')}
        </Text>
        <MutationError error={mutation.error} />
        <TextInput label={t('forgotPassword.email')} type="text" autoComplete="email" autoFocus {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('forgotPassword.submit')}
        </Button>
        <Anchor component={Link} to="/sign-in" size="sm">
          {t('forgotPassword.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
