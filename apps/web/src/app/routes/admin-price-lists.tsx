import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceListsPage } from '../../features/price-rules/components/PriceListsPage';

/** /admin/price-lists (authority priceRuleList): the ERP's price lists and who each is for. */
export function AdminPriceListsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('priceRules.priceLists.title')}
      </Title>
      <PriceListsPage />
    </Stack>
  );
}
