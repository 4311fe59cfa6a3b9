/**
 * Product search text (issue 3: case- and Turkish-letter-insensitive, tyre sizes however typed).
 * `products.search_text` holds the folded code, name and brand plus compact forms of the code and of
 * any tyre size in the name ("205/55R16" -> "20555r16" and "2055516"). A query is folded the same
 * way and matches when every word is in the text, or when its compact form is ("2055516",
 * "205 55 16" -> "2055516"). Both sides are folded here, in one place, so they always agree.
 */

/** Lower case, Turkish letters to their Latin base (ı/İ/I -> i, ş -> s, ğ -> g, ...), accents dropped. */
export function foldForSearch(value: string): string {
  return value
    .replace(/[ıİI]/g, 'i')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/** Letters and digits only: "205/55 R16" -> "20555r16". */
export const compactForm = (value: string) => foldForSearch(value).replace(/[^\p{L}\p{N}]+/gu, '');

// Width / aspect, optional construction (R, ZR, -) and rim diameter: 205/55R16, 225/45 ZR 17, 195/65-15.
const TYRE_SIZE = /(\d{3})\s*\/\s*(\d{2})\s*(z?r|-)?\s*(\d{2}(?:[.,]5)?)/gi;

/** Compact forms of every tyre size in `text`. */
export function tyreSizeForms(text: string): string[] {
  const forms: string[] = [];
  for (const m of text.matchAll(TYRE_SIZE)) {
    const [, width, aspect, construction, rim] = m;
    const r = rim!.replace(/[.,]/, '');
    forms.push(`${width}${aspect}${r}`, `${width}${aspect}${(construction ?? 'r').toLowerCase()}${r}`);
  }
  return forms;
}

export function buildProductSearchText(p: { code: string; name: string; brand?: string | null; extra?: readonly string[] }): string {
  const parts = [foldForSearch(p.code), foldForSearch(p.name)];
  if (p.brand) parts.push(foldForSearch(p.brand));
  for (const e of p.extra ?? []) parts.push(foldForSearch(e));
  parts.push(compactForm(p.code), ...tyreSizeForms(p.name));
  return [...new Set(parts.filter(Boolean))].join(' ');
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SearchQuery {
  /** The folded query, trimmed. */
  folded: string;
  /** `%word%` LIKE patterns, every one must match. */
  words: string[];
  /** `%compact%`, an alternative match (tyre sizes typed without separators); null when too short. */
  compact: string | null;
  /** `folded%`: code-prefix hits (search_text starts with the folded code). */
  prefix: string;
}

export function parseSearchQuery(q: string): SearchQuery {
  const folded = foldForSearch(q.trim()).replace(/\s+/g, ' ');
  const words = folded
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${escapeLike(w)}%`);
  const compact = compactForm(folded);
  return {
    folded,
    words,
    compact: compact.length >= 3 ? `%${escapeLike(compact)}%` : null,
    prefix: `${escapeLike(folded)}%`,
  };
}
