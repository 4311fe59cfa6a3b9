import type { BatteryProduct, BatterySearchQuery, Vehicle } from '@dealerport/contract';
import { Alert, Button, Group, NativeSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useBatterySearch } from '../api/fitment';
import { VehiclePicker } from './VehiclePicker';

interface BatterySearchPageProps {
  /** One battery as the catalogue's card: supplied by the route. */
  renderProduct: (product: BatteryProduct) => ReactNode;
}

type Specs = { capacityMin: string; ccaMin: string; lengthMax: string; widthMax: string; heightMax: string; terminalLayout: string };
const EMPTY: Specs = { capacityMin: '', ccaMin: '', lengthMax: '', widthMax: '', heightMax: '', terminalLayout: '' };

/** The filled spec fields as a query (numbers), or null when none is filled. */
export function specsQuery(specs: Specs): BatterySearchQuery | null {
  const q: Record<string, unknown> = {};
  for (const key of ['capacityMin', 'ccaMin', 'lengthMax', 'widthMax', 'heightMax'] as const) {
    if (specs[key] !== '') q[key] = Number(specs[key]);
  }
  if (specs.terminalLayout === '0' || specs.terminalLayout === '1') q.terminalLayout = specs.terminalLayout;
  return Object.keys(q).length > 0 ? (q as BatterySearchQuery) : null;
}

/** /battery-search (de only): batteries that fit a vehicle, or by capacity, CCA, box and terminal layout. */
export function BatterySearchPage({ renderProduct }: BatterySearchPageProps) {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const [mode, setMode] = useState<'vehicle' | 'specs'>('vehicle');
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const [specs, setSpecs] = useState<Specs>(EMPTY);
  const [specQuery, setSpecQuery] = useState<BatterySearchQuery | null>(null);
  const query = mode === 'vehicle' ? (vehicle ? { vehicleId: vehicle.id } : null) : specQuery;
  const result = useBatterySearch(query);
  if (!selected) return <Text c="dimmed">{t('fitment.selectCustomer')}</Text>;

  const field = (key: keyof Specs, label: string) => (
    <NumberInput
      label={label}
      value={specs[key]}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      onChange={(v) => setSpecs((s) => ({ ...s, [key]: v === '' ? '' : String(v) }))}
      w={150}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSpecQuery(specsQuery(specs));
  };

  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label={t('fitment.battery.mode')}
        value={mode}
        onChange={(v) => setMode(v as 'vehicle' | 'specs')}
        data={[
          { value: 'vehicle', label: t('fitment.battery.byVehicle') },
          { value: 'specs', label: t('fitment.battery.bySpecs') },
        ]}
        w="fit-content"
      />
      {mode === 'vehicle' ? (
        <VehiclePicker onChange={setVehicle} />
      ) : (
        <form onSubmit={submit} aria-label={t('fitment.battery.bySpecs')}>
          <Group align="flex-end" gap="md" wrap="wrap">
            {field('capacityMin', t('fitment.battery.capacityMin'))}
            {field('ccaMin', t('fitment.battery.ccaMin'))}
            {field('lengthMax', t('fitment.battery.lengthMax'))}
            {field('widthMax', t('fitment.battery.widthMax'))}
            {field('heightMax', t('fitment.battery.heightMax'))}
            <NativeSelect
              label={t('fitment.battery.terminalLayout')}
              value={specs.terminalLayout}
              onChange={(e) => {
                const terminalLayout = e.currentTarget.value;
                setSpecs((s) => ({ ...s, terminalLayout }));
              }}
              data={[
                { value: '', label: t('fitment.battery.anyLayout') },
                { value: '0', label: t('fitment.battery.layout0') },
                { value: '1', label: t('fitment.battery.layout1') },
              ]}
            />
            <Button type="submit" disabled={specsQuery(specs) === null}>
              {t('fitment.search')}
            </Button>
          </Group>
        </form>
      )}
      {query === null ? (
        <Text c="dimmed">{mode === 'vehicle' ? t('fitment.chooseVehicle') : t('fitment.battery.enterSpecs')}</Text>
      ) : result.isPending ? (
        <LoadingSpinner />
      ) : result.isError ? (
        <Alert color="red">{t('fitment.loadError')}</Alert>
      ) : (
        <Stack gap="md">
          {result.data.fitment && (
            <Text>
              {t('fitment.battery.needs', {
                ah: result.data.fitment.capacityAh,
                cca: result.data.fitment.cca,
                box: `${result.data.fitment.maxLengthMm} × ${result.data.fitment.maxWidthMm} × ${result.data.fitment.maxHeightMm}`,
              })}
            </Text>
          )}
          {result.data.products.length === 0 ? (
            <Text c="dimmed">{t('fitment.battery.none')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="battery-results">
              {result.data.products.map((p) => (
                <Stack key={p.id} gap={4}>
                  {renderProduct(p)}
                  <Text size="sm">
                    {t('fitment.battery.spec', {
                      ah: p.spec.capacityAh,
                      cca: p.spec.cca,
                      box: `${p.spec.lengthMm} × ${p.spec.widthMm} × ${p.spec.heightMm}`,
                      layout: p.spec.terminalLayout,
                    })}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
