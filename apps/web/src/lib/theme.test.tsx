import { Alert, DEFAULT_THEME, luminance, Modal, mergeMantineTheme } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { changeLanguage } from './i18n';
import { cssVariablesResolver, theme } from './theme';

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('close buttons', () => {
  it('are named in the interface language unless given a name of their own', async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => {}} title="Product">
          body
        </Modal>
        <Alert withCloseButton closeButtonLabel="Dismiss the notice">
          notice
        </Alert>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Product' });
    expect(dialog.querySelector('button')).toHaveAccessibleName('Close');
    expect(screen.getByRole('button', { name: 'Dismiss the notice' })).toBeInTheDocument();

    await act(() => changeLanguage('tr'));
    expect(dialog.querySelector('button')).toHaveAccessibleName('Kapat');
  });
});

describe('text colours (WCAG 1.4.3)', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const vars = cssVariablesResolver(full);

  it('dimmed text has at least 4.5:1 on the body and papers of both schemes', () => {
    const dimmedLight = vars.light['--mantine-color-dimmed'] ?? '';
    for (const bg of [full.white, full.colors.gray[0], full.colors.gray[1]]) expect(contrast(dimmedLight, bg)).toBeGreaterThanOrEqual(4.5);
    const dimmedDark = vars.dark['--mantine-color-dimmed'] ?? '';
    for (const bg of [full.colors.dark[7], full.colors.dark[6]]) expect(contrast(dimmedDark, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('coloured text has at least 4.5:1 on white (light) and the dark body (dark), and white on filled colours too', () => {
    for (const color of ['red', 'teal', 'green', 'orange', 'yellow', 'blue', 'grape', 'brand']) {
      expect(contrast(vars.light[`--mantine-color-${color}-text`] ?? '', full.white), `${color} text, light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars.dark[`--mantine-color-${color}-text`] ?? '', full.colors.dark[7]), `${color} text, dark`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrast(full.white, vars.light[`--mantine-color-${color}-filled`] ?? ''), `${color} filled, light`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrast(full.white, vars.dark[`--mantine-color-${color}-filled`] ?? ''), `${color} filled, dark`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads well: the brand blue of light buttons', () => {
    expect(vars.light['--mantine-color-brand-filled']).toBe('#0b52ae');
  });
});
