import { ChangePasswordFormSchema } from '@dealerport/contract';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { translatedInputProps } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordFormProps {
  onSuccess?: () => void;
  /** Extra actions beside submit (the overlay puts sign-out here). */
  extraActions?: ReactNode;
}

/** The change-password form of spec 01 §5; rules and messages come from the contract's schema. */
export function ChangePasswordForm({ onSuccess, extraActions }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: zod4Resolver(ChangePasswordFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset();
        onSuccess?.();
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <MutationError error={mutation.error} />
        <PasswordInput label={t('password.current')} autoComplete="current-password" {...translatedInputProps(form, 'oldPassword', t)} />
        <PasswordInput
          label={t('password.new')}
          description={t('password.rules')}
          autoComplete="new-password"
          {...translatedInputProps(form, 'newPassword', t)}
        />
        <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...translatedInputProps(form, 'confirmNewPassword', t)} />
        <Group justify="space-between" mt="xs">
          {extraActions ?? <span />}
          <Button type="submit" disabled={!form.isDirty()} loading={mutation.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
