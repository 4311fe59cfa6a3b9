import type { PermissionTreeNode } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RoleForm } from './RoleForm';

const fetchMock = mockFetch();

const area = (id: string, name: string, actions: string[], first: number): PermissionTreeNode => ({
  id,
  name,
  items: actions.map((a, i) => ({
    id: `${id}.${a}`,
    parentId: id,
    code: `${id}.${a}`,
    name: a[0]!.toUpperCase() + a.slice(1),
    order: first + i,
  })),
});
const tree = [
  area('user', 'Users', ['list', 'create', 'update', 'delete'], 1),
  area('role', 'Roles', ['list', 'create', 'update', 'delete'], 5),
];
const permission = (code: string) => tree.flatMap((a) => a.items).find((p) => p.code === code)!;

beforeEach(() => {
  signIn();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/roles/permissions') return jsonResponse(200, tree);
    if (url === '/api/roles/7/with-permissions') {
      return jsonResponse(200, {
        id: 7,
        name: 'Support',
        roleType: 'staff',
        roleTypeName: 'Staff',
        // the spec's Permission entities (02 §3), in catalogue order
        permissions: [permission('user.list'), permission('role.list')],
      });
    }
    if (init?.method === 'POST' || init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      return jsonResponse(200, { id: 7, roleTypeName: 'Staff', ...body });
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

const sent = (method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call ? { url: String(call[0]), body: JSON.parse(String(call[1]?.body)) } : undefined;
};

describe('RoleForm', { timeout: 20_000 }, () => {
  it('builds the permissions array from the tree: area select-all plus single actions', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    renderWithProviders(<RoleForm roleId={null} onDone={onDone} onCancel={vi.fn()} />);

    await user.type(await screen.findByRole('textbox', { name: /^Role name/ }), 'Back office');
    await user.click(screen.getByRole('checkbox', { name: 'Users: select all' }));
    const rolesArea = screen.getByRole('group', { name: 'Roles' });
    await user.click(within(rolesArea).getByRole('checkbox', { name: 'List' }));
    expect(screen.getByRole('checkbox', { name: 'Roles: select all' })).toHaveAttribute('data-indeterminate', 'true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent('POST')).toEqual({
      url: '/api/roles/role',
      body: {
        name: 'Back office',
        roleType: 'staff',
        permissions: ['user.list', 'user.create', 'user.update', 'user.delete', 'role.list'],
      },
    });
  });

  it('starts from the stored permissions when editing and clears an area', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    renderWithProviders(<RoleForm roleId={7} onDone={onDone} onCancel={vi.fn()} />);

    expect(await screen.findByRole('textbox', { name: /^Role name/ })).toHaveValue('Support');
    const usersAll = screen.getByRole('checkbox', { name: 'Users: select all' });
    expect(usersAll).toHaveAttribute('data-indeterminate', 'true');
    // the first click on a partly selected area selects all of it, the second clears it
    await user.click(usersAll);
    expect(usersAll).toBeChecked();
    await user.click(usersAll);
    expect(usersAll).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent('PUT')).toEqual({ url: '/api/roles/7', body: { name: 'Support', roleType: 'staff', permissions: ['role.list'] } });
  });

  it('requires a name', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RoleForm roleId={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Role name/ })).toHaveAccessibleDescription('This field is required.');
    expect(sent('POST')).toBeUndefined();
  });
});
