import { Anchor, Card, Stack, Tabs, Text } from '@mantine/core';
import { IconAdjustments, IconLock, IconMail, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUserStore } from '../../../lib/stores/user-store';
import { GeneralSettingsForm } from './GeneralSettingsForm';
import { MailSettingsForm } from './MailSettingsForm';
import { PasswordSettingsForm } from './PasswordSettingsForm';
import { SiteSettingsForm } from './SiteSettingsForm';

const NO_PERMISSIONS: readonly string[] = [];
const TABS = ['general', 'site', 'password', 'mail'] as const;
type Tab = string;

/** A tab another feature brings (handed in by the route: features do not import each other). */
export interface ExtraSettingsTab {
  value: string;
  label: string;
  icon: ReactNode;
  /** Shown to whoever holds any of these codes. */
  anyOf: readonly string[];
  panel: ReactNode;
}
const NO_EXTRA_TABS: readonly ExtraSettingsTab[] = [];

/**
 * /general-settings (spec 01 §7 "Common settings"): tabs for the general settings, the site identity
 * (header, footer, favicon, consents, with a live preview), the password policy (the form of
 * /password-management, which keeps the default-password reminders), the email settings (issue 16) and the
 * tabs other features hand in (payments). Each tab shows to whoever may read it and is editable with its
 * update permission; the tab is kept in the address (?tab=site).
 */
export function GeneralSettingsPage({ extraTabs = NO_EXTRA_TABS }: { extraTabs?: readonly ExtraSettingsTab[] }) {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const can = (code: string) => permissions.includes(code);
  const [params, setParams] = useSearchParams();
  const visible: Tab[] = [
    ...TABS.filter(
      (tab) =>
        (tab === 'general' && can('setting.list')) ||
        (tab === 'site' && can('configuration-site.list')) ||
        (tab === 'password' && can('configuration-password-setting.list')) ||
        (tab === 'mail' && can('configuration-email.list')),
    ),
    ...extraTabs.filter((x) => x.anyOf.some(can)).map((x) => x.value),
  ];
  const asked = params.get('tab') as Tab | null;
  const active: Tab | undefined = asked && visible.includes(asked) ? asked : visible[0];

  return (
    <Tabs
      value={active ?? null}
      onChange={(tab) => {
        if (tab) setParams({ tab }, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {visible.includes('general') && (
          <Tabs.Tab value="general" leftSection={<IconAdjustments size={16} />}>
            {t('generalSettings.tabs.general')}
          </Tabs.Tab>
        )}
        {visible.includes('site') && (
          <Tabs.Tab value="site" leftSection={<IconWorld size={16} />}>
            {t('generalSettings.tabs.site')}
          </Tabs.Tab>
        )}
        {visible.includes('password') && (
          <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
            {t('generalSettings.tabs.password')}
          </Tabs.Tab>
        )}
        {visible.includes('mail') && (
          <Tabs.Tab value="mail" leftSection={<IconMail size={16} />}>
            {t('generalSettings.tabs.mail')}
          </Tabs.Tab>
        )}
        {extraTabs
          .filter((x) => visible.includes(x.value))
          .map((x) => (
            <Tabs.Tab key={x.value} value={x.value} leftSection={x.icon}>
              {x.label}
            </Tabs.Tab>
          ))}
      </Tabs.List>
      <Tabs.Panel value="general">
        <GeneralSettingsForm canUpdate={can('setting.update')} />
      </Tabs.Panel>
      <Tabs.Panel value="site">
        <SiteSettingsForm canUpdate={can('configuration-site.update')} />
      </Tabs.Panel>
      <Tabs.Panel value="password">
        <Stack gap="md" maw={720}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>{t('settings.passwordTitle')}</Text>
              <PasswordSettingsForm canUpdate={can('configuration-password-setting.update')} />
            </Stack>
          </Card>
          <Text size="sm" c="dimmed">
            {t('generalSettings.passwordMore')}{' '}
            <Anchor component={Link} to="/password-management">
              {t('settings.passwordManagementTitle')}
            </Anchor>
          </Text>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="mail">
        <MailSettingsForm canUpdate={can('configuration-email.update')} />
      </Tabs.Panel>
      {extraTabs.map((x) => (
        <Tabs.Panel key={x.value} value={x.value}>
          {x.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
