import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderParametersPage } from '../../features/order-parameters/components/OrderParametersPage';

/** /order-parameters (authority orderParameterList). */
export function OrderParametersRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('orderParameters.title')}
      </Title>
      <OrderParametersPage />
    </Stack>
  );
}
