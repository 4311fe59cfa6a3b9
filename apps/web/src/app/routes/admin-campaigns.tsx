import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CampaignsPage } from '../../features/price-rules/components/CampaignsPage';

/** /admin/campaigns (authority priceRuleList): campaigns that lower prices for a time. */
export function AdminCampaignsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('priceRules.campaigns.title')}
      </Title>
      <CampaignsPage />
    </Stack>
  );
}
