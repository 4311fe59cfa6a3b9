/** The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return null;
  if (typeof e.constraint === 'string') return e.constraint;
  const m = typeof e.message === 'string' ? /"([^"]+)"/.exec(e.message) : null;
  return m?.[1] ?? '';
}
