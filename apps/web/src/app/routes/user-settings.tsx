import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ChangePasswordForm } from '../../features/auth/components/ChangePasswordForm';
import { ProfileForm } from '../../features/profiles/components/ProfileForm';
import { StockFeedCard } from '../../features/profiles/components/StockFeedCard';
import { fullName } from '../../lib/identity';
import { showSuccessToast } from '../../lib/notify';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { type LayoutType, useThemeStore } from '../../lib/stores/theme-store';
import { useUserStore } from '../../lib/stores/user-store';

const SECTIONS = ['profile'] as const;

/** /user-settings/profile: who I am, my names, email and language, appearance (layout, colour scheme) and change password. */
export function UserSettingsRoute() {
  const { t } = useTranslation();
  const { settings } = useParams();
  const user = useUserStore((s) => s.user);
  const layout = useThemeStore((s) => s.layout);
  const setLayout = useThemeStore((s) => s.setLayout);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const selectedCustomer = useCustomerStore((s) => s.selected);
  // The stock feed is the customer's: its dealer users manage it, and staff with customer.update for the
  // customer they act for (ADR 0038); the server checks the same.
  const feedCustomerId = user?.customer?.id ?? (user?.role.permissions.includes('customer.update') ? (selectedCustomer?.id ?? null) : null);

  if (!SECTIONS.includes(settings as (typeof SECTIONS)[number])) {
    return <Navigate to="/user-settings/profile" replace />;
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Card withBorder radius="md" padding="lg">
            <Stack gap={6}>
              <Text fw={600}>{fullName(user)}</Text>
              <Field label={t('profile.accountName')} value={user?.accountName} />
              <Field label={t('profile.email')} value={user?.email} />
              <Field label={t('profile.role')} value={user?.role.name} />
              {user?.customer && <Field label={t('profile.customer')} value={user.customer.name} />}
              {user?.salesman && <Field label={t('profile.salesman')} value={user.salesman.name} />}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>{t('profile.personalDetails')}</Text>
              <ProfileForm />
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>{t('profile.appearance')}</Text>
              <Stack gap={4}>
                <Text size="sm" id="layout-label">
                  {t('theme.layout')}
                </Text>
                <SegmentedControl
                  aria-labelledby="layout-label"
                  value={layout}
                  onChange={(v) => setLayout(v as LayoutType)}
                  data={[
                    { value: 'modern', label: t('theme.modern') },
                    { value: 'simple', label: t('theme.simple') },
                  ]}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" id="scheme-label">
                  {t('theme.colorScheme')}
                </Text>
                <SegmentedControl
                  aria-labelledby="scheme-label"
                  value={colorScheme === 'dark' ? 'dark' : 'light'}
                  onChange={(v) => setColorScheme(v === 'dark' ? 'dark' : 'light')}
                  data={[
                    { value: 'light', label: t('theme.lightShort') },
                    { value: 'dark', label: t('theme.darkShort') },
                  ]}
                />
              </Stack>
            </Stack>
          </Card>
        </Stack>
        <Stack gap="md">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>{t('password.changeTitle')}</Text>
              <ChangePasswordForm onSuccess={() => showSuccessToast(t('password.changed'))} />
            </Stack>
          </Card>
          {feedCustomerId && <StockFeedCard key={feedCustomerId} customerId={feedCustomerId} />}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={130}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Group>
  );
}
