import { LoadingOverlay } from '@mantine/core';
import { useLocaleStore } from '../lib/stores/locale-store';

/** The 300 ms loading state after a language change (spec 01 §4). */
export function LanguageSwitchOverlay() {
  const switching = useLocaleStore((s) => s.switching);
  return <LoadingOverlay visible={switching} pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} transitionProps={{ duration: 100 }} />;
}
