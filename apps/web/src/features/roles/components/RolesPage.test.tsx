import type { PermissionTreeNode, RoleWithPermissions } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { RolesPage } from './RolesPage';

const fetchMock = mockFetch();
mockTableMedia();

/** A permission as the server answers it (spec 02 §3 Permission). */
const perm = (code: string, order = 1) => ({ id: code, parentId: code.split('.')[0] ?? '', code, name: code, order });

const tree: PermissionTreeNode[] = [
  {
    id: 'user',
    name: 'Users',
    items: ['list', 'create'].map((a, i) => ({ ...perm(`user.${a}`, i + 1), name: a === 'list' ? 'List' : 'Create' })),
  },
  {
    id: 'role',
    name: 'Roles',
    items: ['list', 'create'].map((a, i) => ({ ...perm(`role.${a}`, i + 3), name: a === 'list' ? 'List' : 'Create' })),
  },
];

/** The server's role 7, changed by the PUT as the server would. */
let stored: RoleWithPermissions;

/** An answer that takes a moment to arrive, as over a network; an aborted request never gets it (as with fetch). */
function overTheNetwork(body: unknown, signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(jsonResponse(200, body)), 50);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

beforeEach(() => {
  stored = { id: 7, name: 'Support', roleType: 'staff', roleTypeName: 'Staff', permissions: [perm('user.list')] };
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/roles')
      return jsonResponse(200, pageOf([{ id: 7, name: stored.name, roleType: 'staff', roleTypeName: 'Staff' }]));
    if (url.pathname === '/api/roles/permissions') return jsonResponse(200, tree);
    if (url.pathname === '/api/roles/7/with-permissions') return overTheNetwork(structuredClone(stored), init?.signal);
    if (url.pathname === '/api/roles/7' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { name: string; permissions: string[] };
      stored = { ...stored, name: body.name, permissions: body.permissions.map((code) => perm(code)) };
      return jsonResponse(200, stored);
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Support' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('textbox', { name: /^Role name/ });
  return dialog;
}

describe('RolesPage', { timeout: 20_000 }, () => {
  it('reopening the editor after a save shows the saved ticks, so a second save keeps the first', async () => {
    signInWith(['role.list', 'role.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RolesPage />);

    let dialog = await openEditor(user);
    expect(within(within(dialog).getByRole('group', { name: 'Roles' })).getByRole('checkbox', { name: 'List' })).not.toBeChecked();
    await user.click(within(within(dialog).getByRole('group', { name: 'Roles' })).getByRole('checkbox', { name: 'List' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored.permissions.map((p) => p.code)).toEqual(['user.list', 'role.list']);

    dialog = await openEditor(user);
    const roles = within(dialog).getByRole('group', { name: 'Roles' });
    expect(within(roles).getByRole('checkbox', { name: 'List' })).toBeChecked();
    expect(within(within(dialog).getByRole('group', { name: 'Users' })).getByRole('checkbox', { name: 'List' })).toBeChecked();

    // a second change on top of the first
    await user.click(within(roles).getByRole('checkbox', { name: 'Create' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored.permissions.map((p) => p.code)).toEqual(['user.list', 'role.list', 'role.create']);
  });
});
