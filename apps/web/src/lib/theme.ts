import {
  type AnchorProps,
  type ButtonProps,
  type CloseButtonProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  lighten,
  luminance,
  type MantineColorScheme,
  type MantineColorSchemeManager,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  mergeThemeOverrides,
  type NumberInputProps,
  type PasswordInputProps,
  type SelectProps,
  type TableProps,
  type TextInputProps,
  toRgba,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A component's default props. Plain objects rather than `Component.extend(...)`: naming the component
 * here would put its code (NumberInput brings a number-format library) into the first script every page
 * loads, though few pages show one (ADR 0031).
 */
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });

/** Compact density for order entry: inputs, buttons and tables default to "sm". */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'sm',
  focusRing: 'auto',
  // transitions follow the system's reduced-motion setting (WCAG 2.3.3)
  respectReducedMotion: true,
  cursorType: 'pointer',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    TextInput: defaults<TextInputProps>({ size: 'sm' }),
    PasswordInput: defaults<PasswordInputProps>({ size: 'sm' }),
    NumberInput: defaults<NumberInputProps>({ size: 'sm' }),
    Select: defaults<SelectProps>({ size: 'sm' }),
    Button: defaults<ButtonProps>({ size: 'sm' }),
    Table: defaults<TableProps>({ verticalSpacing: 'xs', horizontalSpacing: 'sm', fz: 'sm' }),
    // a link is told from the text around it by more than its colour (WCAG 1.4.1)
    Anchor: defaults<AnchorProps>({ underline: 'always' }),
  },
});

/**
 * The theme with its texts: every close button (modals, drawers, alerts, notifications) is named
 * "Close" in the interface language unless it is given a name of its own (WCAG 4.1.2).
 */
export function useAppTheme(): MantineThemeOverride {
  const { t } = useTranslation();
  const close = t('common.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // Mantine passes a close button's HTML attributes on, though its default-props type omits them
          CloseButton: defaults<CloseButtonProps>({ 'aria-label': close } as Partial<CloseButtonProps>),
        },
      }),
    [close],
  );
}

/** WCAG 1.4.3 asks 4.5:1 for normal text; a little more absorbs the rounding of blended colours. */
const MIN_CONTRAST = 4.6;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A shade of a palette, the index kept within 0-9 (as Mantine derives the dark scheme's variants). */
const shade = (shades: MantineColorsTuple, index: number): string => shades[Math.min(9, Math.max(0, index)) as MantineColorShade];

/** A translucent colour laid over an opaque background, as the browser paints it. */
function over(color: string, opacity: number, background: string): string {
  const f = toRgba(color);
  const b = toRgba(background);
  const mix = (x: number, y: number) => Math.round(x * opacity + y * (1 - opacity));
  return `rgb(${mix(f.r, b.r)}, ${mix(f.g, b.g)}, ${mix(f.b, b.b)})`;
}

/**
 * The colour itself when it has enough contrast on every background, else the least darkened (light
 * scheme) or lightened (dark scheme) version of it that has.
 */
function readable(color: string, backgrounds: string[], scheme: 'light' | 'dark'): string {
  for (let step = 0; step <= 50; step++) {
    const candidate = step === 0 ? color : scheme === 'light' ? darken(color, step * 0.02) : lighten(color, step * 0.02);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= MIN_CONTRAST)) return candidate;
  }
  return scheme === 'light' ? '#000000' : '#ffffff';
}

/**
 * Text colours with at least 4.5:1 contrast in both schemes (WCAG 1.4.3). Mantine's defaults do not
 * reach it: dimmed text is gray.6 (3.3:1 on white) and dark.2 (4.0:1 on the dark body), coloured text
 * is shade 7 in light (red 3.8:1, teal 3.1:1) and shade 4 in dark, and white on filled red or teal
 * buttons is under 4:1. Each is kept where it passes and otherwise darkened (light) or lightened (dark)
 * just enough for the backgrounds it is shown on: the body, papers, table stripes and hovers, and the
 * colour's own light tint (light-variant badges and alerts).
 */
function accessibleColors(t: MantineTheme): ReturnType<CSSVariablesResolver> {
  const { white } = t;
  const gray = t.colors.gray;
  const dark = t.colors.dark;
  const lightShade = getPrimaryShade(t, 'light');
  const darkShade = getPrimaryShade(t, 'dark');
  const lightBackgrounds = [white, gray[0], gray[1]];
  const darkBackgrounds = [dark[7], dark[6], dark[5]];
  const lightDimmed = readable(gray[6], lightBackgrounds, 'light');
  // dimmed text stands on the body and papers, not on hovered controls (dark.5)
  const darkDimmed = readable(dark[2], [dark[7], dark[6]], 'dark');
  // placeholders (a FileInput's is text axe checks) read like dimmed text, not gray.5 at 2.1:1
  const light: Record<string, string> = { '--mantine-color-dimmed': lightDimmed, '--mantine-color-placeholder': lightDimmed };
  const darkVars: Record<string, string> = { '--mantine-color-dimmed': darkDimmed, '--mantine-color-placeholder': darkDimmed };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    // light scheme: text on white, grays and its own tint (alpha 0.1-0.12 of the filled shade)
    const lightText = readable(shades[lightShade], [...lightBackgrounds, over(shades[lightShade], 0.12, gray[1])], 'light');
    const lightFilled = readable(shades[lightShade], [white], 'light');
    Object.assign(light, {
      [`--mantine-color-${name}-text`]: lightText,
      [`--mantine-color-${name}-light-color`]: lightText,
      [`--mantine-color-${name}-outline`]: lightText,
      [`--mantine-color-${name}-filled`]: lightFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(lightFilled, 0.1),
    });
    // dark scheme: text on the dark grays and its tint (alpha 0.15-0.2 of shade primary-2)
    const tint = over(shade(shades, darkShade - 2), 0.2, dark[6]);
    const darkText = readable(shades[4], [...darkBackgrounds, tint], 'dark');
    const darkFilled = readable(shades[darkShade], [white], 'light');
    Object.assign(darkVars, {
      [`--mantine-color-${name}-text`]: darkText,
      [`--mantine-color-${name}-light-color`]: readable(shade(shades, darkShade - 5), [...darkBackgrounds, tint], 'dark'),
      [`--mantine-color-${name}-filled`]: darkFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(darkFilled, 0.1),
    });
  }
  const primary = t.primaryColor;
  Object.assign(light, {
    '--mantine-color-anchor': `var(--mantine-color-${primary}-text)`,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  });
  Object.assign(darkVars, {
    '--mantine-color-anchor': `var(--mantine-color-${primary}-text)`,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  });
  return { variables: {}, light, dark: darkVars };
}

const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/** MantineProvider's cssVariablesResolver: the accessible text colours, worked out once per theme. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  let vars = resolved.get(t);
  if (!vars) {
    vars = accessibleColors(t);
    resolved.set(t, vars);
  }
  return vars;
};

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
