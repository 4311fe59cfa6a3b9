import type { SettingsLanguage } from '@dealerport/contract';
import { Anchor, Box, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/BrandLogo';
import { SITE } from '../../../lib/site';
import type { SiteSettingsFormValues } from '../lib/site-settings-form';

interface SitePreviewProps {
  values: SiteSettingsFormValues;
  language: SettingsLanguage;
  /** What each image shows now (a chosen file's preview, else the stored URL). */
  urls: { logo: string | null; footerLogo: string | null; social: (string | null)[] };
}

/**
 * The header and footer as a dealer will see them in `language` (the signed-in shell's AppHeader and
 * AppFooter draw the same parts from GET /api/home/site-infos), updated as the form changes.
 */
export function SitePreview({ values, language, urls }: SitePreviewProps) {
  const { t } = useTranslation();
  const title = values.title[language] || SITE.title;
  const headerTitle = values.headerSettings.title[language] || SITE.title;
  const footer = values.footerSettings;
  const contact = footer.contact;
  const social = footer.socialMedia.items.map((item, i) => ({ item, logo: urls.social[i] ?? null })).filter(({ item }) => item.href.trim());
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('siteSettings.preview')} lang={language}>
      <Stack gap="sm">
        <Text fw={600}>{t('siteSettings.preview')}</Text>
        <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }} data-testid="preview-header">
          <Group justify="space-between" wrap="nowrap">
            <BrandLogo logoUrl={urls.logo} title={headerTitle} />
            <Text size="xs" c="dimmed">
              {t('siteSettings.previewHeaderNote')}
            </Text>
          </Group>
        </Box>
        <Text size="sm">
          {t('siteSettings.previewDocumentTitle')}: <strong>{title}</strong>
        </Text>
        <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }} data-testid="preview-footer">
          <Divider mb="sm" />
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={6}>
              <BrandLogo size={24} logoUrl={urls.footerLogo} title={title} />
              <Text size="xs" c="dimmed">
                © {new Date().getFullYear()} {title} — v{SITE.footerVersion}
              </Text>
            </Stack>
            {social.length > 0 && (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {footer.socialMedia.title[language]}
                </Text>
                {social.map(({ item, logo }) => (
                  <Group key={item.uid} gap={4} wrap="nowrap">
                    {logo && <img src={logo} alt="" width={16} height={16} />}
                    <Text size="sm" c="dimmed">
                      {item.title || item.href}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {contact.title[language] || t('footer.contactTitle')}
              </Text>
              {contact.phone && (
                <Group gap={4} wrap="nowrap">
                  <IconPhone size={14} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {contact.phone}
                  </Text>
                </Group>
              )}
              {contact.email && (
                <Anchor component="span" size="sm" c="dimmed">
                  {contact.email}
                </Anchor>
              )}
              {contact.address[language] && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {contact.address[language]}
                </Text>
              )}
            </Stack>
          </Group>
        </Box>
      </Stack>
    </Card>
  );
}
