import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LanguageSwitchOverlay } from '../components/LanguageSwitchOverlay';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { colorSchemeManager, cssVariablesResolver, useAppTheme } from '../lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="bottom-right" limit={4} />
            <LanguageSwitchOverlay />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** Mantine with the app's theme (its texts follow the language) and accessible text colours. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useAppTheme();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      {children}
    </MantineProvider>
  );
}
