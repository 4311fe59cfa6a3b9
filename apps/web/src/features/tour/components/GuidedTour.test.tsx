import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { availableTourSteps } from '../lib/tour-steps';
import { GuidedTour, TOUR_STATE } from './GuidedTour';

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
