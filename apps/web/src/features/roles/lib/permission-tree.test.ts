import type { PermissionTreeNode } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { areaState, orderedPermissions, setArea, setCode } from './permission-tree';

const users: PermissionTreeNode = {
  id: 'user',
  name: 'Users',
  items: ['list', 'create', 'update', 'delete'].map((a, i) => ({
    id: `user.${a}`,
    parentId: 'user',
    code: `user.${a}`,
    name: a,
    order: i + 1,
  })),
};
const roles: PermissionTreeNode = {
  id: 'role',
  name: 'Roles',
  items: ['list', 'create'].map((a, i) => ({ id: `role.${a}`, parentId: 'role', code: `role.${a}`, name: a, order: i + 5 })),
};

describe('permission tree', () => {
  it('selects and clears a whole area, keeping the other areas', () => {
    const all = setArea(users, ['role.list'], true);
    expect(all).toEqual(['role.list', 'user.list', 'user.create', 'user.update', 'user.delete']);
    expect(areaState(users, all)).toBe('all');
    expect(setArea(users, all, false)).toEqual(['role.list']);
  });

  it('reports a partly selected area', () => {
    expect(areaState(users, ['user.list'])).toBe('some');
    expect(areaState(users, [])).toBe('none');
    expect(setCode('user.list', ['user.list', 'role.list'], false)).toEqual(['role.list']);
  });

  it('sends only known codes, in the tree order', () => {
    expect(orderedPermissions([users, roles], ['role.create', 'stale.code', 'user.delete', 'user.list'])).toEqual([
      'user.list',
      'user.delete',
      'role.create',
    ]);
  });
});
