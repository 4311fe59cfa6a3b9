import type { Identity } from '@dealerport/contract';

/** Dealers are pinned to their own customer (spec 01 §1, §6): no selection modal, no clearing. */
export function isDealer(user: Identity | null | undefined): boolean {
  // identity.customer is only set for dealer users (their pinned customer)
  return Boolean(user && (user.role.roleType === 'dealer' || user.customer));
}

export function fullName(user: Identity | null | undefined): string {
  if (!user) return '';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.accountName;
}
