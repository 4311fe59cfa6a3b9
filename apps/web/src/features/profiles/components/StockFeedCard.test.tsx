import type { CreatedStockFeedToken, StockFeedTokenStatus } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { mockFetch } from '../../../test/fetch';
import { identity, signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { StockFeedCard } from './StockFeedCard';

const fetchMock = mockFetch();

const none: StockFeedTokenStatus = { active: false, createdOn: null, createdBy: null, lastUsedOn: null, culture: null };
const active: StockFeedTokenStatus = {
  active: true,
  createdOn: '2026-03-01T09:30:00.000Z',
  createdBy: 'dealer',
  lastUsedOn: '2026-03-02T10:00:00.000Z',
  culture: 'en',
};
const created: CreatedStockFeedToken = {
  token: 'dpf_abc',
  xmlUrl: 'https://portal.example/api/feeds/stock.xml?token=dpf_abc',
  csvUrl: 'https://portal.example/api/feeds/stock.csv?token=dpf_abc',
  createdOn: '2026-03-03T08:00:00.000Z',
};

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

beforeEach(() => {
  signIn(identity({ language: 'en', customer: { id: 'c1', name: 'Dealer One', code: 'D1' } as never }));
  useLocaleStore.setState({ locale: 'en' });
});

describe('StockFeedCard', () => {
  it('creates a link, shows its XML and CSV forms once, then the status', async () => {
    let status = none;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        status = active;
        return jsonResponse(200, created);
      }
      return jsonResponse(200, status);
    });
    const user = userEvent.setup();
    renderWithProviders(<StockFeedCard customerId="c1" />);
    expect(await screen.findByText('No feed link yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByLabelText('XML link')).toHaveValue(created.xmlUrl);
    expect(screen.getByLabelText('CSV link')).toHaveValue(created.csvUrl);
    expect(screen.getByText('Copy the link now: it is shown only this once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy XML link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy CSV link' })).toBeInTheDocument();
    const [url, init] = calls('POST')[0] ?? [];
    expect(url).toBe('/api/feeds/tokens');
    expect(JSON.parse(String(init?.body))).toEqual({ culture: 'en' });

    // the refreshed status: active since, by whom, last used
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Active since .* \(created by dealer\)/)).toBeInTheDocument();
    expect(screen.getByText(/Last used/)).toBeInTheDocument();
  });

  it('revokes the link after a confirmation', async () => {
    let status = active;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'DELETE') {
        status = none;
        return jsonResponse(204);
      }
      return jsonResponse(200, status);
    });
    const user = userEvent.setup();
    renderWithProviders(<StockFeedCard customerId="c1" />);
    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the feed link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(await screen.findByText('No feed link yet.')).toBeInTheDocument();
  });

  it('replaces the link after a confirmation and shows the new one', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST' ? jsonResponse(200, created) : jsonResponse(200, active),
    );
    const user = userEvent.setup();
    renderWithProviders(<StockFeedCard customerId="c1" />);
    await user.click(await screen.findByRole('button', { name: 'Replace link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the feed link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByLabelText('XML link')).toHaveValue(created.xmlUrl);
    expect(calls('POST')).toHaveLength(1);
  });

  it('shows a refusal', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' }));
    renderWithProviders(<StockFeedCard customerId="c1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });
});
