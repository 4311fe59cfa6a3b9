import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentsPage } from '../../features/documents/components/DocumentsPage';

export function DocumentsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('documents.title')}
      </Title>
      <DocumentsPage />
    </Stack>
  );
}
