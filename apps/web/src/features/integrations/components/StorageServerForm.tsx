import type { FtpSettings } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { ConnectionSettingsForm } from '../../../components/ConnectionSettingsForm';
import { useFtpSettings } from '../api/get-ftp-settings';
import { useTestFtpSettings } from '../api/test-ftp-settings';
import { useUpdateFtpSettings } from '../api/update-ftp-settings';
import { FtpFormSchema } from '../lib/connection-forms';

const read = (s: FtpSettings) => ({
  values: { serverAddress: s.serverAddress, user: s.user, rootPath: s.rootPath, rootUrl: s.rootUrl },
  secretsSet: { password: s.passwordSet },
});

/** The storage server settings (spec 02 §3): loads them, then the form (read-only without the update permission). */
export function StorageServerForm({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  return (
    <ConnectionSettingsForm
      query={useFtpSettings()}
      canUpdate={canUpdate}
      read={read}
      schema={FtpFormSchema}
      fields={[
        [
          {
            name: 'serverAddress',
            label: t('integrationSettings.ftp.serverAddress'),
            description: t('integrationSettings.ftp.serverAddressHint'),
            placeholder: 'ftp.example.com:21',
          },
          { name: 'user', label: t('integrationSettings.ftp.user'), autoComplete: 'off' },
          { secret: 'password', label: t('integrationSettings.ftp.password') },
          { name: 'rootPath', label: t('integrationSettings.ftp.rootPath'), placeholder: '/images' },
        ],
        {
          name: 'rootUrl',
          label: t('integrationSettings.ftp.rootUrl'),
          description: t('integrationSettings.ftp.rootUrlHint'),
          placeholder: 'https://cdn.example.com/images',
          inputMode: 'url',
        },
      ]}
      toBody={(values, secrets) => ({ ...values, password: secrets.password.value, clearPassword: secrets.password.clear })}
      useSave={useUpdateFtpSettings}
      useTest={useTestFtpSettings}
      savedMessage={t('integrationSettings.saved')}
      hint={t('integrationSettings.ftp.testHint')}
    />
  );
}
