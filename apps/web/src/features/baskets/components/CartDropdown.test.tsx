import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer, cartLine, simplified } from '../test-fixtures';
import { badgeLabel, CartDropdown } from './CartDropdown';

const fetchMock = mockFetch();
let lines = [
  cartLine(),
  cartLine({ id: 2, productId: 102, name: 'Rim 7x16 5/112', unitCode: 'AD', quantity: 2, categoryId: 20, images: [] }),
];

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method);
}

beforeEach(() => {
  actForCustomer();
  lines = [
    cartLine(),
    cartLine({ id: 2, productId: 102, name: 'Rim 7x16 5/112', unitCode: 'AD', quantity: 2, categoryId: 20, images: [] }),
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/baskets/cart/total-item') return jsonResponse(200, { totalItem: lines.length });
    if (method === 'GET' && path === '/api/baskets/simplified') return jsonResponse(200, simplified(lines));
    if (method === 'DELETE' && path.startsWith('/api/baskets/cart/products/')) {
      const id = Number(path.split('/').at(-1));
      lines = lines.filter((l) => l.productId !== id);
      return jsonResponse(204);
    }
    if (method === 'DELETE' && path === '/api/baskets/cart/products') {
      lines = [];
      return jsonResponse(204);
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('badgeLabel', () => {
  it('counts up to 99, then 99+', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});

describe('CartDropdown', () => {
  it('shows the line count, opens on click with the lines, and removes one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CartDropdown fallbackImage={(id) => `/others/${id}.svg`} />);
    const button = await screen.findByRole('button', { name: 'Cart, 2 lines' });
    expect(calls('GET', '/api/baskets/simplified')).toHaveLength(0); // loaded when opened

    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    // the button, not the badge around it, says what it opens
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(button.parentElement?.closest('[aria-expanded]')).toBeNull();
    const tyre = await within(dialog).findByRole('listitem', { name: 'Winter tyre 205/55 R16' });
    expect(within(tyre).getByText('4 AD')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Rim 7x16 5/112' })).toHaveTextContent('2 AD');
    expect(within(dialog).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/cart');

    await user.click(within(tyre).getByRole('button', { name: 'Remove Winter tyre 205/55 R16 from the cart' }));
    await waitFor(() => expect(calls('DELETE', '/api/baskets/cart/products/101')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'Winter tyre 205/55 R16' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Cart, 1 lines' })).toBeInTheDocument();
  });

  it('clears the cart and then shows the empty-cart message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CartDropdown />);
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 lines' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('listitem', { name: 'Winter tyre 205/55 R16' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(calls('DELETE', '/api/baskets/cart/products')).toHaveLength(1));
    const [, init] = calls('DELETE', '/api/baskets/cart/products')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ productIds: [] });
    expect(await within(dialog).findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('asks for a customer when none is selected, and asks the server nothing', async () => {
    useCustomerStore.setState({ selected: null });
    const user = userEvent.setup();
    renderWithProviders(<CartDropdown />);
    await user.click(screen.getByRole('button', { name: 'Cart, 0 lines' }));
    expect(await screen.findByText('Select a customer to see the cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select customer' }));
    expect(useCustomerStore.getState().modalOpen).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('empties the cart when the customer is cleared and loads it again after a new selection', async () => {
    renderWithProviders(<CartDropdown />);
    await screen.findByRole('button', { name: 'Cart, 2 lines' });

    act(() => useCustomerStore.getState().clear());
    expect(await screen.findByRole('button', { name: 'Cart, 0 lines' })).toBeInTheDocument();

    const before = calls('GET', '/api/baskets/cart/total-item').length;
    act(() => useCustomerStore.getState().select({ id: 'c-2', name: 'Kaya Lastik', code: 'C002' }));
    // the new customer's cart is asked for after the reload delay (300 ms), with its id
    await waitFor(() => expect(calls('GET', '/api/baskets/cart/total-item').length).toBe(before + 1));
    const [, init] = calls('GET', '/api/baskets/cart/total-item').at(-1) ?? [];
    expect(new Headers(init?.headers).get('x-customer-id')).toBe('c-2');
    expect(await screen.findByRole('button', { name: 'Cart, 2 lines' })).toBeInTheDocument();
  });
});
