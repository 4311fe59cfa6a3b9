import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryMapsPage } from '../../features/category-maps/components/CategoryMapsPage';

/** /category-mappings (authority selectedCustomer + categoryMapList): the selected customer's category maps. */
export function CategoryMappingsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('categoryMaps.title')}
      </Title>
      <CategoryMapsPage />
    </Stack>
  );
}
