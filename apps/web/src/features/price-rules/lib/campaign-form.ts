import {
  type Campaign,
  CampaignBodySchema,
  type CampaignInput,
  type CampaignKind,
  type CampaignStatus,
  type Culture,
  type ListCampaignsQueryInput,
  type PagedQuery,
  validationIssueMessage,
} from '@dealerport/contract';

export const CAMPAIGN_CULTURES = ['tr', 'de', 'en'] as const satisfies readonly Culture[];
/** The language names as each language writes its own (they label the name fields whatever the interface language). */
export const CULTURE_NAMES: Record<Culture, string> = { tr: 'Türkçe', de: 'Deutsch', en: 'English' };

/** A customer or product picked in the form: its id is what is sent, its code and name what is shown. */
export interface Picked {
  id: string;
  code: string | null;
  name: string;
}

export interface CampaignFormValues {
  code: string;
  names: Record<Culture, string>;
  startsOn: string;
  endsOn: string;
  kind: CampaignKind;
  /** As typed: a comma is read as the decimal mark. */
  value: string;
  currency: string;
  customers: Picked[];
  priceGroups: string[];
  products: Picked[];
  /** Category ids as the select holds them (text). */
  categoryIds: string[];
  isActive: boolean;
}

export function campaignFormValues(campaign?: Campaign | null): CampaignFormValues {
  return {
    code: campaign?.code ?? '',
    names: { tr: campaign?.names.tr ?? '', de: campaign?.names.de ?? '', en: campaign?.names.en ?? '' },
    startsOn: campaign?.startsOn ?? '',
    endsOn: campaign?.endsOn ?? '',
    kind: campaign?.kind ?? 'percent',
    value: campaign?.value ?? '',
    currency: campaign?.currency ?? '',
    customers: (campaign?.customers ?? []).map((c) => ({ id: c.id, code: c.code, name: c.name })),
    priceGroups: campaign?.priceGroups ?? [],
    products: (campaign?.products ?? []).map((p) => ({ id: String(p.id), code: p.code, name: p.name })),
    categoryIds: (campaign?.categories ?? []).map((c) => String(c.id)),
    isActive: campaign?.isActive ?? true,
  };
}

/** The body of POST and PUT. */
export function toCampaignBody(values: CampaignFormValues): CampaignInput {
  return {
    code: values.code.trim(),
    names: { tr: values.names.tr.trim(), de: values.names.de.trim(), en: values.names.en.trim() },
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    kind: values.kind,
    value: values.value.trim().replace(',', '.'),
    currency: values.kind === 'fixedPrice' ? values.currency.trim() || null : null,
    customerIds: values.customers.map((c) => c.id),
    priceGroups: values.priceGroups,
    productIds: values.products.map((p) => Number(p.id)),
    categoryIds: values.categoryIds.map(Number),
    isActive: values.isActive,
  };
}

/** Where a body field's message shows in the form (the lists are edited as picked rows). */
const FORM_FIELD: Record<string, string> = { customerIds: 'customers', productIds: 'products' };

/**
 * The form's check is the contract's: the body it would send, parsed by CampaignBodySchema, each issue
 * worded in the interface language as the server words it (validationIssueMessage), under its field.
 */
export function validateCampaign(values: CampaignFormValues, culture: Culture): Record<string, string> {
  const parsed = CampaignBodySchema.safeParse(toCampaignBody(values), { reportInput: true });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, ...rest] = issue.path.map(String);
    const field = first === undefined ? '' : FORM_FIELD[first] ? FORM_FIELD[first] : [first, ...rest].join('.');
    errors[field] ??= validationIssueMessage(issue as Parameters<typeof validationIssueMessage>[0], culture);
  }
  return errors;
}

// ---- the list ----

export const CAMPAIGN_PAGE_SIZES = [10, 25, 50] as const;
export const PRICE_LIST_PAGE_SIZES = [10, 25, 50] as const;
export const ITEM_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

/** The badge colour of each status. */
export const STATUS_COLORS: Record<CampaignStatus, string> = { running: 'green', planned: 'blue', ended: 'gray', inactive: 'red' };

export interface CampaignsTableState {
  page: number;
  pageSize: number;
  search: string;
  status: CampaignStatus | null;
  sort: { column: string; direction: 'asc' | 'desc' };
}

export function toCampaignsQuery(state: CampaignsTableState): ListCampaignsQueryInput {
  const query: ListCampaignsQueryInput = {
    PageNumber: state.page,
    PageSize: state.pageSize,
    OrderBy: `${state.sort.column} ${state.sort.direction}`,
  };
  const search = state.search.trim();
  if (search) query.SearchTerm = search;
  if (state.status) query.status = state.status;
  return query;
}

export function toPagedQuery(state: { page: number; pageSize: number; search: string }): PagedQuery {
  const query: PagedQuery = { PageNumber: state.page, PageSize: state.pageSize };
  const search = state.search.trim();
  if (search) query.SearchTerm = search;
  return query;
}
