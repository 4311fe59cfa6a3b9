import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ImageSettingsPage } from './ImageSettingsPage';

const fetchMock = mockFetch();

const IMAGE = {
  maxUploadKb: 5120,
  allowedTypes: ['png', 'jpg', 'webp', 'svg'],
  largeMaxSide: 1600,
  thumbnailMaxSide: 256,
  quality: 82,
  thumbnailQuality: 75,
};

const puts = () =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === '/api/commons/imageSettings' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/commons/imageSettings') {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        if (body.quality === 99)
          return jsonResponse(400, {
            code: 'VALIDATION_FAILED',
            message: 'Gönderilen veriler geçerli değil. quality: izin verilen aralığın dışında',
          });
        return jsonResponse(200, body);
      }
      return jsonResponse(200, IMAGE);
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('ImageSettingsPage', { timeout: 30_000 }, () => {
  it('shows the settings with the server’s bounds and saves them with PUT /api/commons/imageSettings', async () => {
    signInWith(['setting.list', 'setting.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImageSettingsPage />);
    const largest = await screen.findByRole('textbox', { name: /^Largest upload/ });
    expect(largest).toHaveValue('5120');
    expect(screen.getByText('16–5120 KB')).toBeInTheDocument();
    expect(screen.getByText('256–4096 px')).toBeInTheDocument();

    await user.clear(largest);
    await user.type(largest, '2048');
    await user.click(screen.getByRole('checkbox', { name: 'SVG' }));
    const thumb = screen.getByRole('textbox', { name: /^Longest side of the thumbnail/ });
    await user.clear(thumb);
    await user.type(thumb, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      maxUploadKb: 2048,
      allowedTypes: ['png', 'jpg', 'webp'],
      largeMaxSide: 1600,
      thumbnailMaxSide: 300,
      quality: 82,
      thumbnailQuality: 75,
    });
  });

  it('refuses values outside the bounds and a thumbnail larger than the large image before sending', async () => {
    signInWith(['setting.list', 'setting.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImageSettingsPage />);
    const largest = await screen.findByRole('textbox', { name: /^Largest upload/ });
    await user.clear(largest);
    await user.type(largest, '9000');
    const thumb = screen.getByRole('textbox', { name: /^Longest side of the thumbnail/ });
    const large = screen.getByRole('textbox', { name: /^Longest side of the large image/ });
    await user.clear(large);
    await user.type(large, '300');
    await user.clear(thumb);
    await user.type(thumb, '400');
    for (const type of ['PNG', 'JPEG', 'WebP', 'SVG']) await user.click(screen.getByRole('checkbox', { name: type }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a value within the range shown below the field.')).toBeInTheDocument();
    expect(screen.getByText('The thumbnail cannot be larger than the large image.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one kind.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    signInWith(['setting.list', 'setting.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ImageSettingsPage />);
    const quality = await screen.findByRole('textbox', { name: /^Large image quality/ });
    await user.clear(quality);
    await user.type(quality, '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('quality: izin verilen aralığın dışında');
  });

  it('is read-only without setting.update', async () => {
    signInWith(['setting.list']);
    renderWithProviders(<ImageSettingsPage />);
    expect(await screen.findByRole('textbox', { name: /^Largest upload/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'PNG' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
