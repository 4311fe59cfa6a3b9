/**
 * Tells the process when it has written what the auth guard reads (users.repository findActorRow), so
 * the guard's cache (plugins/guard-cache.ts) is dropped at once: when such a statement runs, and again
 * when its transaction ends (a reader that ran in between may have cached the rows as they were before
 * the commit). Other processes learn it from PostgreSQL (migration 0019: NOTIFY on the same tables).
 *
 * The tables: the guard's own (users, roles, role_permissions, customers, salesman_customers,
 * refresh_tokens) and those whose triggers write `customers.view_revision` (customer_access, settings;
 * migration 0012), since a trigger's write has no text of its own to recognise.
 */
export const GUARD_TABLES = [
  'users',
  'roles',
  'role_permissions',
  'customers',
  'salesman_customers',
  'refresh_tokens',
  'customer_access',
  'settings',
] as const;

const WRITES_GUARD_TABLE = new RegExp(
  String.raw`\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:${GUARD_TABLES.join('|')})"?(?![\w"])`,
  'i',
);
const ENDS_TRANSACTION = /^\s*(?:commit|rollback|end)\b/i;

export class ChangeSignal {
  private readonly listeners = new Set<() => void>();
  /** Statement texts already classified (they repeat: the same few hundred texts run all day). */
  private readonly known = new Map<string, boolean>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.listeners) listener();
  }

  /** Whether a statement writes one of GUARD_TABLES. */
  writesGuardTable(text: string): boolean {
    let hit = this.known.get(text);
    if (hit === undefined) {
      hit = WRITES_GUARD_TABLE.test(text);
      if (this.known.size >= 5000) this.known.clear();
      this.known.set(text, hit);
    }
    return hit;
  }

  /**
   * Watches the statements of one connection: `run` sends a statement; a write to a guard table
   * signals before and after it runs, and the end of its transaction signals again.
   */
  connection(): <T>(text: string, run: () => Promise<T>) => Promise<T> {
    let dirty = false;
    return async (text, run) => {
      if (this.writesGuardTable(text)) {
        dirty = true;
        this.emit();
        try {
          return await run();
        } finally {
          this.emit();
        }
      }
      if (dirty && ENDS_TRANSACTION.test(text)) {
        try {
          return await run();
        } finally {
          dirty = false;
          this.emit();
        }
      }
      return run();
    };
  }
}
