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

/**
 * The country code the de-only pages go by (spec 01 §2: "users whose authority carries the de country
 * code"). A dealer's is his own customer's (the identity's countryCode). Staff and salesmen have no
 * customer of their own, so for them it is the selected customer's: they see those pages while acting
 * for a German customer.
 */
export function authorityCountryCode(
  user: Identity | null | undefined,
  selected: { countryCode?: string | null } | null | undefined,
): string | null {
  if (!user) return null;
  if (isDealer(user)) return user.countryCode ?? null;
  return selected?.countryCode ?? null;
}
