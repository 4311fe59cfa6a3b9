import type { DefaultPaymentProvider, PaymentSettings } from '@dealerport/contract';
import { Alert, Button, Card, Checkbox, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '../../../components/MutationForm';
import { QueryContent } from '../../../components/QueryContent';
import { showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { usePaymentSettings, useUpdatePaymentSettings } from '../api/payment-settings';
import { DEFAULT_PROVIDERS } from '../lib/providers';
import { PosConfigSection } from './PosConfigSection';

const NO_PERMISSIONS: readonly string[] = [];

/**
 * The "Payments" tab of /general-settings: the payment settings (PayPal, the virtual POS, the default
 * provider; secrets only ever shown as set or not set) and, with its permission, the customer POS table.
 * The default provider may be "off" (online payment not offered); the demo gateway is labelled and warned
 * about as the test mode it is: it takes no money (ADR 0047, amendment "safe payment defaults").
 */
export function PaymentSettingsPanel() {
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const can = (code: string) => permissions.includes(code);
  return (
    <Stack gap="lg" maw={960}>
      {can('configuration-payment.list') && <PaymentSettingsCard canUpdate={can('configuration-payment.update')} />}
      {can('payment-pos.list') && <PosConfigSection />}
    </Stack>
  );
}

function PaymentSettingsCard({ canUpdate }: { canUpdate: boolean }) {
  const settings = usePaymentSettings();
  return <QueryContent query={settings}>{(data) => <PaymentSettingsForm settings={data} canUpdate={canUpdate} />}</QueryContent>;
}

function PaymentSettingsForm({ settings, canUpdate }: { settings: PaymentSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const mutation = useUpdatePaymentSettings();
  const [values, setValues] = useState({
    customerCode: settings.customerCode,
    paymentMethodCode: settings.paymentMethodCode,
    defaultProvider: settings.defaultProvider,
    clientId: settings.payPal.clientId,
    clientSecret: '',
    useSandbox: settings.payPal.useSandbox,
    serviceUrl: settings.netahsilat.serviceUrl,
    username: settings.netahsilat.credential.username,
    password: '',
  });
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));
  const secretHint = (isSet: boolean) => (isSet ? t('payments.settings.secretSet') : t('payments.settings.secretNotSet'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(
      {
        customerCode: values.customerCode,
        paymentMethodCode: values.paymentMethodCode,
        defaultProvider: values.defaultProvider,
        payPal: { clientId: values.clientId, clientSecret: values.clientSecret || null, useSandbox: values.useSandbox },
        netahsilat: { serviceUrl: values.serviceUrl, credential: { username: values.username, password: values.password || null } },
      },
      {
        onSuccess: () => {
          setValues((v) => ({ ...v, clientSecret: '', password: '' }));
          showSuccessToast(t('payments.settings.saved'));
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{t('payments.settings.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('payments.settings.intro')}
          </Text>
          <MutationError error={mutation.error} />
          <Select
            label={t('payments.settings.defaultProvider')}
            description={t('payments.settings.defaultProviderHint')}
            data={DEFAULT_PROVIDERS.map((p) => ({ value: p, label: t(`payments.providers.${p}`) }))}
            value={values.defaultProvider}
            onChange={(v) => v && set('defaultProvider', v as DefaultPaymentProvider)}
            readOnly={!canUpdate}
            allowDeselect={false}
          />
          {values.defaultProvider === 'demo' && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('payments.settings.testModeTitle')}>
              {t('payments.settings.testModeWarning')}
            </Alert>
          )}
          {values.defaultProvider === 'none' && (
            <Alert color="blue" variant="light">
              {t('payments.settings.offNotice')}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t('payments.settings.customerCode')}
              description={t('payments.settings.customerCodeHint')}
              value={values.customerCode}
              onChange={(e) => set('customerCode', e.currentTarget.value)}
              readOnly={!canUpdate}
            />
            <TextInput
              label={t('payments.settings.paymentMethodCode')}
              description={t('payments.settings.paymentMethodCodeHint')}
              value={values.paymentMethodCode}
              onChange={(e) => set('paymentMethodCode', e.currentTarget.value)}
              readOnly={!canUpdate}
            />
          </Group>
          <Text fw={600} mt="sm">
            PayPal
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label={t('payments.settings.clientId')}
              value={values.clientId}
              onChange={(e) => set('clientId', e.currentTarget.value)}
              readOnly={!canUpdate}
            />
            <PasswordInput
              label={t('payments.settings.clientSecret')}
              description={secretHint(settings.payPal.clientSecretSet)}
              value={values.clientSecret}
              onChange={(e) => set('clientSecret', e.currentTarget.value)}
              readOnly={!canUpdate}
              autoComplete="new-password"
            />
          </Group>
          <Checkbox
            label={t('payments.settings.useSandbox')}
            checked={values.useSandbox}
            onChange={(e) => set('useSandbox', e.currentTarget.checked)}
            disabled={!canUpdate}
          />
          <Text fw={600} mt="sm">
            {t('payments.providers.virtual-pos')}
          </Text>
          <TextInput
            label={t('payments.settings.serviceUrl')}
            description={t('payments.settings.serviceUrlHint')}
            value={values.serviceUrl}
            onChange={(e) => set('serviceUrl', e.currentTarget.value)}
            readOnly={!canUpdate}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('payments.settings.merchantId')}
              value={values.username}
              onChange={(e) => set('username', e.currentTarget.value)}
              readOnly={!canUpdate}
            />
            <PasswordInput
              label={t('payments.settings.storeKey')}
              description={secretHint(settings.netahsilat.credential.passwordSet)}
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              readOnly={!canUpdate}
              autoComplete="new-password"
            />
          </Group>
          {canUpdate && (
            <Group justify="flex-end" mt="xs">
              <Button type="submit" loading={mutation.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
