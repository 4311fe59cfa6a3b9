import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../lib/stores/user-store';
import { ImageSettingsForm } from './ImageSettingsForm';

const NO_PERMISSIONS: readonly string[] = [];

/** /img-settings (spec 01 §7 "Common settings"): the image settings, editable with setting.update. */
export function ImageSettingsPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('imageSettings.intro')}
      </Text>
      <ImageSettingsForm canUpdate={permissions.includes('setting.update')} />
    </Stack>
  );
}
