import type { Identity, SelectableCustomer } from '@dealerport/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { renderApp, resetAppBeforeEach } from '../../../test/app';
import { mockFetch } from '../../../test/fetch';
import { identity, signIn } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/render';
import { availableTourSteps, findTourElement, isCustomerModalStep, TOUR_STEPS } from '../lib/tour-steps';
import { GuidedTour, TOUR_STATE } from './GuidedTour';

const fetchMock = mockFetch();

/** jsdom has no layout: give marked elements a box so they count as on screen. */
function layOut(selector: string) {
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    el.getClientRects = () => [{ width: 10, height: 10 }] as unknown as DOMRectList;
  }
}

function ShowState() {
  const location = useLocation();
  return <output aria-label="state">{JSON.stringify(location.state)}</output>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tour steps', () => {
  it('leaves out an element without a box (an empty wrapper), and the modal steps unless asked for', () => {
    document.body.innerHTML = `
      <div data-tour="customer-select">customer</div>
      <div data-tour="search"></div>`;
    for (const el of document.querySelectorAll<HTMLElement>('[data-tour]')) {
      el.getClientRects = () => (el.childNodes.length ? [{ width: 10, height: 10 }] : [{ width: 0, height: 0 }]) as unknown as DOMRectList;
    }
    expect(availableTourSteps().map((s) => s.id)).toEqual(['customer-select']);
    expect(availableTourSteps(document, { customerModal: true }).map((s) => s.id)).toEqual([
      'customer-select',
      'customer-search',
      'customer-list',
      'customer-save',
    ]);
  });
});

