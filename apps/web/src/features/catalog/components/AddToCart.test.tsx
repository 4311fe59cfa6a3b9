import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import * as notify from '../../../lib/notify';
import { renderWithProviders } from '../../../test/render';
import { product } from '../test-fixtures';
import { AddToCart, boundQuantity, defaultQuantity } from './AddToCart';

describe('AddToCart', () => {
  it('sends the placeholder quantity when none is typed, and confirms with a toast', async () => {
    const success = vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
    const onAdd = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AddToCart product={product({ placeHolderQuantity: 4 })} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    expect(onAdd).toHaveBeenCalledWith(1, 4);
    await waitFor(() => expect(success).toHaveBeenCalledWith('4 × Winter tyre 205/55 R16 added to the cart.'));
  });

  it('sends the typed quantity within min and max', async () => {
    vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
    const onAdd = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AddToCart product={product({ minOrderQuantity: 2, maxOrderQuantity: 8 })} onAdd={onAdd} />);
    await user.type(screen.getByRole('textbox', { name: 'Quantity for Winter tyre 205/55 R16' }), '6');
    await user.click(screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    expect(onAdd).toHaveBeenCalledWith(1, 6);
  });

  it('leaves a refusal (400) to the API client and shows other errors itself', async () => {
    const error = vi.spyOn(notify, 'showErrorToast').mockImplementation(() => {});
    const onAdd = vi.fn().mockRejectedValueOnce(new ApiError(400, 'CART_QUANTITY', 'At most 8.'));
    onAdd.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'x', { code: 'NOT_FOUND', message: 'The product was not found.' }));
    const user = userEvent.setup();
    renderWithProviders(<AddToCart product={product()} onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' });
    await user.click(button);
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(error).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('The product was not found.'));
  });

  it.each([
    ['the customer may not order it', { hasBasket: false }, 'This product cannot be ordered for this customer.'],
    [
      'its price is on request',
      { showPrice: false, salePrice: null, discountedPrice: null },
      'Ask your representative for the price; this product cannot be ordered online.',
    ],
    ['it is out of stock', { stock: 0, stockText: 'Out of stock' }, 'Out of stock; it cannot be ordered now.'],
    [
      'the stock is below the minimum order',
      { stock: 2, stockText: 'Only 2 left', minOrderQuantity: 4 },
      'Only 2 in stock; the minimum order is 4.',
    ],
  ] as const)('is disabled, and says why, when %s', async (_, overrides, reason) => {
    const onAdd = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AddToCart product={product(overrides)} onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // the reason is tied to the button for screen readers, and shown in a tooltip on hover or focus
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('textbox', { name: 'Quantity for Winter tyre 205/55 R16' })).toBeDisabled();
    await user.click(button);
    expect(onAdd).not.toHaveBeenCalled();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('starts within the stock: 4 by default with 3 left sends 3, and no more can be typed', async () => {
    vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
    const onAdd = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AddToCart product={product({ stock: 3, stockText: 'Only 3 left', placeHolderQuantity: 4 })} onAdd={onAdd} />);
    const input = screen.getByRole('textbox', { name: 'Quantity for Winter tyre 205/55 R16' });
    expect(input).toHaveAttribute('placeholder', '3');
    const button = screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    expect(onAdd).toHaveBeenLastCalledWith(1, 3);
    await user.type(input, '6');
    await user.click(button);
    expect(onAdd).toHaveBeenLastCalledWith(1, 3);
  });

  it('uses the exact stock behind a "20+" bucket, and no stock bound while the stock is hidden', async () => {
    vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
    const onAdd = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <AddToCart product={product({ stock: 23, stockText: '20+', placeHolderQuantity: 24 })} onAdd={onAdd} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    expect(onAdd).toHaveBeenLastCalledWith(1, 23);
    unmount();
    renderWithProviders(
      <AddToCart product={product({ showStock: false, stock: null, stockText: null, placeHolderQuantity: 24 })} onAdd={onAdd} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    expect(onAdd).toHaveBeenLastCalledWith(1, 24);
  });

  it('keeps quantities within the product limits', () => {
    const p = product({ minOrderQuantity: 2, maxOrderQuantity: 10, placeHolderQuantity: 0 });
    expect(defaultQuantity(p)).toBe(2);
    expect(boundQuantity(p, 1)).toBe(2);
    expect(boundQuantity(p, 50)).toBe(10);
    expect(defaultQuantity(product({ placeHolderQuantity: 4, maxOrderQuantity: 3 }))).toBe(3);
    expect(defaultQuantity(product({ placeHolderQuantity: 4, stock: 2 }))).toBe(2);
    expect(boundQuantity(product({ maxOrderQuantity: 10, stock: 6 }), 8)).toBe(6);
  });
});
