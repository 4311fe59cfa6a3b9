import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../lib/stores/user-store';
import { DefaultPasswordUsers } from './DefaultPasswordUsers';
import { PasswordSettingsForm } from './PasswordSettingsForm';

const NO_PERMISSIONS: readonly string[] = [];

/** /password-management: the password settings (spec 02 §3 Security settings) and default-password reminders. */
export function PasswordManagementPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  return (
    <Stack gap="md" maw={720}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{t('settings.passwordTitle')}</Text>
          <PasswordSettingsForm canUpdate={permissions.includes('configuration-password-setting.update')} />
        </Stack>
      </Card>
      {/* the reminder call needs user.update (usersApi.notifyUsersForDefaultPassword) */}
      {permissions.includes('user.update') && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Text fw={600}>{t('settings.notifyTitle')}</Text>
            <DefaultPasswordUsers />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
