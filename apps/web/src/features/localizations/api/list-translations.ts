import { type ListTranslationsQuery, localizationsApi, type PagedList, type TranslationEntry } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { translationKeys } from './keys';

/** A row of the editor: the entry with its key as the table's id. */
export type TranslationRow = TranslationEntry & { id: string };

/** GET /api/localizations/translations: the texts with defaults and overrides, paged, searched by key or text. */
export function listTranslations(query: ListTranslationsQuery, signal?: AbortSignal) {
  return callApi(localizationsApi.listTranslations, { query }, signal ? { signal } : {});
}

const withIds = (page: PagedList<TranslationEntry>): PagedList<TranslationRow> => ({
  ...page,
  items: page.items.map((e) => ({ ...e, id: e.key })),
});

export const translationsQueryOptions = (query: ListTranslationsQuery) =>
  queryOptions({
    queryKey: translationKeys.list(query),
    queryFn: ({ signal }) => listTranslations(query, signal),
    placeholderData: keepPreviousData,
    select: withIds,
    staleTime: 0,
  });

export function useTranslations(query: ListTranslationsQuery) {
  return useQuery(translationsQueryOptions(query));
}
