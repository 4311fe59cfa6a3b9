import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PivotPage } from '../../features/pivot/components/PivotPage';

/** /pivot (de only): a pivot table of the acting customer's order lines. */
export function PivotRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('pivot.title')}
      </Title>
      <PivotPage />
    </Stack>
  );
}
