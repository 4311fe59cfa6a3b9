import type { FitmentProduct, Vehicle } from '@dealerport/contract';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { formatNumber } from '../../../lib/numbers';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useConfigurator } from '../api/fitment';
import { VehiclePicker, vehicleLabel } from './VehiclePicker';

interface ConfiguratorPageProps {
  /** One product as the catalogue's card (price, stock, add to cart): supplied by the route. */
  renderProduct: (product: FitmentProduct) => ReactNode;
}

function ProductGrid({
  products,
  renderProduct,
  testId,
}: {
  products: FitmentProduct[];
  renderProduct: ConfiguratorPageProps['renderProduct'];
  testId: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid={testId}>
      {products.map((p) => (
        <div key={p.id}>{renderProduct(p)}</div>
      ))}
    </SimpleGrid>
  );
}

/** /configurator: pick a vehicle, see the rims and tyres that fit it, as the acting customer sees them. */
export function ConfiguratorPage({ renderProduct }: ConfiguratorPageProps) {
  const { t, i18n } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const result = useConfigurator(vehicle?.id ?? null);
  if (!selected) return <Text c="dimmed">{t('fitment.selectCustomer')}</Text>;
  return (
    <Stack gap="lg">
      <VehiclePicker onChange={setVehicle} />
      {!vehicle ? (
        <Text c="dimmed">{t('fitment.chooseVehicle')}</Text>
      ) : result.isPending ? (
        <LoadingSpinner />
      ) : result.isError ? (
        <Alert color="red">{t('fitment.loadError')}</Alert>
      ) : (
        <Stack gap="lg">
          <Text>
            {vehicleLabel(result.data.vehicle)}
            {result.data.wheel &&
              ` · ${t('fitment.wheelSummary', {
                pcd: result.data.wheel.pcd,
                // 66,5 in German and Turkish, 66.5 in English
                bore: result.data.wheel.centreBore === null ? '–' : formatNumber(result.data.wheel.centreBore, i18n.language, 1),
                etMin: result.data.wheel.offsetMin,
                etMax: result.data.wheel.offsetMax,
                sizes: result.data.wheel.rimDiameters.map((d) => `${d}″`).join(', '),
              })}`}
          </Text>
          <Title order={2} size="h3">
            {t('fitment.rims', { count: result.data.rims.length })}
          </Title>
          {result.data.rims.length === 0 ? (
            <Text c="dimmed">{t('fitment.noRims')}</Text>
          ) : (
            <ProductGrid products={result.data.rims} renderProduct={renderProduct} testId="configurator-rims" />
          )}
          <Title order={2} size="h3">
            {t('fitment.tyres', { count: result.data.tyres.length })}
          </Title>
          {result.data.wheel && <Text size="sm">{result.data.wheel.tyreSizes.join(', ')}</Text>}
          {result.data.tyres.length === 0 ? (
            <Text c="dimmed">{t('fitment.noTyres')}</Text>
          ) : (
            <ProductGrid products={result.data.tyres} renderProduct={renderProduct} testId="configurator-tyres" />
          )}
        </Stack>
      )}
    </Stack>
  );
}
