import { z } from 'zod';
import { CULTURES } from '../common/cultures';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/** A translation key: the dotted path of one text in `/lang/{lng}.json` (i18next's key separator). */
export const TranslationKeySchema = text()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/);

export const TranslationKeyParamsSchema = z.object({ key: TranslationKeySchema });

/** Which entries a list shows: all, only those with an override, or overrides of keys no build has any more. */
export const TRANSLATION_FILTERS = ['all', 'overridden', 'orphaned'] as const;

/** GET /api/localizations/translations (our extension): SearchTerm finds a key or a text (default or override) in any language. */
export const ListTranslationsQuerySchema = z.object({
  SearchTerm: text().max(200).optional(),
  Filter: z.enum(TRANSLATION_FILTERS).optional(),
  PageNumber: z.coerce.number().int().min(1),
  PageSize: z.coerce.number().int().min(1).max(200),
});
export type ListTranslationsQuery = z.infer<typeof ListTranslationsQuerySchema>;

const perLanguage = <T extends z.ZodType>(value: T) => z.object({ tr: value, de: value, en: value });

/** One text of the interface in every language: the built default, the administrator's override (null: none). */
export const TranslationEntrySchema = z.object({
  key: z.string(),
  /** The built text (apps/web/public/lang); null where that language's file lacks the key. */
  defaults: perLanguage(z.string().nullable()),
  overrides: perLanguage(z.string().nullable()),
  /** The interpolation placeholders of the default (`count` of `{{count, number}}`): an override must keep them. */
  placeholders: z.array(z.string()),
  /** An override of a key the built files no longer have: kept, listed, never served. */
  orphaned: z.boolean(),
});
export type TranslationEntry = z.infer<typeof TranslationEntrySchema>;

export const TranslationListSchema = pagedListSchema(TranslationEntrySchema);
export type TranslationList = z.infer<typeof TranslationListSchema>;

/** An override's text: not blank, at most 4,000 characters. */
export const TranslationValueSchema = text()
  .max(4000)
  .refine((v) => v.trim().length > 0, { message: 'required' });

/**
 * PUT /api/localizations/translations/{key}: per language, a text overrides the default, null resets it
 * to the default, an absent language stays as it is.
 */
export const UpdateTranslationBodySchema = z
  .object({
    tr: TranslationValueSchema.nullable().optional(),
    de: TranslationValueSchema.nullable().optional(),
    en: TranslationValueSchema.nullable().optional(),
  })
  .strict();
export type UpdateTranslationBody = z.infer<typeof UpdateTranslationBodySchema>;

/** GET /api/localizations/reload-resources: what every process now serves. */
export const ReloadResourcesResultSchema = z.object({
  languages: z.array(z.enum(CULTURES)),
  /** Keys of the built files (any language). */
  keyCount: z.number().int(),
  /** Overrides served (orphaned ones aside). */
  overrideCount: z.number().int(),
  orphanedCount: z.number().int(),
  reloadedAt: z.string(),
});
export type ReloadResourcesResult = z.infer<typeof ReloadResourcesResultSchema>;

/** GET /api/localizations/test: a sample text in the caller's culture (x-culture), overrides applied. */
export const LocalizationTestResultSchema = z.object({
  culture: z.enum(CULTURES),
  key: z.string(),
  text: z.string(),
});
export type LocalizationTestResult = z.infer<typeof LocalizationTestResultSchema>;

/** The key whose text GET /api/localizations/test answers. */
export const LOCALIZATION_TEST_KEY = 'localizations.testText';
