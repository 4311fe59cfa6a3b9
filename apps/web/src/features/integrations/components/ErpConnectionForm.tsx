import type { LogoRestSettings, UpdateLogoRestSettingsInput } from '@dealerport/contract';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
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
import { initialSecret, type SecretState, secretBody } from '../../../lib/secret-state';
import { useLogoRestSettings } from '../api/get-logo-rest-settings';
import { useTestLogoRestSettings } from '../api/test-logo-rest-settings';
import { useUpdateLogoRestSettings } from '../api/update-logo-rest-settings';
import { ErpFormSchema } from '../lib/connection-forms';

/** The ERP connection (spec 02 §3): loads it, then the form (read-only without the update permission). */
export function ErpConnectionForm({ canUpdate }: { canUpdate: boolean }) {
  const settings = useLogoRestSettings();
  // Keyed by what is stored, so a save (or another tab's) starts the secrets afresh.
  return (
    <QueryContent query={settings}>
      {(data) => <ErpFields key={`${data.clientSecretSet}-${data.passwordSet}`} settings={data} canUpdate={canUpdate} />}
    </QueryContent>
  );
}

function ErpFields({ settings, canUpdate }: { settings: LogoRestSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateLogoRestSettings();
  const test = useTestLogoRestSettings();
  const [clientSecret, setClientSecret] = useState<SecretState>(initialSecret(settings.clientSecretSet));
  const [password, setPassword] = useState<SecretState>(initialSecret(settings.passwordSet));
  const form = useForm({
    mode: 'controlled',
    initialValues: { url: settings.url, clientId: settings.clientId, username: settings.username, companyCode: settings.companyCode },
    validate: zod4Resolver(ErpFormSchema, { errorPriority: 'first' }),
  });

  const body = (values: typeof form.values): UpdateLogoRestSettingsInput => {
    const secret = secretBody(clientSecret);
    const pass = secretBody(password);
    return {
      url: values.url.trim(),
      clientId: values.clientId.trim(),
      clientSecret: secret.value,
      clearClientSecret: secret.clear,
      username: values.username.trim(),
      password: pass.value,
      clearPassword: pass.clear,
      companyCode: values.companyCode.trim(),
    };
  };

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(body(values), {
      onSuccess: (saved) => {
        form.resetDirty({ url: saved.url, clientId: saved.clientId, username: saved.username, companyCode: saved.companyCode });
        setClientSecret(initialSecret(saved.clientSecretSet));
        setPassword(initialSecret(saved.passwordSet));
        showSuccessToast(t('integrationSettings.saved'));
      },
    });
  });

  const runTest = () => {
    if (form.validate().hasErrors) return;
    test.mutate(body(form.getValues()));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {settings.overriddenByEnvironment && (
          <Alert variant="light" color="blue">
            {t('integrationSettings.erp.overridden')}
          </Alert>
        )}
        <MutationError error={save.error} />
        <TextInput
          label={t('integrationSettings.erp.url')}
          description={t('integrationSettings.erp.urlHint')}
          placeholder="https://erp.example.com/dealerport/orders"
          readOnly={!canUpdate}
          inputMode="url"
          {...translatedInputProps(form, 'url', t)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('integrationSettings.erp.clientId')} readOnly={!canUpdate} {...translatedInputProps(form, 'clientId', t)} />
          <SecretField
            label={t('integrationSettings.erp.clientSecret')}
            isSet={settings.clientSecretSet}
            state={clientSecret}
            onChange={setClientSecret}
            readOnly={!canUpdate}
          />
          <TextInput
            label={t('integrationSettings.erp.username')}
            readOnly={!canUpdate}
            autoComplete="off"
            {...translatedInputProps(form, 'username', t)}
          />
          <SecretField
            label={t('integrationSettings.erp.password')}
            isSet={settings.passwordSet}
            state={password}
            onChange={setPassword}
            readOnly={!canUpdate}
          />
          <TextInput
            label={t('integrationSettings.erp.companyCode')}
            readOnly={!canUpdate}
            {...translatedInputProps(form, 'companyCode', t)}
          />
        </SimpleGrid>
        {test.data && <ConnectionTestResultView result={test.data} />}
        <MutationError error={test.error} />
        {canUpdate && (
          <Group justify="flex-end" mt="xs" gap="sm">
            <Button variant="default" onClick={runTest} loading={test.isPending}>
              {t('connectionTest.button')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
