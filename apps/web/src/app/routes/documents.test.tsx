import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia } from '../../test/render';

const fetchMock = mockFetch();
mockTableMedia();

const TREE = {
  id: null,
  directoryName: 'price-lists',
  files: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Fiyat Listesi Şubat.pdf',
      extension: 'pdf',
      url: '/api/docs/price-lists/files/11111111-1111-4111-8111-111111111111',
      size: 2048,
      contentType: 'application/pdf',
      updatedAt: '2026-11-27T06:00:00.000Z',
    },
  ],
  subDirectories: [{ id: '22222222-2222-4222-8222-222222222222', directoryName: '2025', files: [], subDirectories: [] }],
};

function signInAndServe(permissions: string[]) {
  const user = signInWith(permissions);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, user);
    if (url.pathname === '/api/docs/price-lists') return jsonResponse(200, TREE);
    if (url.pathname.startsWith('/api/docs/')) return jsonResponse(200, { ...TREE, files: [], subDirectories: [] });
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
}

resetAppBeforeEach();

describe('/documents', () => {
  it('shows a reader the type tabs, the folder tree and the files with their download, nothing to change', async () => {
    signInAndServe(['document.list']);
    renderApp('/documents');
    expect(await screen.findByRole('heading', { name: 'Documents', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Price lists', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Catalogues' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Certificates' })).toBeInTheDocument();
    const files = await screen.findByRole('table', { name: 'Files' });
    expect(within(files).getByRole('button', { name: 'Fiyat Listesi Şubat.pdf' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Download Fiyat Listesi Şubat.pdf' })).toBeInTheDocument();
    expect(within(files).getByText('2 KB')).toBeInTheDocument();
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(folders).getByText('2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Fiyat Listesi Şubat.pdf' })).not.toBeInTheDocument();
  });

  it('gives an administrator upload, new folder, rename and delete', async () => {
    signInAndServe(['document.list', 'document.create', 'document.update', 'document.delete']);
    renderApp('/documents');
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Fiyat Listesi Şubat.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Fiyat Listesi Şubat.pdf' })).toBeInTheDocument();
  });

  it('denies a user without documentsList', async () => {
    signInAndServe([]);
    const router = renderApp('/documents');
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
