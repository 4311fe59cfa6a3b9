import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TranslationsPage } from '../../features/localizations/components/TranslationsPage';

/** /translations (our extension; authority localizationList): the interface texts per language and their overrides. */
export function TranslationsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('localizations.title')}
      </Title>
      <TranslationsPage />
    </Stack>
  );
}
