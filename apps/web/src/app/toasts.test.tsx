import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showErrorToast, showSuccessToast } from '../lib/notify';
import { AppProviders } from './providers';

describe('toasts', () => {
  it('show at the bottom right, clear of the header controls at the top', async () => {
    render(
      <AppProviders>
        <header>controls</header>
      </AppProviders>,
    );
    act(() => {
      showSuccessToast('Added to the cart');
      showErrorToast('Out of stock');
    });

    for (const text of ['Added to the cart', 'Out of stock']) {
      const toast = await screen.findByText(text);
      expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
    }
  });
});
