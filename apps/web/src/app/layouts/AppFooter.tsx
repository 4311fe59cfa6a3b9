import { Anchor, Box, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/BrandLogo';
import { LANGUAGE_NAMES } from '../../components/LanguageSelector';
import { changeLanguage } from '../../lib/i18n';
import { SITE, useSiteIdentity } from '../../lib/site';
import { FOOTER_LANGUAGES, isInterfaceLanguage, useLocaleStore } from '../../lib/stores/locale-store';

/** Footer (spec 01 §2, §9): logo, contact, copyright with the footer version, language list. */
export function AppFooter() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const year = new Date().getFullYear();
  const site = useSiteIdentity();
  return (
    <Box component="footer" py="md" px="md" mt="xl">
      <Divider mb="md" />
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={6}>
          <BrandLogo size={24} logoUrl={site.footerLogo} title={site.title} />
          <Text size="xs" c="dimmed">
            © {year} {site.title} — v{SITE.footerVersion}
          </Text>
        </Stack>
        {site.socialItems.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600} id="footer-social">
              {site.socialTitle}
            </Text>
            <Group gap={8} component="ul" aria-labelledby="footer-social" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {site.socialItems.map((item) => (
                <li key={item.href}>
                  <Anchor
                    href={item.href}
                    target={item.target}
                    rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                    size="sm"
                    c="dimmed"
                  >
                    <Group gap={4} wrap="nowrap">
                      {item.logo && <img src={item.logo} alt="" width={16} height={16} />}
                      {item.title || item.href}
                    </Group>
                  </Anchor>
                </li>
              ))}
            </Group>
          </Stack>
        )}
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {site.contactTitle}
          </Text>
          {site.contactPhone && (
            <Anchor href={`tel:${site.contactPhone.replace(/\s/g, '')}`} size="sm" c="dimmed">
              <Group gap={4} wrap="nowrap">
                <IconPhone size={14} aria-hidden />
                {site.contactPhone}
              </Group>
            </Anchor>
          )}
          {site.contactEmail && (
            <Anchor href={`mailto:${site.contactEmail}`} size="sm" c="dimmed">
              {site.contactEmail}
            </Anchor>
          )}
          {site.contactAddress && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {site.contactAddress}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600} id="footer-languages">
            {t('footer.languages')}
          </Text>
          <Group gap={8} component="ul" aria-labelledby="footer-languages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {FOOTER_LANGUAGES.map((lng) => (
              <li key={lng}>
                {isInterfaceLanguage(lng) ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    lang={lng}
                    fw={lng === locale ? 700 : 400}
                    aria-current={lng === locale ? 'true' : undefined}
                    onClick={() => void changeLanguage(lng)}
                  >
                    {LANGUAGE_NAMES[lng]}
                  </Anchor>
                ) : (
                  <Tooltip label={t('footer.languageUnavailable')}>
                    <Text size="xs" c="dimmed" lang={lng} tabIndex={0}>
                      {LANGUAGE_NAMES[lng]}
                    </Text>
                  </Tooltip>
                )}
              </li>
            ))}
          </Group>
        </Stack>
      </Group>
    </Box>
  );
}
