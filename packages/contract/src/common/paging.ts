import { z } from 'zod';
import { text } from './text';

/** Paged list of the spec (01 §3): items, pageIndex, pageSize, totalCount, totalPages (+ prev/next). */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
  });
}
export type PagedList<T> = {
  items: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
};

/** Standard paged query (spec 02 §7): SearchTerm, OrderBy, ColumnFilters, PageNumber, PageSize. */
export const PagedQuerySchema = z.object({
  SearchTerm: text().max(200).optional(),
  OrderBy: text().max(200).optional(),
  ColumnFilters: text().max(2000).optional(),
  PageNumber: z.coerce.number().int().min(1),
  PageSize: z.coerce.number().int().min(1).max(500),
});
export type PagedQuery = z.infer<typeof PagedQuerySchema>;

/** The first page of this size when a list call is sent without paging (the spec's banner and bundle lists are). */
export const DEFAULT_PAGE_SIZE = 50;

/** The paged query with paging optional: without PageNumber/PageSize, the first page of DEFAULT_PAGE_SIZE. */
export const OptionalPagedQuerySchema = PagedQuerySchema.extend({
  PageNumber: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(DEFAULT_PAGE_SIZE),
});

export const IdParamSchema = z.object({ id: text().min(1) });
