import type { PriceExplanation } from '@dealerport/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { identity, signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { useSpecialPriceStore } from '../lib/special-price-store';
import { actForCustomer } from '../test-fixtures';
import { PriceExplanationButton } from './PriceExplanationButton';

const fetchMock = mockFetch();
let answer: () => Response;

const explanation: PriceExplanation = {
  productId: 101,
  productCode: 'LST-205-55',
  quantity: 6,
  currency: 'EUR',
  day: '2026-11-20',
  steps: [
    { kind: 'listPrice', text: 'List price', amount: '100.0000', rate: null, source: null, minQuantity: null },
    { kind: 'customerDiscount', text: 'Customer discount', amount: '90.0000', rate: '10.00', source: null, minQuantity: null },
    { kind: 'paymentDiscount', text: 'Payment method Credit card', amount: '88.2000', rate: '2.00', source: 'CARD', minQuantity: null },
    { kind: 'rounded', text: 'Unit price', amount: '88.20', rate: null, source: null, minQuantity: null },
    { kind: 'expense', text: 'Expense', amount: '8.00', rate: null, source: null, minQuantity: null },
    { kind: 'vat', text: 'VAT', amount: '107.44', rate: '20.00', source: null, minQuantity: null },
    { kind: 'total', text: 'Total', amount: '644.64', rate: null, source: null, minQuantity: null },
  ],
};

const asked = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/api/catalogs/products/101/price-explanation'));

beforeEach(() => {
  actForCustomer();
  useSpecialPriceStore.setState(useSpecialPriceStore.getInitialState(), true);
  answer = () => jsonResponse(200, explanation);
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/catalogs/products/101/price-explanation') return answer();
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

function renderButton() {
  return renderWithProviders(
    <PriceExplanationButton productId={101} quantity={6} paymentMethodCode="CARD" name="Winter tyre 205/55 R16" />,
  );
}

describe('PriceExplanationButton', () => {
  it('lists a cart line’s steps at its quantity and payment method for a salesman acting for the customer', async () => {
    const user = userEvent.setup();
    renderButton();
    expect(asked()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Why this price for Winter tyre 205/55 R16?' }));
    const steps = within(await screen.findByRole('table', { name: 'How the price comes about', hidden: true }));
    expect(steps.getByRole('row', { name: 'List price €100.00', hidden: true })).toBeInTheDocument();
    expect(steps.getByRole('row', { name: 'Customer discount 10% €90.00', hidden: true })).toBeInTheDocument();
    expect(steps.getByRole('row', { name: 'Payment method Credit card 2% €88.20', hidden: true })).toBeInTheDocument();
    expect(steps.getByRole('row', { name: 'VAT 20% €107.44', hidden: true })).toBeInTheDocument();
    expect(steps.getByRole('row', { name: 'Total €644.64', hidden: true })).toBeInTheDocument();
    expect(screen.getByText(/For 6 pcs, rules of 11\/20\/26 · payment method CARD/)).toBeInTheDocument();
    const url = new URL(String(asked()[0]?.[0]), 'http://x');
    expect(url.searchParams.get('quantity')).toBe('6');
    expect(url.searchParams.get('paymentMethodCode')).toBe('CARD');
  });

  it('lists the steps for office staff too', async () => {
    const user = userEvent.setup();
    signIn(identity({ accountName: 'office', role: { id: 2, name: 'Staff', roleType: 'staff', permissions: [] }, salesman: null }));
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Why this price for Winter tyre 205/55 R16?' }));
    expect(await screen.findByRole('row', { name: 'Total €644.64', hidden: true })).toBeInTheDocument();
  });

  it('is absent for a dealer', () => {
    signIn(
      identity({
        accountName: 'dealer',
        role: { id: 4, name: 'Dealer', roleType: 'dealer', permissions: [] },
        customer: { id: 'c-1', name: 'Yıldız Oto', code: 'C001' },
        salesman: null,
      }),
    );
    renderButton();
    expect(screen.queryByRole('button', { name: /Why this price/ })).not.toBeInTheDocument();
    expect(asked()).toHaveLength(0);
  });

  it('is absent in special-price mode, whose marked-up prices the steps would contradict', () => {
    useSpecialPriceStore.setState({ enabled: true });
    renderButton();
    expect(screen.queryByRole('button', { name: /Why this price/ })).not.toBeInTheDocument();
  });

  it('says so when the explanation cannot be read', async () => {
    const user = userEvent.setup();
    answer = () => jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong.' });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Why this price for Winter tyre 205/55 R16?' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Something went wrong.');
  });
});
