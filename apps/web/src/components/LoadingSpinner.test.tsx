import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadingSpinner } from './LoadingSpinner';

describe('LoadingSpinner', () => {
  it('is a status named "Loading…" (a span may carry a name only with a role)', () => {
    renderWithProviders(<LoadingSpinner size="sm" />);
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('SPAN');
    expect(status).toHaveAccessibleName(/^Loading/);
  });
});
