import type { LogoRestSettings } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { ConnectionSettingsForm } from '../../../components/ConnectionSettingsForm';
import { useLogoRestSettings } from '../api/get-logo-rest-settings';
import { useTestLogoRestSettings } from '../api/test-logo-rest-settings';
import { useUpdateLogoRestSettings } from '../api/update-logo-rest-settings';
import { ErpFormSchema } from '../lib/connection-forms';

const read = (s: LogoRestSettings) => ({
  values: { url: s.url, clientId: s.clientId, username: s.username, companyCode: s.companyCode },
  secretsSet: { clientSecret: s.clientSecretSet, password: s.passwordSet },
});

/** The ERP connection (spec 02 §3): loads it, then the form (read-only without the update permission). */
export function ErpConnectionForm({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  return (
    <ConnectionSettingsForm
      query={useLogoRestSettings()}
      canUpdate={canUpdate}
      read={read}
      schema={ErpFormSchema}
      fields={[
        {
          name: 'url',
          label: t('integrationSettings.erp.url'),
          description: t('integrationSettings.erp.urlHint'),
          placeholder: 'https://erp.example.com/dealerport/orders',
          inputMode: 'url',
        },
        [
          { name: 'clientId', label: t('integrationSettings.erp.clientId') },
          { secret: 'clientSecret', label: t('integrationSettings.erp.clientSecret') },
          { name: 'username', label: t('integrationSettings.erp.username'), autoComplete: 'off' },
          { secret: 'password', label: t('integrationSettings.erp.password') },
          { name: 'companyCode', label: t('integrationSettings.erp.companyCode') },
        ],
      ]}
      toBody={(values, secrets) => ({
        ...values,
        clientSecret: secrets.clientSecret.value,
        clearClientSecret: secrets.clientSecret.clear,
        password: secrets.password.value,
        clearPassword: secrets.password.clear,
      })}
      useSave={useUpdateLogoRestSettings}
      useTest={useTestLogoRestSettings}
      savedMessage={t('integrationSettings.saved')}
      notice={(s) => (s.overriddenByEnvironment ? t('integrationSettings.erp.overridden') : null)}
    />
  );
}
