import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInWith } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PasswordChangeOverlay } from './PasswordChangeOverlay';

/** What axe's aria-prohibited-attr looks for: an aria-labelledby on an element whose role may not be named. */
const labelledWithoutRole = () => [...document.querySelectorAll('[aria-labelledby]')].filter((el) => !el.getAttribute('role'));

describe('PasswordChangeOverlay', () => {
  it('is a dialog named by its title while a change is required', async () => {
    signInWith([], { isPasswordChangeRequired: true });
    renderWithProviders(<PasswordChangeOverlay />);
    expect(await screen.findByRole('dialog', { name: 'Please change your password' })).toBeInTheDocument();
    expect(labelledWithoutRole()).toEqual([]);
  });

  it('leaves no labelled element without a role on a page that needs no change', () => {
    signInWith([], { isPasswordChangeRequired: false });
    renderWithProviders(<PasswordChangeOverlay />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(labelledWithoutRole()).toEqual([]);
  });
});
