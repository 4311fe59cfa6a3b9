import type { Culture } from '@dealerport/contract';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import { INTERFACE_LANGUAGES, useLocaleStore } from '../lib/stores/locale-store';

/** Names in their own language, so a reader always finds theirs. */
export const LANGUAGE_NAMES: Record<string, string> = {
  tr: 'Türkçe',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
  pt: 'Português',
  fr: 'Français',
};

/** Header/auth language selector: tr, de, en (spec 01 §1). */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          // "Language: Türkçe": what the button is for and the language it shows (as a code when compact)
          aria-label={t('language.current', { name: LANGUAGE_NAMES[locale] })}
          title={t('language.label')}
          leftSection={<IconLanguage size={16} aria-hidden />}
        >
          {compact ? locale.toUpperCase() : LANGUAGE_NAMES[locale]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The interface languages as items of a menu (this selector's, the user menu's on a phone), each in its own language. */
export function LanguageMenuItems() {
  const locale = useLocaleStore((s) => s.locale);
  return INTERFACE_LANGUAGES.map((lng: Culture) => (
    <Menu.Item
      key={lng}
      lang={lng}
      onClick={() => void changeLanguage(lng)}
      rightSection={lng === locale ? <IconCheck size={14} aria-hidden /> : null}
      aria-current={lng === locale ? 'true' : undefined}
    >
      {LANGUAGE_NAMES[lng]}
    </Menu.Item>
  ));
}
