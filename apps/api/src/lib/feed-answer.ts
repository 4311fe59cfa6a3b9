/**
 * What a feed route answers (contract `feed`): the body with its strong ETag, or no body when the
 * caller's If-None-Match already names that ETag (304). The route writes the headers (plugins/route.ts).
 */
export interface FeedAnswer {
  /** Quoted, strong: `"..."`. */
  etag: string;
  /** null: the caller has this version (304). */
  body: Buffer | null;
}

/**
 * Whether an If-None-Match header names this ETag (RFC 9110 §13.1.2: weak comparison, a list or `*`).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === wanted;
  });
}
