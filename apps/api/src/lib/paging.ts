import type { PagedList } from '@dealerport/contract';
import type { z } from 'zod';
import { AppError } from './app-error';

export interface SortTerm<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * Parses OrderBy (`name`, `name desc`, `roleType asc, name`) against the fields a list allows
 * (case-insensitive). Anything else is INVALID_SORT, never a database error.
 */
export function parseOrderBy<F extends string>(orderBy: string | undefined, allowed: readonly F[], fallback: SortTerm<F>[]): SortTerm<F>[] {
  if (!orderBy || orderBy.trim() === '') return fallback;
  const terms = orderBy
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (terms.length === 0 || terms.length > 5) throw new AppError('INVALID_SORT', { orderBy });
  return terms.map((term) => {
    const match = /^([A-Za-z_]+)(?:\s+(asc|desc))?$/i.exec(term);
    const field = match && allowed.find((f) => f.toLowerCase() === match[1]!.toLowerCase());
    if (!match || !field) throw new AppError('INVALID_SORT', { orderBy });
    return { field, direction: (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
  });
}

/** Parses ColumnFilters: a JSON object checked by the list's schema. Anything else is INVALID_FILTER. */
export function parseColumnFilters<S extends z.ZodType>(raw: string | undefined, schema: S): z.output<S> | Record<string, never> {
  if (!raw || raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_FILTER');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AppError('INVALID_FILTER', { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  return parsed.data;
}

/** The spec's paged list (01 §3). pageIndex is the 1-based page number that was asked for. */
export function toPagedList<T>(items: T[], totalCount: number, page: { PageNumber: number; PageSize: number }): PagedList<T> {
  const totalPages = Math.ceil(totalCount / page.PageSize);
  return {
    items,
    pageIndex: page.PageNumber,
    pageSize: page.PageSize,
    totalCount,
    totalPages,
    hasPreviousPage: page.PageNumber > 1,
    hasNextPage: page.PageNumber < totalPages,
  };
}

export const offsetOf = (page: { PageNumber: number; PageSize: number }) => (page.PageNumber - 1) * page.PageSize;
