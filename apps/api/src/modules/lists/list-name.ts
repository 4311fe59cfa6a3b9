import { foldTurkish } from '../../lib/turkish';

/**
 * The key a list name is unique by within a customer (migration 0055): case and Turkish letters folded,
 * runs of spaces as one, so "Kış lastikleri" and "KIŞ  LASTİKLERİ" are the same name on PGlite and on
 * PostgreSQL alike (lower() would follow each database's collation).
 */
export function listNameKey(name: string): string {
  return foldTurkish(name.trim()).replace(/\s+/g, ' ');
}
