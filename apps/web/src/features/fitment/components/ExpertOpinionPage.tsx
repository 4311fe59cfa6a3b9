import type { Vehicle } from '@dealerport/contract';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { showErrorToast } from '../../../lib/notify';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { openExpertOpinion, useExpertOpinions } from '../api/fitment';
import { VehiclePicker, vehicleLabel } from './VehiclePicker';

/** /expert-opinion (de only): Gutachten and ABE by rim code or opinion number and/or vehicle; opens the PDF. */
export function ExpertOpinionPage() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const [code, setCode] = useState('');
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const [query, setQuery] = useState<{ code?: string; vehicleId?: number } | null>(null);
  const result = useExpertOpinions(query);
  if (!selected) return <Text c="dimmed">{t('fitment.selectCustomer')}</Text>;

  const trimmed = code.trim();
  const ready = trimmed.length >= 2 || vehicle !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setQuery({ ...(trimmed.length >= 2 ? { code: trimmed } : {}), ...(vehicle ? { vehicleId: vehicle.id } : {}) });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} aria-label={t('fitment.opinions.search')}>
        <Stack gap="md">
          <TextInput
            label={t('fitment.opinions.code')}
            description={t('fitment.opinions.codeHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            maxLength={60}
            w={320}
          />
          <VehiclePicker onChange={setVehicle} />
          <Group>
            <Button type="submit" disabled={!ready}>
              {t('fitment.search')}
            </Button>
          </Group>
        </Stack>
      </form>
      {query === null ? (
        <Text c="dimmed">{t('fitment.opinions.hint')}</Text>
      ) : result.isPending ? (
        <LoadingSpinner />
      ) : result.isError ? (
        <Alert color="red">{t('fitment.loadError')}</Alert>
      ) : result.data.length === 0 ? (
        <Text c="dimmed">{t('fitment.opinions.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label={t('fitment.opinions.results')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fitment.opinions.number')}</Table.Th>
                <Table.Th>{t('fitment.opinions.kind')}</Table.Th>
                <Table.Th>{t('fitment.opinions.rim')}</Table.Th>
                <Table.Th>{t('fitment.opinions.vehicle')}</Table.Th>
                <Table.Th>{t('fitment.opinions.document')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.code}</Table.Td>
                  <Table.Td>{t(`fitment.opinions.kinds.${o.kind}`)}</Table.Td>
                  <Table.Td>
                    {o.rim.code} · {o.rim.name}
                  </Table.Td>
                  <Table.Td>{vehicleLabel(o.vehicle)}</Table.Td>
                  <Table.Td>
                    {o.hasDocument ? (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('fitment.opinions.open', { code: o.code })}
                        onClick={() => openExpertOpinion(o.id).catch(() => showErrorToast(t('fitment.opinions.openError')))}
                      >
                        PDF
                      </Button>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('fitment.opinions.noDocument')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
