/**
 * The access an answer was given under (the server's `x-access-version` on every answer to a signed-in
 * caller: a fingerprint of its role, permissions and pinned customer). When it moves, an administrator
 * changed this user's access: whoever listens (the identity sync) reads the identity again, so menu items
 * and screens follow at the next call instead of at the next reload.
 */
export const ACCESS_VERSION_HEADER = 'x-access-version';

let known: string | null = null;
let listener: (() => void) | null = null;

/** Notes the version an answer carried; a change from the one known calls the listener. */
export function noteAccessVersion(version: string | null): void {
  if (!version) return;
  const changed = known !== null && known !== version;
  known = version;
  if (changed) listener?.();
}

/** Who hears a change (one listener: the identity sync); returns the unsubscription. */
export function onAccessChange(fn: () => void): () => void {
  listener = fn;
  return () => {
    if (listener === fn) listener = null;
  };
}

/** Forgets the version (sign-in, sign-out: another user's access is not a change of this one's). */
export function forgetAccessVersion(): void {
  known = null;
}
