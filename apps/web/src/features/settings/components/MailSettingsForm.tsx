import type { MailSettings } from '@dealerport/contract';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionTestResultView } from '../../../components/ConnectionTestResultView';
import { MutationError } from '../../../components/MutationForm';
import { QueryContent } from '../../../components/QueryContent';
import { SecretField } from '../../../components/SecretField';
import { translatedInputProps } from '../../../lib/form';
import { showSuccessToast } from '../../../lib/notify';
import { initialSecret, type SecretState } from '../../../lib/secret-state';
import { useMailSettings } from '../api/get-mail-settings';
import { useTestMailSettings } from '../api/test-mail-settings';
import { useUpdateMailSettings } from '../api/update-mail-settings';
import { MailSettingsFormSchema, type MailSettingsFormValues, mailFormValues, toMailSettingsBody } from '../lib/mail-settings-form';

/**
 * The email settings (spec 02 §3 "Email settings"): sender, provider (SMTP, or SendGrid over its SMTP
 * relay), the SMTP server; the password and the API key are write-only (set / not set, sent only when
 * changed). "Send a test email" sends to the caller's own address through the settings as typed.
 */
export function MailSettingsForm({ canUpdate }: { canUpdate: boolean }) {
  const settings = useMailSettings();
  // Keyed by what is stored, so a save starts the secrets afresh.
  return (
    <QueryContent query={settings}>
      {(data) => <MailFields key={`${data.smtp.passwordSet}-${data.sendGrid.apiKeySet}`} settings={data} canUpdate={canUpdate} />}
    </QueryContent>
  );
}

function MailFields({ settings, canUpdate }: { settings: MailSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateMailSettings();
  const test = useTestMailSettings();
  const [password, setPassword] = useState<SecretState>(initialSecret(settings.smtp.passwordSet));
  const [apiKey, setApiKey] = useState<SecretState>(initialSecret(settings.sendGrid.apiKeySet));
  const form = useForm<MailSettingsFormValues>({
    mode: 'controlled',
    initialValues: mailFormValues(settings),
    validate: zod4Resolver(MailSettingsFormSchema, { errorPriority: 'first' }),
  });
  const provider = form.values.emailProvider;

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(toMailSettingsBody(values, password, apiKey), {
      onSuccess: (saved) => {
        form.setValues(mailFormValues(saved));
        form.resetDirty(mailFormValues(saved));
        setPassword(initialSecret(saved.smtp.passwordSet));
        setApiKey(initialSecret(saved.sendGrid.apiKeySet));
        showSuccessToast(t('mailSettings.saved'));
      },
    });
  });

  const runTest = () => {
    if (form.validate().hasErrors) return;
    test.mutate(toMailSettingsBody(form.getValues(), password, apiKey));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={720}>
        {settings.overriddenByEnvironment && (
          <Alert variant="light" color="blue">
            {t('mailSettings.overridden')}
          </Alert>
        )}
        <MutationError error={save.error} />
        <Switch
          label={t('mailSettings.isActive')}
          description={t('mailSettings.isActiveHint')}
          disabled={!canUpdate}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('mailSettings.senderEmail')}
            description={t('mailSettings.senderEmailHint')}
            type="email"
            readOnly={!canUpdate}
            {...translatedInputProps(form, 'senderEmail', t)}
          />
          <TextInput label={t('mailSettings.displayName')} readOnly={!canUpdate} {...translatedInputProps(form, 'displayName', t)} />
        </SimpleGrid>
        <Select
          label={t('mailSettings.provider')}
          allowDeselect={false}
          readOnly={!canUpdate}
          data={[
            { value: 'Smtp', label: t('mailSettings.providers.Smtp') },
            { value: 'SendGrid', label: t('mailSettings.providers.SendGrid') },
          ]}
          {...translatedInputProps(form, 'emailProvider', t)}
        />
        {provider === 'Smtp' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('mailSettings.serverAddress')}
              placeholder="smtp.example.com"
              readOnly={!canUpdate}
              {...translatedInputProps(form, 'serverAddress', t)}
            />
            <NumberInput
              label={t('mailSettings.port')}
              description={t('mailSettings.portHint')}
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              readOnly={!canUpdate}
              {...translatedInputProps(form, 'port', t)}
            />
            <TextInput
              label={t('mailSettings.username')}
              autoComplete="off"
              readOnly={!canUpdate}
              {...translatedInputProps(form, 'username', t)}
            />
            <SecretField
              label={t('mailSettings.password')}
              isSet={settings.smtp.passwordSet}
              state={password}
              onChange={setPassword}
              readOnly={!canUpdate}
            />
            <Switch
              label={t('mailSettings.sslRequire')}
              description={t('mailSettings.sslRequireHint')}
              disabled={!canUpdate}
              {...form.getInputProps('sslRequire', { type: 'checkbox' })}
            />
          </SimpleGrid>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('mailSettings.sendGridHint')}
            </Text>
            <SecretField
              label={t('mailSettings.apiKey')}
              isSet={settings.sendGrid.apiKeySet}
              state={apiKey}
              onChange={setApiKey}
              readOnly={!canUpdate}
            />
          </Stack>
        )}
        {test.data && (
          <ConnectionTestResultView result={test.data} okTitle={t('mailSettings.testOk')} failedTitle={t('mailSettings.testFailed')} />
        )}
        <MutationError error={test.error} />
        {canUpdate && (
          <Group justify="flex-end" mt="xs" gap="sm">
            <Button variant="default" onClick={runTest} loading={test.isPending}>
              {t('mailSettings.sendTest')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
        {canUpdate && (
          <Text size="xs" c="dimmed" ta="right">
            {t('mailSettings.sendTestHint')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
