import { AppError } from '../../lib/app-error';

/**
 * A stored secret goes only where it was entered for (ADR 0061). Every settings group that keeps a
 * password or key beside an address names that address as a `Destination` (scheme, host, port, user; a
 * URL): a test or a save that leaves the secret blank may use or keep the stored one only while the
 * destination is the one it was stored with. Otherwise the caller gets 400 SECRET_NOT_FOR_DESTINATION
 * naming the field, and types the secret again (or clears it). Without this, whoever holds an
 * administrator's session could point the address at a listener of his own and have the portal sign in
 * there with the stored password.
 */
export type Destination = Readonly<Record<string, string | number | boolean>>;

/** Host names compare without case and without a trailing dot; everything else as it is. */
function normalised(d: Destination): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(d).map(([k, v]) => [
      k,
      typeof v === 'string' && k.toLowerCase().includes('host') ? v.toLowerCase().replace(/\.$/, '') : v,
    ]),
  );
}

export function sameDestination(a: Destination, b: Destination): boolean {
  const x = normalised(a);
  const y = normalised(b);
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const k of keys) if (x[k] !== y[k]) return false;
  return true;
}

/** A URL as a destination: scheme, host, port (the scheme's default written out), path and query. */
export function urlDestination(value: string): Destination {
  try {
    const u = new URL(value);
    const port = u.port || (u.protocol === 'https:' ? '443' : u.protocol === 'http:' ? '80' : '');
    return { scheme: u.protocol, host: u.hostname, port, path: u.pathname, query: u.search, user: decodeURIComponent(u.username) };
  } catch {
    return { url: value };
  }
}

export interface SecretChange {
  /** The field as the caller names it (`password`, `smtp.password`); the 400 names it. */
  field: string;
  /** What the caller typed (null or empty: keep or use the stored one). */
  given: string | null;
  /** The caller asked to remove the stored secret. */
  clear: boolean;
  /** The stored secret, sealed (null: none). */
  stored: string | null;
  /** The destination the stored secret was entered with, and the one the caller names now. */
  storedFor: Destination;
  destination: Destination;
}

function assertFollows(change: SecretChange): void {
  if (change.stored && !sameDestination(change.storedFor, change.destination)) {
    throw new AppError('SECRET_NOT_FOR_DESTINATION', { field: change.field });
  }
}

/**
 * The sealed value a save keeps: none when cleared, the new one sealed when typed, the stored one only
 * for the destination it was stored with (SECRET_NOT_FOR_DESTINATION otherwise).
 */
export function secretToKeep(change: SecretChange, seal: (plain: string) => string): string | null {
  if (change.clear) return null;
  if (change.given) return seal(change.given);
  assertFollows(change);
  return change.stored;
}

/**
 * The secret a test or a send may use: none when cleared, the typed one, or the stored one opened, only
 * for the destination it was stored with (SECRET_NOT_FOR_DESTINATION otherwise; `open` may throw too).
 */
export function secretToUse(change: SecretChange, open: (sealed: string) => string): string | null {
  if (change.clear) return null;
  if (change.given) return change.given;
  if (!change.stored) return null;
  assertFollows(change);
  return open(change.stored);
}
