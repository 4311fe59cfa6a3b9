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

  it('stays disabled when the customer may not order the product', async () => {
    const onAdd = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AddToCart product={product({ hasBasket: false })} onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('keeps quantities within the product limits', () => {
    const p = product({ minOrderQuantity: 2, maxOrderQuantity: 10, placeHolderQuantity: 0 });
    expect(defaultQuantity(p)).toBe(2);
    expect(boundQuantity(p, 1)).toBe(2);
    expect(boundQuantity(p, 50)).toBe(10);
    expect(defaultQuantity(product({ placeHolderQuantity: 4, maxOrderQuantity: 3 }))).toBe(3);
  });
});
