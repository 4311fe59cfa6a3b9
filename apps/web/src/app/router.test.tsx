import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/stores/auth-store';
import { useCustomerStore } from '../lib/stores/customer-store';
import { useUserStore } from '../lib/stores/user-store';
import { renderApp, resetAppBeforeEach } from '../test/app';
import { mockFetch } from '../test/fetch';
import { identity, signIn } from '../test/fixtures';
import { jsonResponse } from '../test/render';

const fetchMock = mockFetch();
const customers = [
  { id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001', countryCode: 'TR', language: 'de' },
  { id: 'c2', name: 'Işık Akü Ticaret', code: '120.002', countryCode: 'TR', language: null },
  { id: 'c3', name: 'Oto Işıklar', code: '120.003', countryCode: 'TR', language: null },
];

resetAppBeforeEach();
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/auths/authenticate') {
      const body = JSON.parse(String(init?.body));
      if (body.password !== 'Demo1234')
        return jsonResponse(400, { code: 'INVALID_CREDENTIALS', message: 'The user name or password is incorrect.' });
      return jsonResponse(200, {
        schema: 'Bearer',
        token: 'tok',
        refreshToken: 'refresh-token-1',
        expiresIn: new Date(Date.now() + 3600_000).toISOString(),
      });
    }
    if (url === '/api/auths/who-am-i') return jsonResponse(200, identity());
    if (url === '/api/home/customers') return jsonResponse(200, customers);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('app routing', () => {
  it('sends a signed-out visitor to sign-in, then to the original page, and the customer modal opens', async () => {
    const user = userEvent.setup();
    const router = renderApp('/user-settings/profile?tab=1');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user-settings/profile?tab=1')}`);

    await user.type(screen.getByLabelText(/^User name or email/), 'salesman');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user name or password is incorrect.');

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user-settings/profile'));
    expect(router.state.location.search).toBe('?tab=1');
    const signInBody = JSON.parse(String(fetchMock.mock.calls.find(([u]) => u === '/api/auths/authenticate')?.[1]?.body));
    expect(signInBody).toMatchObject({ userName: 'salesman', language: expect.any(String) });
    expect(useAuthStore.getState().signedIn).toBe(true);

    // no customer yet: the selection modal opens by itself for a salesman
    const dialog = await screen.findByRole('dialog', { name: 'Select a customer' });
    await within(dialog).findByText('Işık Akü Ticaret');
    // The mail language: the customer's own, or, without one, each user's (not a bare dash).
    expect(within(dialog).getByText('Deutsch')).toBeInTheDocument();
    expect(within(dialog).getAllByText("Each user's own")).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Search by customer name'), 'ISIK');
    await waitFor(() => expect(within(dialog).queryByText('Yıldız Oto Lastik')).not.toBeInTheDocument());
    await user.click(within(dialog).getByText('Işık Akü Ticaret'));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select a customer' })).not.toBeInTheDocument());
    expect(useCustomerStore.getState().selected).toEqual({
      id: 'c2',
      name: 'Işık Akü Ticaret',
      code: '120.002',
      isBayi: true,
      countryCode: 'TR',
    });
    expect(screen.getByRole('button', { name: 'Selected customer: Işık Akü Ticaret' })).toHaveTextContent('Işık Ak...');
  });

  it('opens the customer modal by itself until it is closed without a choice, then no more on other pages', async () => {
    const user = userEvent.setup();
    signIn(identity());
    const router = renderApp('/user-settings/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Select a customer' });
    await within(dialog).findByText('Işık Akü Ticaret');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select a customer' })).not.toBeInTheDocument());
    await router.navigate('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await new Promise((r) => setTimeout(r, 100));
    expect(useCustomerStore.getState().modalOpen).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Select a customer' })).not.toBeInTheDocument();
    // The header's customer button still opens it.
    useCustomerStore.getState().openModal();
    expect(await screen.findByRole('dialog', { name: 'Select a customer' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path, with the way home (issue 12, defect 10)', async () => {
    const user = userEvent.setup();
    signIn(identity());
    useCustomerStore.getState().select(customers[0]!);
    const router = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    // in the signed-in shell: the menus are there too
    expect(screen.getByRole('button', { name: /user menu/i })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Welcome, Selim Kaya')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an unknown path to the start page', async () => {
    const router = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('keeps a signed-out deep link through sign-in: /orders/123 after signing in', async () => {
    const user = userEvent.setup();
    const router = renderApp('/orders/123');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/orders/123')}`);

    await user.type(screen.getByLabelText(/^User name or email/), 'salesman');
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/123'));
    // the order detail screen asks for the order
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/orders/123'))).toBe(true));
  });

  it('never follows a ?redirect to another site after sign-in', async () => {
    const user = userEvent.setup();
    const router = renderApp(`/sign-in?redirect=${encodeURIComponent('/\t/evil.example')}`);

    await user.type(await screen.findByLabelText(/^User name or email/), 'salesman');
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('signs out from the user menu and clears the session', async () => {
    const user = userEvent.setup();
    signIn(identity());
    useCustomerStore.getState().select(customers[0]!);
    const router = renderApp('/home');

    // under load the first click can land while the header still settles and the menu stays shut: once more
    const openMenu = async () => {
      await user.click(await screen.findByRole('button', { name: /user menu/ }));
      return screen.findByRole('menuitem', { name: 'Sign out' }, { timeout: 5000 });
    };
    await user.click(await openMenu().catch(openMenu));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('');
    expect(useAuthStore.getState().signedIn).toBe(false);
    expect(useUserStore.getState().user).toBeNull();
    expect(useCustomerStore.getState().selected).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('pins a dealer to its own customer without the modal or a clear button', async () => {
    const dealer = identity({
      accountName: 'dealer',
      role: { id: 4, name: 'Dealer', roleType: 'dealer', permissions: [] },
      customer: { id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001' },
      salesman: null,
    });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/auths/authenticate') {
        return jsonResponse(200, {
          schema: 'Bearer',
          token: 'tok',
          refreshToken: 'refresh-token-1',
          expiresIn: new Date(Date.now() + 3600_000).toISOString(),
        });
      }
      if (url === '/api/auths/who-am-i') return jsonResponse(200, dealer);
      return jsonResponse(200, [customers[0]]);
    });
    const user = userEvent.setup();
    const router = renderApp('/sign-in');
    await user.type(await screen.findByLabelText(/^User name or email/), 'dealer');
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useCustomerStore.getState().selected).toMatchObject({ id: 'c1', isBayi: true });
    expect(await screen.findByText('Welcome, Selim Kaya')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the selected customer' })).not.toBeInTheDocument();
  });
});
