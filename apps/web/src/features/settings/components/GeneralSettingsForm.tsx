import { type GeneralSettings, SETTINGS_LANGUAGES, type SettingsLanguage } from '@dealerport/contract';
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { QueryContent } from '../../../components/QueryContent';
import { translatedInputProps } from '../../../lib/form';
import { showSuccessToast } from '../../../lib/notify';
import { useGeneralSettings } from '../api/get-general-settings';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { GeneralSettingsFormSchema, knownTimeZones, toGeneralSettingsBody } from '../lib/general-settings-form';

const LANGUAGE_NAMES: Record<SettingsLanguage, string> = { tr: 'Türkçe', de: 'Deutsch', en: 'English' };

/** The general settings: who runs the portal and its defaults (read-only without setting.update). */
export function GeneralSettingsForm({ canUpdate }: { canUpdate: boolean }) {
  const settings = useGeneralSettings();
  return <QueryContent query={settings}>{(data) => <GeneralSettingsFields settings={data} canUpdate={canUpdate} />}</QueryContent>;
}

function GeneralSettingsFields({ settings, canUpdate }: { settings: GeneralSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const mutation = useUpdateGeneralSettings();
  const zones = useMemo(knownTimeZones, []);
  const form = useForm<GeneralSettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: zod4Resolver(GeneralSettingsFormSchema, { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(toGeneralSettingsBody(values), {
      onSuccess: (saved) => {
        form.setValues(saved);
        form.resetDirty(saved);
        showSuccessToast(t('generalSettings.saved'));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={720}>
        <MutationError error={mutation.error} />
        <TextInput
          label={t('generalSettings.companyName')}
          description={t('generalSettings.companyNameHint')}
          withAsterisk
          readOnly={!canUpdate}
          {...translatedInputProps(form, 'companyName', t)}
        />
        <TextInput
          label={t('generalSettings.supportEmail')}
          description={t('generalSettings.supportEmailHint')}
          type="email"
          readOnly={!canUpdate}
          {...translatedInputProps(form, 'supportEmail', t)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('generalSettings.defaultLanguage')}
            withAsterisk
            allowDeselect={false}
            readOnly={!canUpdate}
            data={SETTINGS_LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
            {...translatedInputProps(form, 'defaultLanguage', t)}
          />
          <Autocomplete
            label={t('generalSettings.timeZone')}
            description={t('generalSettings.timeZoneHint')}
            withAsterisk
            readOnly={!canUpdate}
            data={zones}
            limit={20}
            {...translatedInputProps(form, 'timeZone', t)}
          />
        </SimpleGrid>
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
