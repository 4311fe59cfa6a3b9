import type { ListCampaignsQueryInput, PagedQuery } from '@dealerport/contract';

export const priceRuleKeys = {
  all: ['price-rules'] as const,
  campaigns: () => [...priceRuleKeys.all, 'campaigns'] as const,
  campaignList: (query: ListCampaignsQueryInput) => [...priceRuleKeys.campaigns(), 'list', query] as const,
  priceLists: () => [...priceRuleKeys.all, 'price-lists'] as const,
  priceListList: (query: PagedQuery) => [...priceRuleKeys.priceLists(), 'list', query] as const,
  priceList: (id: number) => [...priceRuleKeys.priceLists(), 'detail', id] as const,
  priceListItems: (id: number, query: PagedQuery) => [...priceRuleKeys.priceLists(), 'items', id, query] as const,
  priceGroups: () => [...priceRuleKeys.all, 'price-groups'] as const,
  /** The pickers' lookups against the administration's own lists. */
  customers: (search: string) => [...priceRuleKeys.all, 'customers', search] as const,
  products: (search: string) => [...priceRuleKeys.all, 'products', search] as const,
  categories: () => [...priceRuleKeys.all, 'categories'] as const,
};
