import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { theme } from '../lib/theme';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

/**
 * Lets mantine-datatable lay out as in a browser for every test of the file: it shows a column while
 * matchMedia('') matches, and scrolls the table to the top on a page change (jsdom scrolls no element).
 */
export function mockTableMedia(): void {
  const jsdomMatchMedia = window.matchMedia;
  beforeEach(() => {
    if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
    window.matchMedia = ((query: string) => ({ ...jsdomMatchMedia(query), matches: query === '' })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = jsdomMatchMedia;
  });
}

/** A fetch Response with a JSON body. */
export function jsonResponse(status: number, body?: unknown): Response {
  const nullBody = body === undefined || [204, 205, 304].includes(status);
  return new Response(nullBody ? null : JSON.stringify(body), {
    status,
    headers: nullBody ? {} : { 'Content-Type': 'application/json' },
  });
}
