import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { renderWithProviders } from '../../../test/render';
import { useSpecialPriceStore } from '../lib/special-price-store';
import { actForCustomer } from '../test-fixtures';
import { SpecialPriceButton, SpecialPriceDrawer } from './SpecialPriceDrawer';

beforeEach(() => {
  actForCustomer();
  useSpecialPriceStore.setState(useSpecialPriceStore.getInitialState(), true);
});

async function openDrawer() {
  const user = userEvent.setup();
  renderWithProviders(<SpecialPriceButton />);
  await user.click(screen.getByRole('button', { name: 'Special price' }));
  return { user, drawer: within(await screen.findByRole('dialog', { name: 'Special price' })) };
}

afterEach(async () => {
  if (i18n.language !== 'en') await changeLanguage('en');
});

describe('SpecialPriceDrawer', () => {
  it('starts at 0 with prices shown and the mode off (spec 01 §4), and switches the mode on', async () => {
    const { user, drawer } = await openDrawer();
    for (const label of ['Rims (JNT)', 'Tyres (LST)', 'Batteries (AKU)', 'Accessories (AKS)', 'Fixed expense']) {
      expect(drawer.getByRole('textbox', { name: label })).toHaveValue(label === 'Fixed expense' ? '0' : '0%');
    }
    expect(drawer.getByRole('switch', { name: 'Show prices' })).toBeChecked();
    const mode = drawer.getByRole('switch', { name: 'Special-price mode' });
    expect(mode).not.toBeChecked();
    await user.click(mode);
    expect(useSpecialPriceStore.getState().enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Special price' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes numbers of at least 0 with two decimals: a minus sign is not accepted (spec 01 §5)', async () => {
    const { user, drawer } = await openDrawer();
    const tyres = drawer.getByRole('textbox', { name: 'Tyres (LST)' });
    await user.clear(tyres);
    await user.type(tyres, '-12.555');
    await waitFor(() => expect(useSpecialPriceStore.getState().percentages.LST).toBe(12.55));
    expect(tyres).toHaveValue('12.55%');
    const expense = drawer.getByRole('textbox', { name: 'Fixed expense' });
    await user.clear(expense);
    await user.type(expense, '-3');
    await waitFor(() => expect(useSpecialPriceStore.getState().fixedExpense).toBe(3));
    expect(expense).toHaveValue('3');
    // emptied: back to 0, never negative
    await user.clear(expense);
    await waitFor(() => expect(useSpecialPriceStore.getState().fixedExpense).toBe(0));
  });

  it('keeps a negative value out of the store whatever sets it', () => {
    useSpecialPriceStore.getState().setPercentage('JNT', -5);
    useSpecialPriceStore.getState().setFixedExpense(Number.NaN);
    expect(useSpecialPriceStore.getState()).toMatchObject({ percentages: { JNT: 0 }, fixedExpense: 0 });
  });

  it('is not offered without a selected customer', () => {
    useCustomerStore.setState({ selected: null });
    renderWithProviders(<SpecialPriceButton />);
    expect(screen.queryByRole('button', { name: 'Special price' })).not.toBeInTheDocument();
  });

  it('writes numbers the way the interface language does', async () => {
    useSpecialPriceStore.setState({ percentages: { JNT: 0, LST: 12.5, AKU: 0, AKS: 0 }, fixedExpense: 1500.25, drawerOpen: true });
    await changeLanguage('de');
    const { unmount } = renderWithProviders(<SpecialPriceDrawer />);
    let drawer = within(await screen.findByRole('dialog', { name: 'Sonderpreis' }));
    expect(drawer.getByRole('textbox', { name: 'Reifen (LST)' })).toHaveValue('12,5\u00a0%');
    expect(drawer.getByRole('textbox', { name: 'Feste Pauschale' })).toHaveValue('1.500,25');
    unmount();
    await changeLanguage('tr');
    renderWithProviders(<SpecialPriceDrawer />);
    drawer = within(await screen.findByRole('dialog', { name: 'Özel fiyat' }));
    expect(drawer.getByRole('textbox', { name: 'Lastik (LST)' })).toHaveValue('%12,5');
  });
});
