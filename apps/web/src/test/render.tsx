import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { useAppTheme } from '../lib/theme';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/** Mantine with the app's theme, as the app has it (close buttons named in the test language). */
function ThemeProvider({ children }: { children: ReactNode }) {
  return <MantineProvider theme={useAppTheme()}>{children}</MantineProvider>;
}

/**
 * Lets mantine-datatable lay out as in a browser on a wide screen for every test of the file: it shows a
 * column while its media query matches ('' for every column, `(min-width: …)` for those kept for wide
 * screens), and scrolls the table to the top on a page change (jsdom scrolls no element).
 */
export function mockTableMedia(): void {
  const jsdomMatchMedia = window.matchMedia;
  beforeEach(() => {
    if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
    window.matchMedia = ((query: string) => ({
      ...jsdomMatchMedia(query),
      matches: query === '' || /^\(min-width: [^)]+\)$/.test(query),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = jsdomMatchMedia;
  });
}

/**
 * A test's way to lay out as on a phone, called at the top of a file: the function it returns makes
 * `(max-width: …)` queries match and `(min-width: …)` ones not (lib/media's PHONE_SCREEN, Mantine's
 * breakpoints) for the rest of the test, mantine-datatable's columns for every width (query '') showing;
 * the window is put back after each test.
 */
export function phoneMedia(): () => void {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });
  return () => {
    const previous = window.matchMedia;
    if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
    window.matchMedia = ((query: string) => ({
      ...previous(query),
      matches: query === '' || /^\(max-width: [^)]+\)$/.test(query),
    })) as typeof window.matchMedia;
    restore = () => {
      window.matchMedia = previous;
    };
  };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(status: number, body?: unknown): Response {
  const nullBody = body === undefined || [204, 205, 304].includes(status);
  return new Response(nullBody ? null : JSON.stringify(body), {
    status,
    headers: nullBody ? {} : { 'Content-Type': 'application/json' },
  });
}
