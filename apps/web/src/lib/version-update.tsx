import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { translate } from './i18n';

/** How long the version dialog stays before the page reloads. */
export const VERSION_RELOAD_DELAY_MS = 2500;

let updating = false;

/**
 * A newer client is required (426, or 205 from the server; spec 01 §8): show the version dialog
 * (500 wide), unregister service workers, clear caches and reload. Runs once per page.
 */
export function triggerVersionUpdate(): void {
  if (updating) return;
  updating = true;
  modals.open({
    modalId: 'version-update',
    size: 500,
    centered: true,
    withCloseButton: false,
    closeOnClickOutside: false,
    closeOnEscape: false,
    title: translate('version.title', 'A new version is available'),
    children: (
      <Stack gap="xs">
        <Text size="sm">{translate('version.description', 'Dealerport has been updated.')}</Text>
        <Text size="sm" c="dimmed">
          {translate('version.autoRefresh', 'The page will refresh automatically in a moment.')}
        </Text>
      </Stack>
    ),
  });
  void clearWorkersAndCaches().finally(() => {
    setTimeout(() => window.location.reload(), VERSION_RELOAD_DELAY_MS);
  });
}

async function clearWorkersAndCaches(): Promise<void> {
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    }
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // best effort: the reload below still fetches the new index.html
  }
}
