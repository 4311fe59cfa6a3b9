import type { PasswordSettings } from '@dealerport/contract';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { QueryContent } from '../../../components/QueryContent';
import { translatedInputProps } from '../../../lib/form';
import { showSuccessToast } from '../../../lib/notify';
import { usePasswordSettings } from '../api/get-password-settings';
import { useUpdatePasswordSettings } from '../api/update-password-settings';
import { PasswordSettingsFormSchema } from '../lib/password-settings-form';

/** Loads the password settings, then shows the form (read-only without the update permission). */
export function PasswordSettingsForm({ canUpdate }: { canUpdate: boolean }) {
  const settings = usePasswordSettings();
  return <QueryContent query={settings}>{(data) => <PasswordSettingsFields settings={data} canUpdate={canUpdate} />}</QueryContent>;
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
