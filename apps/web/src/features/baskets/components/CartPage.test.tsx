import type { CartLine, OrderCreationResult } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOrderTransactionStore } from '../../../lib/stores/order-transaction-store';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, phoneMedia, renderWithProviders } from '../../../test/render';
import { actForCustomer, address, cart, cartLine, paymentMethod, TRANSACTION_ID, transaction } from '../test-fixtures';
import { CartPage } from './CartPage';
import { OrderResultModal } from './OrderResultModal';

const fetchMock = mockFetch();
const actAsPhone = phoneMedia();
let currentCart = cart();
/** The answers of the status call, in order; the last one repeats. */
let statuses: OrderCreationResult[] = [];
let addresses = [address(), address({ id: 'a-2', code: 'DEPO', caption: 'Warehouse', isDefault: false, city: 'Bursa' })];
/** The place-order answer: the queued transaction, or a refusal. */
let placeAnswer: () => Response = () => jsonResponse(200, transaction());

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method);
}
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;

beforeEach(() => {
  actForCustomer();
  currentCart = cart([
    cartLine(),
    cartLine({ id: 2, productId: 201, code: 'JNT-716', name: 'Rim 7x16 5/112', categoryId: 20, paymentMethodCode: null, quantity: 2 }),
  ]);
  statuses = [
    transaction(),
    transaction({ status: 'Completed', createdOrders: [{ orderNumber: 'B2B-000123', docNumber: 'B2B-000123', canPayWithPayPal: false }] }),
  ];
  addresses = [address(), address({ id: 'a-2', code: 'DEPO', caption: 'Warehouse', isDefault: false, city: 'Bursa' })];
  placeAnswer = () => jsonResponse(200, transaction());
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/baskets/cart') return jsonResponse(200, currentCart);
    if (method === 'GET' && path === '/api/customers/addresses') return jsonResponse(200, addresses);
    if (method === 'GET' && path === '/api/baskets/cart/split-preview') return jsonResponse(200, splitOf(currentCart));
    if (method === 'DELETE' && path === '/api/baskets/cart/products') {
      const { productIds } = JSON.parse(String(init?.body)) as { productIds: number[] };
      currentCart = cart(productIds.length === 0 ? [] : currentCart.cartDetails.filter((l) => !productIds.includes(l.productId)));
      return jsonResponse(204);
    }
    if (method === 'DELETE' && path.startsWith('/api/baskets/cart/products/')) {
      const productId = Number(path.split('/').at(-1));
      currentCart = cart(currentCart.cartDetails.filter((l) => l.productId !== productId));
      return jsonResponse(204);
    }
    if (method === 'GET' && path === '/api/baskets/paymentMethods/10')
      return jsonResponse(200, [
        paymentMethod(),
        paymentMethod({ code: 'TERM30', name: '30 days', discountRate: '0.00', isDefault: false }),
      ]);
    if (method === 'GET' && path === '/api/baskets/paymentMethods/20')
      return jsonResponse(200, [paymentMethod({ code: 'CARD', name: 'Credit card', discountRate: '2.00' })]);
    if (method === 'POST' && path === '/api/baskets/cart/products') return jsonResponse(204);
    if (method === 'PUT' && path === '/api/baskets/cart/apply-payment-method') return jsonResponse(204);
    if (method === 'POST' && path === '/api/baskets/place-order') return placeAnswer();
    if (method === 'GET' && path === `/api/orders/transaction/${TRANSACTION_ID}/status`) {
      const answer = statuses.length > 1 ? statuses.shift() : statuses[0];
      return jsonResponse(200, answer);
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

/** The split preview of a cart: one Cash order, the rim short, every other line split 3 + rest over two warehouses. */
function splitOf(c: ReturnType<typeof cart>) {
  return {
    customerAddressCode: 'MERKEZ',
    documents: [
      {
        paymentMethod: { code: 'CASH', name: 'Cash' },
        lines: c.cartDetails.map((l) => ({
          productId: l.productId,
          productCode: l.code,
          productName: l.name,
          quantity: l.quantity,
          warehouses:
            l.productId === 201
              ? []
              : [
                  { warehouseCode: 'W1', warehouseName: 'İstanbul', quantity: 3 },
                  { warehouseCode: 'W2', warehouseName: 'Ankara', quantity: l.quantity - 3 },
                ],
        })),
        totals: { gross: '1234.00', discount: '123.40', net: '1110.60', expense: '16.00', vat: '225.32', total: '1351.92' },
      },
    ],
    shortLines: c.cartDetails.some((l) => l.productId === 201) ? [{ productId: 201, requested: 2, available: 1 }] : [],
    warehouses: [
      { code: 'W1', name: 'İstanbul' },
      { code: 'W2', name: 'Ankara' },
    ],
  };
}
const previewCalls = () => calls('GET', '/api/baskets/cart/split-preview').map(([u]) => new URL(String(u), 'http://x').search);

const tree: Record<number, { id: number; name: string }> = { 11: { id: 10, name: 'Tyres' }, 20: { id: 20, name: 'Rims' } };

function renderCart(renderPriceExplanation?: (line: CartLine) => ReactNode) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/cart"
        element={
          <>
            <CartPage categoryOf={(id) => tree[id] ?? null} renderPriceExplanation={renderPriceExplanation} />
            <OrderResultModal />
          </>
        }
      />
      <Route path="/orders" element={<p>orders list</p>} />
      <Route path="/orders/:docNo" element={<p>order detail</p>} />
    </Routes>,
    { route: '/cart' },
  );
}

describe('CartPage', () => {
  it('shows the lines and the summary totals', async () => {
    renderCart();
    const row = await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' });
    expect(within(row).getByText('LST-205-55')).toBeInTheDocument();
    expect(within(row).getByText('€100.00')).toBeInTheDocument();
    expect(within(row).getByText('10% + 5%')).toBeInTheDocument();
    expect(within(row).getByText('€85.50')).toBeInTheDocument();
    expect(within(row).getByText('€342.00')).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Quantity of Winter tyre 205/55 R16' })).toHaveValue('4');

    expect(screen.getByTestId('summary-totalPrice')).toHaveTextContent('€1,234.00');
    expect(screen.getByTestId('summary-totalDiscountPrice')).toHaveTextContent('€123.40');
    expect(screen.getByTestId('summary-totalDiscountedPrice')).toHaveTextContent('€1,110.60');
    expect(screen.getByTestId('summary-totalExpenseCostPrice')).toHaveTextContent('€16.00');
    expect(screen.getByTestId('summary-totalVatPrice')).toHaveTextContent('€225.32');
    expect(screen.getByTestId('summary-totalWithVatDiscountedPrice')).toHaveTextContent('€1,351.92');

    // the default address is proposed; payment methods are asked per top-level category
    await waitFor(() => expect(screen.getByTestId('chosen-address')).toHaveTextContent('Atatürk Cad. 12'));
    expect(screen.getByRole('textbox', { name: 'Delivery address' })).toHaveValue('Head office (MERKEZ)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Payment method: Tyres' })).toHaveValue('Cash'));
    expect(calls('GET', '/api/baskets/paymentMethods/10')).toHaveLength(1);
    expect(calls('GET', '/api/baskets/paymentMethods/20')).toHaveLength(1);
  });

  it('on a phone shows each line as a card with every figure, its quantity and its remove button (no table to scroll)', async () => {
    actAsPhone();
    const user = userEvent.setup();
    renderCart();
    const list = await screen.findByRole('list', { name: 'Cart lines' });
    expect(screen.queryByRole('table', { name: 'Cart lines' })).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'Winter tyre 205/55 R16' });
    expect(within(card).getByText('LST-205-55')).toBeInTheDocument();
    // each figure under the name of the table's column
    const figure = (name: string) => within(card).getByText(name).nextElementSibling;
    expect(figure('Unit price')).toHaveTextContent('€100.00');
    expect(figure('Discounts')).toHaveTextContent('10% + 5%');
    expect(figure('Discounted price')).toHaveTextContent('€85.50');
    expect(figure('Expense')).toHaveTextContent('€8.00');
    expect(figure('Stock')).toHaveTextContent('40');
    expect(figure('Line total')).toHaveTextContent('€342.00');
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const quantity = within(card).getByRole('textbox', { name: 'Quantity of Winter tyre 205/55 R16' });
    expect(quantity).toHaveValue('4');
    await user.clear(quantity);
    await user.type(quantity, '6{Enter}');
    await waitFor(() => expect(calls('POST', '/api/baskets/cart/products')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/baskets/cart/products')[0])).toEqual({ productId: 101, quantity: 6 });

    await user.click(within(card).getByRole('button', { name: 'Remove Winter tyre 205/55 R16 from the cart' }));
    await waitFor(() => expect(calls('DELETE', '/api/baskets/cart/products/101')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Winter tyre 205/55 R16' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Rim 7x16 5/112' })).toBeInTheDocument();
  });

  it('re-adds a line with the new quantity and applies a payment method to a category', async () => {
    const user = userEvent.setup();
    renderCart();
    const input = await screen.findByRole('textbox', { name: 'Quantity of Winter tyre 205/55 R16' });
    await user.clear(input);
    await user.type(input, '8{Enter}');
    await waitFor(() => expect(calls('POST', '/api/baskets/cart/products')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/baskets/cart/products')[0])).toEqual({ productId: 101, quantity: 8 });

    const select = await screen.findByRole('textbox', { name: 'Payment method: Tyres' });
    await waitFor(() => expect(select).toHaveValue('Cash'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '30 days', hidden: true }));
    await waitFor(() => expect(calls('PUT', '/api/baskets/cart/apply-payment-method')).toHaveLength(1));
    expect(bodyOf(calls('PUT', '/api/baskets/cart/apply-payment-method')[0])).toEqual({ categoryId: 10, paymentMethodCode: 'TERM30' });
  });

  it('places the order once with an idempotency key and shows the created order', async () => {
    const user = userEvent.setup();
    renderCart();
    await waitFor(() => expect(screen.getByTestId('chosen-address')).toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Deliver before noon');
    const button = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(button);

    await waitFor(() => expect(calls('POST', '/api/baskets/place-order').length).toBeGreaterThan(0));
    const bodies = calls('POST', '/api/baskets/place-order').map(bodyOf);
    expect(bodies[0]).toMatchObject({ customerAddressCode: 'MERKEZ', note: 'Deliver before noon' });
    expect(String(bodies[0]?.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    // a double click is one checkout attempt: every request carries the same key
    expect(new Set(bodies.map((b) => b.idempotencyKey)).size).toBe(1);

    // the transaction is stored and followed: processing first, then the created order
    expect(useOrderTransactionStore.getState().transactionId).toBe(TRANSACTION_ID);
    const dialog = await screen.findByRole('dialog', { name: 'Order placed' }, { timeout: 5000 });
    const link = within(dialog).getByRole('link', { name: 'B2B-000123' });
    expect(link).toHaveAttribute('href', '/orders/B2B-000123');
    await user.click(link);
    expect(await screen.findByText('order detail')).toBeInTheDocument();
    expect(useOrderTransactionStore.getState().transactionId).toBeNull();
  });

  it('shows the failure with a way back to the cart', async () => {
    statuses = [transaction({ status: 'Failed', errorMessage: 'Not enough stock for LST-205-55.' })];
    const user = userEvent.setup();
    renderCart();
    await waitFor(() => expect(screen.getByTestId('chosen-address')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order not placed' }, { timeout: 5000 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not enough stock for LST-205-55.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to cart' }));
    await waitFor(() => expect(useOrderTransactionStore.getState().transactionId).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Order not placed' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });

  it('highlights a line that cannot be ordered and keeps place order disabled', async () => {
    currentCart = cart([cartLine({ problem: { code: 'INSUFFICIENT_STOCK', message: 'Only 2 in stock.' }, stockText: '2' })]);
    renderCart();
    const row = await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' });
    expect(row).toHaveAttribute('data-problem', 'INSUFFICIENT_STOCK');
    expect(within(row).getByTestId('line-problem')).toHaveTextContent('Only 2 in stock.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some lines cannot be ordered');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('shows the empty cart', async () => {
    currentCart = cart([]);
    renderCart();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('sends the chosen delivery address and leaves out a blank note', async () => {
    const user = userEvent.setup();
    renderCart();
    await waitFor(() => expect(screen.getByTestId('chosen-address')).toHaveTextContent('İstanbul'));
    await user.click(screen.getByRole('textbox', { name: 'Delivery address' }));
    await user.click(await screen.findByRole('option', { name: 'Warehouse (DEPO)', hidden: true }));
    expect(screen.getByTestId('chosen-address')).toHaveTextContent('Bursa');
    expect(screen.getByRole('textbox', { name: 'Delivery address' })).toHaveValue('Warehouse (DEPO)');
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, '   ');
    expect(screen.getByText('3/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(calls('POST', '/api/baskets/place-order')).toHaveLength(1));
    const body = bodyOf(calls('POST', '/api/baskets/place-order')[0]);
    expect(body).toEqual({ customerAddressCode: 'DEPO', idempotencyKey: expect.any(String) });
  });

  it('shows how the order will be split, asked again when the address or the cart changes', async () => {
    const user = userEvent.setup();
    renderCart();
    const section = await screen.findByRole('region', { name: 'How your order will be split' });
    const lines = await within(section).findByRole('list', { name: 'Lines of the Cash order' });
    expect(within(section).getByRole('heading', { name: 'Order 1: Cash' })).toBeInTheDocument();
    const tyre = within(lines).getByText('Winter tyre 205/55 R16 (LST-205-55): 4 pcs').closest('li') as HTMLElement;
    expect(within(tyre).getByText('İstanbul: 3 pcs')).toBeInTheDocument();
    expect(within(tyre).getByText('Ankara: 1 pcs')).toBeInTheDocument();
    const rim = within(lines).getByText('Rim 7x16 5/112 (JNT-716): 2 pcs').closest('li') as HTMLElement;
    expect(within(rim).getByText('Not enough stock: 1 of 2 available')).toBeInTheDocument();
    expect(within(section).getByText('Total: €1,351.92')).toBeInTheDocument();
    // asked once, for the proposed address (not first without one)
    expect(previewCalls()).toEqual(['?customerAddressCode=MERKEZ']);

    await user.click(screen.getByRole('textbox', { name: 'Delivery address' }));
    await user.click(await screen.findByRole('option', { name: 'Warehouse (DEPO)', hidden: true }));
    await waitFor(() => expect(previewCalls()).toEqual(['?customerAddressCode=MERKEZ', '?customerAddressCode=DEPO']));

    await user.click(screen.getByRole('button', { name: 'Remove Winter tyre 205/55 R16 from the cart' }));
    await waitFor(() => expect(within(section).queryByText('Winter tyre 205/55 R16 (LST-205-55): 4 pcs')).not.toBeInTheDocument());
    expect(previewCalls().at(-1)).toBe('?customerAddressCode=DEPO');
    expect(previewCalls()).toHaveLength(3);
  });

  it('keeps a changed quantity within the product’s maximum', async () => {
    const user = userEvent.setup();
    renderCart();
    const input = await screen.findByRole('textbox', { name: 'Quantity of Winter tyre 205/55 R16' });
    await user.clear(input);
    await user.type(input, '50');
    await user.tab();
    await waitFor(() => expect(calls('POST', '/api/baskets/cart/products')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/baskets/cart/products')[0])).toEqual({ productId: 101, quantity: 20 });
  });

  it('removes one line, and clears the cart only after a confirmation', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Winter tyre 205/55 R16 from the cart' }));
    await waitFor(() => expect(calls('DELETE', '/api/baskets/cart/products/101')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Winter tyre 205/55 R16' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'Rim 7x16 5/112' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the cart?' });
    expect(calls('DELETE', '/api/baskets/cart/products')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(calls('DELETE', '/api/baskets/cart/products')).toHaveLength(1));
    expect(bodyOf(calls('DELETE', '/api/baskets/cart/products')[0])).toEqual({ productIds: [] });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('cannot place the order without a delivery address', async () => {
    addresses = [];
    renderCart();
    expect(await screen.findByText('This customer has no delivery address yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-address')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('a refused order starts no transaction, re-reads the cart, and the next click is a new attempt', async () => {
    placeAnswer = () => jsonResponse(400, { code: 'CART_EMPTY', message: 'The cart is empty.' });
    const user = userEvent.setup();
    renderCart();
    await waitFor(() => expect(screen.getByTestId('chosen-address')).toBeInTheDocument());
    const reads = calls('GET', '/api/baskets/cart').length;
    const button = screen.getByRole('button', { name: 'Place order' });
    await user.click(button);
    await waitFor(() => expect(calls('GET', '/api/baskets/cart').length).toBeGreaterThan(reads));
    expect(useOrderTransactionStore.getState().transactionId).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    placeAnswer = () => jsonResponse(200, transaction());
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(calls('POST', '/api/baskets/place-order')).toHaveLength(2));
    const [first, second] = calls('POST', '/api/baskets/place-order').map(bodyOf);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    await waitFor(() => expect(useOrderTransactionStore.getState().transactionId).toBe(TRANSACTION_ID));
  });

  describe('a line’s price', () => {
    const onCampaign = () =>
      cart([
        cartLine({ campaign: 'Winter weeks', priceBeforeCampaign: '90.00', quantityBreak: 4 }),
        cartLine({
          id: 2,
          productId: 201,
          code: 'JNT-716',
          name: 'Rim 7x16 5/112',
          categoryId: 20,
          salePrice: null,
          discountedPrice: null,
        }),
      ]);
    const explain = (line: CartLine) => <button type="button">{`why ${line.name}`}</button>;

    it('names the campaign, strikes the price before it, notes the quantity price, and offers the explanation beside the price', async () => {
      currentCart = onCampaign();
      renderCart(explain);
      const row = within(await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' }));
      expect(row.getByText('Winter weeks')).toBeInTheDocument();
      expect(row.getByTestId('price-before-campaign')).toHaveTextContent('€90.00');
      expect(row.getByText('Without the campaign:')).toBeInTheDocument();
      expect(row.getByText('€85.50')).toBeInTheDocument();
      expect(row.getByTestId('quantity-break')).toHaveTextContent('Quantity price from 4 AD');
      expect(row.getByRole('button', { name: 'why Winter tyre 205/55 R16' })).toBeInTheDocument();
      // a line without prices (the customer may not see them) has nothing to explain
      const rim = within(screen.getByRole('row', { name: 'Rim 7x16 5/112' }));
      expect(rim.queryByRole('button', { name: /why/ })).not.toBeInTheDocument();
      expect(rim.queryByTestId('quantity-break')).not.toBeInTheDocument();
      expect(rim.queryByTestId('price-before-campaign')).not.toBeInTheDocument();
    });

    it('shows the same on a phone’s card', async () => {
      actAsPhone();
      currentCart = onCampaign();
      renderCart(explain);
      const card = within(await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' }));
      expect(card.getByText('Winter weeks')).toBeInTheDocument();
      expect(card.getByText('Discounted price').nextElementSibling).toHaveTextContent('€90.00€85.50');
      expect(card.getByTestId('quantity-break')).toHaveTextContent('Quantity price from 4 AD');
      expect(card.getByRole('button', { name: 'why Winter tyre 205/55 R16' })).toBeInTheDocument();
    });
  });
});
