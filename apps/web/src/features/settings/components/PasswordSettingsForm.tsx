import type { PasswordSettings } from '@dealerport/contract';
import { Alert, Button, Center, Group, Loader, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { errorText } from '../../../lib/api-error';
import { translatedInputProps } from '../../../lib/form';
import { showSuccessToast } from '../../../lib/notify';
import { usePasswordSettings } from '../api/get-password-settings';
import { useUpdatePasswordSettings } from '../api/update-password-settings';
import { PasswordSettingsFormSchema } from '../lib/password-settings-form';

/** Loads the password settings, then shows the form (read-only without the update permission). */
export function PasswordSettingsForm({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const settings = usePasswordSettings();
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(settings.error, t('errors.unexpected'))}
      </Alert>
    );
  }
  if (!settings.data) {
    return (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <PasswordSettingsFields settings={settings.data} canUpdate={canUpdate} />;
}

function PasswordSettingsFields({ settings, canUpdate }: { settings: PasswordSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const mutation = useUpdatePasswordSettings();
  const form = useForm<{ passwordPattern: string; passwordChangeFrequency: number | string }>({
    mode: 'controlled',
    initialValues: settings,
    validate: zod4Resolver(PasswordSettingsFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = { passwordPattern: values.passwordPattern.trim(), passwordChangeFrequency: Number(values.passwordChangeFrequency) };
    mutation.mutate(body, {
      onSuccess: (saved) => {
        form.resetDirty(saved);
        showSuccessToast(t('settings.saved'));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <MutationError error={mutation.error} />
        <TextInput
          label={t('settings.passwordPattern')}
          description={t('settings.passwordPatternHint')}
          withAsterisk
          readOnly={!canUpdate}
          ff="monospace"
          {...translatedInputProps(form, 'passwordPattern', t)}
        />
        <NumberInput
          label={t('settings.passwordChangeFrequency')}
          description={t('settings.passwordChangeFrequencyHint')}
          withAsterisk
          readOnly={!canUpdate}
          min={0}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${t('settings.days')}`}
          {...translatedInputProps(form, 'passwordChangeFrequency', t)}
        />
        {canUpdate && (
          <Group justify="flex-end" mt="xs">
            <Button type="submit" disabled={!form.isDirty()} loading={mutation.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
