import type { CustomerRegistration } from '@dealerport/contract';
import { Badge, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { countryName } from '../lib/format';
import { StatusBadge } from './StatusBadge';

/** Every field of a registration, and the consents with the time they were given. */
export function RegistrationDetails({ registration: r }: { registration: CustomerRegistration }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const consent = (given: boolean) =>
    given ? t('registrations.consentGiven', { time: formatDateTime(r.consentAt, lng) }) : t('registrations.consentNotGiven');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{r.name}</Text>
        <StatusBadge status={r.status} />
      </Group>
      <Section title={t('signUp.company')}>
        <Field label={t('signUp.name')} value={r.name} />
        <Field label={t('signUp.companyTitle')} value={r.title} />
        <Field label={t('signUp.taxNumber')} value={r.taxNumber} />
        <Field label={t('signUp.taxOffice')} value={r.taxOffice} />
      </Section>
      <Section title={t('signUp.contact')}>
        <Field label={t('signUp.representativePerson')} value={r.representativePerson} />
        <Field label={t('signUp.email')} value={r.email} />
        <Field label={t('signUp.phoneNumber')} value={r.phoneNumber} />
        <Field label={t('registrations.language')} value={r.language.toUpperCase()} />
      </Section>
      <Section title={t('signUp.addressSection')}>
        <Field label={t('signUp.address')} value={r.address} />
        <Field label={t('signUp.city')} value={r.city} />
        <Field label={t('signUp.country')} value={countryName(r.countryCode, lng)} />
      </Section>
      <Section title={t('signUp.sectorsLabel')}>
        <Group gap={6}>
          {r.customerSectors.length
            ? r.customerSectors.map((code) => (
                <Badge key={code} variant="light" color="gray">
                  {t(`signUp.sectors.${code}`, { defaultValue: code })}
                </Badge>
              ))
            : '—'}
        </Group>
      </Section>
      <Section title={t('registrations.consents')}>
        <Field label={t('registrations.kvkk')} value={consent(r.isKvkkConfirm)} />
        <Field label={t('registrations.communication')} value={consent(r.isCommunicationConfirm)} />
      </Section>
      <Section title={t('registrations.history')}>
        <Field label={t('registrations.createdAt')} value={formatDateTime(r.createdAt, lng)} />
        <Field label={t('registrations.decidedAt')} value={formatDateTime(r.decidedAt, lng)} />
        {r.status === 'rejected' && <Field label={t('registrations.rejectionReason')} value={r.rejectionReason} />}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Divider label={title} labelPosition="left" />
      {children}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </SimpleGrid>
  );
}
