import type { AdminCategory, Identity, PagedList, User } from '@dealerport/contract';
import { useAuthStore } from '../lib/stores/auth-store';
import { useUserStore } from '../lib/stores/user-store';

export function identity(overrides: Partial<Identity> = {}): Identity {
  return {
    id: 'u1',
    accountName: 'salesman',
    email: 'salesman@example.com',
    firstName: 'Selim',
    lastName: 'Kaya',
    language: 'tr',
    isPasswordChangeRequired: false,
    role: { id: 3, name: 'Salesman', roleType: 'salesman', permissions: ['customer.select'] },
    customer: null,
    salesman: { id: 's1', name: 'Selim Kaya', code: 'PL-01' },
    countryCode: 'TR',
    ...overrides,
  };
}

/** A session as after sign-in (an hour left on the token); with a user, who the app thinks is signed in. */
export function signIn(user?: Identity): void {
  useAuthStore.setState({
    signedIn: true,
    token: 'tok',
    refreshToken: 'refresh-token-1',
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  if (user) useUserStore.setState({ user });
}

/** Signed in as a user whose role holds exactly these permissions. */
export function signInWith(permissions: string[], overrides: Partial<Identity> = {}): Identity {
  const user = identity({ role: { id: 1, name: 'Admin', roleType: 'admin', permissions }, ...overrides });
  signIn(user);
  return user;
}

/** A server page of a paged list (spec 02 §3 paged lists). */
export function pageOf<T>(items: T[], totalCount = items.length, pageIndex = 1, pageSize = 10): PagedList<T> {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return { items, pageIndex, pageSize, totalCount, totalPages, hasPreviousPage: pageIndex > 1, hasNextPage: pageIndex < totalPages };
}

/** A user as the administration's users list shows it: Ayşe, office staff. */
export function userRow(overrides: Partial<User> = {}): User {
  return {
    id: '5f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f60',
    accountName: 'ayse',
    email: 'ayse@example.com',
    firstName: 'Ayşe',
    lastName: 'Demir',
    language: 'tr',
    roleId: 2,
    roleName: 'Staff',
    roleType: 'staff',
    roleTypeName: 'Staff',
    salesmanId: null,
    salesmanName: null,
    customerId: null,
    customerName: null,
    userType: 'staff',
    isActive: true,
    isPasswordChangeRequired: false,
    lastLoggedOn: '2025-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** A node of the administration's category tree: active, top level, without children unless told. */
export function adminCategory(overrides: Partial<AdminCategory> & Pick<AdminCategory, 'id' | 'name'>): AdminCategory {
  return { order: 1, parentCategoryId: null, icon: null, refCode: null, isActive: true, children: [], ...overrides };
}