describe('guided tour', () => {
  it('offers only the steps whose element is on the screen, in tour order', () => {
    document.body.innerHTML = `
      <div data-tour="search">search</div>
      <div data-tour="logo">logo</div>
      <div data-tour="cart" style="display:none">cart</div>`;
    layOut('[data-tour="search"], [data-tour="logo"]');
    expect(availableTourSteps().map((s) => s.id)).toEqual(['logo', 'search']);
  });

  it('starts from the location state with the first available step, and clears the state', async () => {
    Element.prototype.scrollIntoView ??= () => {};
    render(
      <MemoryRouter initialEntries={[{ pathname: '/home', state: TOUR_STATE }]}>
        <Routes>
          <Route
            path="/home"
            element={
              <>
                <span data-tour="logo">Dealerport</span>
                <GuidedTour />
                <ShowState />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    layOut('[data-tour="logo"]');
    await waitFor(() => expect(screen.getByLabelText('state').textContent).toBe('null'));
    await waitFor(() => expect(document.querySelector('.driver-popover-title')?.textContent).toBe('Dealerport'));
    expect(document.querySelector('.driver-popover-progress-text')?.textContent).toBe('1 of 1');
  });
});

/**
 * The real signed-in layout (providers, routes, header, menus, customer modal): every anchor the tour
 * names must exist there, so a step cannot silently lose its element.
 */
describe('guided tour over the real layout', () => {
  resetAppBeforeEach();
  const CUSTOMERS: SelectableCustomer[] = [
    { id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001', countryCode: 'TR' },
    { id: 'c2', name: 'Reifen Müller GmbH', code: '300.007', countryCode: 'DE' },
  ];
  const ADMIN = identity({
    accountName: 'admin',
    role: { id: 1, name: 'Admin', roleType: 'admin', permissions: ['customer.select', 'user.list', 'role.list'] },
  });
  const DEALER = identity({
    accountName: 'dealer',
    role: { id: 4, name: 'Dealer', roleType: 'dealer', permissions: [] },
    customer: { id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001' },
    salesman: null,
  });
  const SCREEN_STEPS = TOUR_STEPS.filter((step) => !isCustomerModalStep(step)).map((step) => step.id);
  const MODAL_STEPS = TOUR_STEPS.filter(isCustomerModalStep).map((step) => step.id);

  /** jsdom lays nothing out: every element with content gets a box, an empty one none (as in a browser). */
  const jsdomRects = Element.prototype.getClientRects;
  beforeEach(() => {
    Element.prototype.getClientRects = function (this: Element) {
      return (this.childNodes.length ? [{ width: 10, height: 10 }] : []) as unknown as DOMRectList;
    };
  });
  afterEach(() => {
    Element.prototype.getClientRects = jsdomRects;
  });

  function signInAs(user: Identity) {
    signIn(user);
    useCustomerStore.getState().select(user.customer ? { ...user.customer, countryCode: 'TR' } : CUSTOMERS[0]!);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, user);
      if (url.pathname === '/api/home/customers') return jsonResponse(200, CUSTOMERS);
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
    });
  }

  const title = () => document.querySelector('.driver-popover-title')?.textContent ?? null;

  /** Clicks through the running tour, returning each step's title; ends with the tour closed. */
  async function walkTour(user: ReturnType<typeof userEvent.setup>, onStep: (title: string) => void = () => {}) {
    const titles: string[] = [];
    await waitFor(() => expect(title()).toBeTruthy());
    for (let guard = 0; guard < TOUR_STEPS.length + 1; guard++) {
      const current = title()!;
      titles.push(current);
      onStep(current);
      const next = document.querySelector<HTMLButtonElement>('.driver-popover-next-btn')!;
      const last = next.textContent === 'Done';
      await user.click(next);
      if (last) break;
      await waitFor(() => expect(title()).not.toBe(current));
    }
    await waitFor(() => expect(document.querySelector('.driver-popover')).toBeNull());
    return titles;
  }

  it('finds an element for every step on the screen of an administrator with a customer, and in the customer modal', async () => {
    signInAs(ADMIN);
    renderApp('/home');
    await screen.findByRole('banner');
    await waitFor(() => {
      for (const id of SCREEN_STEPS) expect(findTourElement(id), id).not.toBeNull();
    });
    useCustomerStore.getState().openModal();
    await screen.findByRole('dialog', { name: 'Select a customer' });
    await waitFor(() => {
      for (const id of MODAL_STEPS) expect(findTourElement(id), id).not.toBeNull();
    });
  });

  it('`/` walks through the header and the menus, opening the customer modal for its steps and closing it after', async () => {
    signInAs(ADMIN);
    const user = userEvent.setup();
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const modalOpenAt: Record<string, boolean> = {};
    const titles = await walkTour(user, (t) => {
      // the store's flag: a closing modal stays in the document for its exit transition
      modalOpenAt[t] = useCustomerStore.getState().modalOpen;
    });
    expect(titles).toEqual([
      'Dealerport',
      'Menu',
      'System management',
      'Order management',
      'Customer selection',
      'Find a customer',
      'Customer list',
      'Select and keep',
      'Product search',
      'Cart',
      'Your account',
    ]);
    expect(modalOpenAt).toEqual({
      Dealerport: false,
      Menu: false,
      'System management': false,
      'Order management': false,
      'Customer selection': false,
      'Find a customer': true,
      'Customer list': true,
      'Select and keep': true,
      'Product search': false,
      Cart: false,
      'Your account': false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select a customer' })).not.toBeInTheDocument());
    // the tour showed the list; it chose nothing
    expect(useCustomerStore.getState().selected?.id).toBe('c1');
  });

  it('is offered again in the user menu, over the current page', async () => {
    signInAs(ADMIN);
    const user = userEvent.setup();
    const router = renderApp('/users');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: /user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Guided tour' }));
    await waitFor(() => expect(title()).toBe('Dealerport'));
    expect(router.state.location.pathname).toBe('/users');
    const titles = await walkTour(user);
    expect(titles).toContain('Your account');
  });

  it('moves a modal that opened by itself out of the way, and brings it back if still nobody is selected', async () => {
    signInAs(ADMIN);
    useCustomerStore.getState().reset();
    const user = userEvent.setup();
    renderApp('/');
    await waitFor(() => expect(title()).toBe('Dealerport'));
    expect(useCustomerStore.getState().modalOpen).toBe(false);
    const titles = await walkTour(user);
    // no customer: no product search, no order screens
    expect(titles).not.toContain('Product search');
    expect(titles).not.toContain('Order management');
    expect(titles).toEqual(expect.arrayContaining(['Customer selection', 'Find a customer', 'Customer list', 'Select and keep']));
    await waitFor(() => expect(useCustomerStore.getState().modalOpen).toBe(true));
    expect(await screen.findByRole('dialog', { name: 'Select a customer' })).toBeInTheDocument();
  });

  it('a dealer gets no customer-modal steps: he is pinned to his customer', async () => {
    signInAs(DEALER);
    const user = userEvent.setup();
    renderApp('/');
    const titles = await walkTour(user);
    expect(titles).toContain('Customer selection');
    for (const modalTitle of ['Find a customer', 'Customer list', 'Select and keep']) expect(titles).not.toContain(modalTitle);
    expect(titles).not.toContain('System management');
    expect(screen.queryByRole('dialog', { name: 'Select a customer' })).not.toBeInTheDocument();
  });
});
