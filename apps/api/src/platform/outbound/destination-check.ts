import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../lib/app-error';
import { type OutboundGuard, OutboundRefusedError } from './outbound';

/** How long a save waits for a name to resolve before it lets the address pass (the connection is guarded anyway). */
const SAVE_LOOKUP_MS = 2_000;

const refusedAt = (field: string, err: OutboundRefusedError) =>
  new AppError('OUTBOUND_DESTINATION_REFUSED', { field, host: err.host, address: err.address, reason: err.reason });

/**
 * 400 OUTBOUND_DESTINATION_REFUSED naming `field` when the guard refuses `host` (what a settings form
 * typed). A name that does not resolve passes: the test that follows words it; `lenient` (a save) also
 * passes a resolver that takes longer than two seconds.
 */
export async function assertDestination(
  guard: OutboundGuard,
  field: string,
  host: string,
  opts: { lenient?: boolean } = {},
): Promise<void> {
  try {
    await (opts.lenient ? Promise.race([guard.resolve(host), sleep(SAVE_LOOKUP_MS)]) : guard.resolve(host));
  } catch (err) {
    if (err instanceof OutboundRefusedError) throw refusedAt(field, err);
  }
}

/**
 * Runs a connection test; the guard's refusal inside it (a name that resolved to an allowed address a
 * moment ago and to a refused one now) is the caller's 400 too, never an outcome.
 */
export async function guarded<T>(field: string, probe: () => Promise<T>): Promise<T> {
  try {
    return await probe();
  } catch (err) {
    if (err instanceof OutboundRefusedError) throw refusedAt(field, err);
    throw err;
  }
}
