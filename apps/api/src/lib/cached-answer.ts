/**
 * What a `cacheable` route answers (contract `cacheable`): the value with its strong ETag, or no value
 * when the caller's If-None-Match already names that ETag (304). The route writes the headers
 * (plugins/route.ts).
 */
export interface CachedAnswer<T> {
  /** Quoted, strong: `"..."`. */
  etag: string;
  /** null: the caller has this version (304). */
  value: T | null;
}
