/**
 * Query keys of the quick-order pad. Only the code field's suggestions are cached (keyed by culture and
 * acting customer, as the catalogue's search is): the pad's own calls are asked per edit, not cached.
 */
export const quickOrderKeys = {
  all: ['quick-order'] as const,
  suggestions: (culture: string, customerId: string | undefined, q: string) =>
    [...quickOrderKeys.all, 'suggestions', culture, customerId, q] as const,
};
