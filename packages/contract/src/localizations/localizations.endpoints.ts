import { defineEndpoint } from '../common/endpoint';
import {
  ListTranslationsQuerySchema,
  LocalizationTestResultSchema,
  ReloadResourcesResultSchema,
  TranslationEntrySchema,
  TranslationKeyParamsSchema,
  TranslationListSchema,
  UpdateTranslationBodySchema,
} from './localizations.schemas';

export const reloadResources = defineEndpoint({
  id: 'reloadResources',
  method: 'GET',
  path: '/api/localizations/reload-resources',
  tag: 'localizations',
  summary:
    'Reread the built interface texts (apps/web/dist/lang) and the stored overrides: every portal process serves the new /lang/{lng}.json at once',
  auth: { anyOf: ['localization.reload'] },
  status: 200,
  response: ReloadResourcesResultSchema,
});

export const testLocalization = defineEndpoint({
  id: 'testLocalization',
  method: 'GET',
  path: '/api/localizations/test',
  tag: 'localizations',
  summary: "A sample text in the caller's culture (x-culture), as /lang/{lng}.json serves it (overrides applied)",
  auth: 'user',
  status: 200,
  response: LocalizationTestResultSchema,
});

export const listTranslations = defineEndpoint({
  id: 'listTranslations',
  extension: true,
  method: 'GET',
  path: '/api/localizations/translations',
  tag: 'localizations',
  summary:
    'The interface texts with their defaults and overrides in tr/de/en, in key order; SearchTerm finds a key or a text; Filter overridden or orphaned (overrides of keys the build no longer has)',
  auth: { anyOf: ['localization.list'] },
  query: ListTranslationsQuerySchema,
  status: 200,
  response: TranslationListSchema,
});

export const updateTranslation = defineEndpoint({
  id: 'updateTranslation',
  extension: true,
  method: 'PUT',
  path: '/api/localizations/translations/{key}',
  tag: 'localizations',
  summary:
    "Override a text per language (null resets that language to the default); an override must keep the default's {{placeholders}}; audited; served by every process at once",
  auth: { anyOf: ['localization.update'] },
  params: TranslationKeyParamsSchema,
  body: UpdateTranslationBodySchema,
  status: 200,
  response: TranslationEntrySchema,
});

export const resetTranslation = defineEndpoint({
  id: 'resetTranslation',
  extension: true,
  method: 'DELETE',
  path: '/api/localizations/translations/{key}',
  tag: 'localizations',
  summary: 'Remove every override of a key (also an orphaned one): the defaults are served again; audited',
  auth: { anyOf: ['localization.update'] },
  params: TranslationKeyParamsSchema,
  status: 204,
});

export const localizationsEndpoints = [reloadResources, testLocalization, listTranslations, updateTranslation, resetTranslation];
