import { type RawBuilder, sql } from 'kysely';

// Letters folded for searching: Turkish and German ones to their plain Latin base (spec 01 §5:
// "ı", "İ", "I" and "i" all match). The SQL side uses the same table through translate().
const FROM = 'ıİşŞğĞüÜöÖçÇäÄâÂîÎûÛéÉ';
const TO = 'iIsSgGuUoOcCaAaAiIuUeE';

/** The search term folded like foldedColumn, with LIKE wildcards escaped, as a `%term%` pattern. */
export function containsPattern(term: string): string {
  let folded = '';
  for (const ch of term.trim()) {
    const i = FROM.indexOf(ch);
    folded += i >= 0 ? TO[i] : ch;
  }
  folded = folded.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An SQL text expression folded for case- and Turkish-letter-insensitive LIKE (pair it with containsPattern). */
export function foldSql(expression: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`lower(translate(coalesce(${expression}, ''), ${FROM}, ${TO}))`;
}

/** A column folded like foldSql. */
export const foldedColumn = (column: string): RawBuilder<string> => foldSql(sql.ref(column) as RawBuilder<unknown>);
