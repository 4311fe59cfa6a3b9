import {
  Button,
  createTheme,
  type MantineColorScheme,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
  NumberInput,
  PasswordInput,
  Select,
  Table,
  TextInput,
} from '@mantine/core';
import { useThemeStore } from './stores/theme-store';

/** One brand colour: a confident deep blue (shade 7 is #0b52ae). */
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#cfe0f3',
  '#a0bfe6',
  '#6d9cd9',
  '#4580ce',
  '#2b6dc7',
  '#1a63c5',
  '#0b52ae',
  '#00489c',
  '#003e8a',
];

/** Compact density for order entry: inputs, buttons and tables default to "sm". */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'sm',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    TextInput: TextInput.extend({ defaultProps: { size: 'sm' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { size: 'sm' } }),
    NumberInput: NumberInput.extend({ defaultProps: { size: 'sm' } }),
    Select: Select.extend({ defaultProps: { size: 'sm' } }),
    Button: Button.extend({ defaultProps: { size: 'sm' } }),
    Table: Table.extend({ defaultProps: { verticalSpacing: 'xs', horizontalSpacing: 'sm', fz: 'sm' } }),
  },
});

/** Mantine's colour scheme lives in the persisted theme store (light/dark, synced across tabs). */
export const colorSchemeManager: MantineColorSchemeManager = (() => {
  let unsubscribe: (() => void) | null = null;
  return {
    get: (defaultValue: MantineColorScheme) => useThemeStore.getState().mode ?? defaultValue,
    set: (value: MantineColorScheme) => {
      useThemeStore.getState().setMode(value === 'dark' ? 'dark' : 'light');
    },
    subscribe: (onUpdate: (scheme: MantineColorScheme) => void) => {
      unsubscribe?.();
      unsubscribe = useThemeStore.subscribe((state, prev) => {
        if (state.mode !== prev.mode) onUpdate(state.mode);
      });
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = null;
    },
    clear: () => useThemeStore.getState().setMode('light'),
  };
})();
