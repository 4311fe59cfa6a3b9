/**
 * Query keys of the order lists: every key carries the acting customer (lists are the customer's, shared by
 * everyone acting for it), so one customer's lists never show for another.
 */
export const listKeys = {
  all: ['lists'] as const,
  summaries: (customerId: string | null | undefined) => [...listKeys.all, 'summaries', customerId] as const,
  details: (customerId: string | null | undefined) => [...listKeys.all, 'detail', customerId] as const,
  detail: (customerId: string | null | undefined, id: string) => [...listKeys.details(customerId), id] as const,
};
