import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../lib/stores/user-store';
import { ErpConnectionForm } from './ErpConnectionForm';
import { IntegrationKeysSection } from './IntegrationKeysSection';
import { OrderHandOffsSection } from './OrderHandOffsSection';
import { SettingsSection } from './SettingsSection';
import { StorageServerForm } from './StorageServerForm';
import { SyncUploadSection } from './SyncUploadSection';

const NO_PERMISSIONS: readonly string[] = [];

/**
 * /integration-settings (spec routes.tsv: integration jobs and ERP connection): stacked sections, each
 * shown to whoever holds its list permission and editable with its update permission: the ERP connection,
 * the storage server, the ERP's integration keys, the upload of sync files and the orders the ERP has not taken
 * (integration.list/update).
 */
export function IntegrationSettingsPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const can = (code: string) => permissions.includes(code);
  return (
    <Stack gap="md" maw={960}>
      {can('configuration-logo-rest.list') && (
        <SettingsSection title={t('integrationSettings.erp.title')} description={t('integrationSettings.erp.description')}>
          <ErpConnectionForm canUpdate={can('configuration-logo-rest.update')} />
        </SettingsSection>
      )}
      {can('configuration-ftp.list') && (
        <SettingsSection title={t('integrationSettings.ftp.title')} description={t('integrationSettings.ftp.description')}>
          <StorageServerForm canUpdate={can('configuration-ftp.update')} />
        </SettingsSection>
      )}
      {can('integration.list') && <IntegrationKeysSection />}
      {can('integration.list') && <SyncUploadSection />}
      {can('integration.list') && <OrderHandOffsSection canUpdate={can('integration.update')} />}
    </Stack>
  );
}
