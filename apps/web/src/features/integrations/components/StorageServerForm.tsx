import type { FtpSettings, UpdateFtpSettingsInput } from '@dealerport/contract';
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
import { useFtpSettings } from '../api/get-ftp-settings';
import { useTestFtpSettings } from '../api/test-ftp-settings';
import { useUpdateFtpSettings } from '../api/update-ftp-settings';
import { FtpFormSchema } from '../lib/connection-forms';

/** The storage server settings (spec 02 §3): loads them, then the form (read-only without the update permission). */
export function StorageServerForm({ canUpdate }: { canUpdate: boolean }) {
  const settings = useFtpSettings();
  return (
    <QueryContent query={settings}>
      {(data) => <FtpFields key={String(data.passwordSet)} settings={data} canUpdate={canUpdate} />}
    </QueryContent>
  );
}

function FtpFields({ settings, canUpdate }: { settings: FtpSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateFtpSettings();
  const test = useTestFtpSettings();
  const [password, setPassword] = useState<SecretState>(initialSecret(settings.passwordSet));
  const form = useForm({
    mode: 'controlled',
    initialValues: { serverAddress: settings.serverAddress, user: settings.user, rootPath: settings.rootPath, rootUrl: settings.rootUrl },
    validate: zod4Resolver(FtpFormSchema, { errorPriority: 'first' }),
  });

  const body = (values: typeof form.values): UpdateFtpSettingsInput => {
    const pass = secretBody(password);
    return {
      serverAddress: values.serverAddress.trim(),
      user: values.user.trim(),
      password: pass.value,
      clearPassword: pass.clear,
      rootPath: values.rootPath.trim(),
      rootUrl: values.rootUrl.trim(),
    };
  };

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(body(values), {
      onSuccess: (saved) => {
        form.resetDirty({ serverAddress: saved.serverAddress, user: saved.user, rootPath: saved.rootPath, rootUrl: saved.rootUrl });
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
        <MutationError error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('integrationSettings.ftp.serverAddress')}
            description={t('integrationSettings.ftp.serverAddressHint')}
            placeholder="ftp.example.com:21"
            readOnly={!canUpdate}
            {...translatedInputProps(form, 'serverAddress', t)}
          />
          <TextInput
            label={t('integrationSettings.ftp.user')}
            readOnly={!canUpdate}
            autoComplete="off"
            {...translatedInputProps(form, 'user', t)}
          />
          <SecretField
            label={t('integrationSettings.ftp.password')}
            isSet={settings.passwordSet}
            state={password}
            onChange={setPassword}
            readOnly={!canUpdate}
          />
          <TextInput
            label={t('integrationSettings.ftp.rootPath')}
            placeholder="/images"
            readOnly={!canUpdate}
            {...translatedInputProps(form, 'rootPath', t)}
          />
        </SimpleGrid>
        <TextInput
          label={t('integrationSettings.ftp.rootUrl')}
          description={t('integrationSettings.ftp.rootUrlHint')}
          placeholder="https://cdn.example.com/images"
          readOnly={!canUpdate}
          inputMode="url"
          {...translatedInputProps(form, 'rootUrl', t)}
        />
        {canUpdate && (
          <Alert variant="light" color="gray">
            {t('integrationSettings.ftp.testHint')}
          </Alert>
        )}
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
