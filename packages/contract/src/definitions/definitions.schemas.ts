import { z } from 'zod';
import { ROLE_TYPES } from '../access/permissions';
import { CustomerRefSchema, SalesmanRefSchema } from '../auth/auth.schemas';
import type { Culture } from '../common/errors';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/** Lookups for the administration screens' pickers and filters (spec 02 §7 Definitions). */

export const RoleLookupSchema = z.object({ id: z.number().int(), name: text(), roleType: z.enum(ROLE_TYPES) });
export type RoleLookup = z.infer<typeof RoleLookupSchema>;
export const RoleLookupListSchema = z.array(RoleLookupSchema);
export const RoleLookupPageSchema = pagedListSchema(RoleLookupSchema);

export const UserLookupSchema = z.object({ id: text(), accountName: text() });
export const UserLookupListSchema = z.array(UserLookupSchema);
export const UserLookupPageSchema = pagedListSchema(UserLookupSchema);

/** Customer reference (spec 02 §3): id, name, code. */
export const CustomerLookupListSchema = z.array(CustomerRefSchema);
export const CustomerLookupPageSchema = pagedListSchema(CustomerRefSchema);
export const CustomerNameParamSchema = z.object({ name: text().trim().min(1).max(100) });

export const SalesmanLookupListSchema = z.array(SalesmanRefSchema);
export const SalesmanLookupPageSchema = pagedListSchema(SalesmanRefSchema);
export const SalesmanNameParamSchema = z.object({ name: text().trim().min(1).max(100) });

/** Country (spec 02 §3): id is the ISO 3166-1 alpha-2 code, name in the caller's x-culture. */
export const CountrySchema = z.object({ id: text(), name: text() });
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);
export const CountryPageSchema = pagedListSchema(CountrySchema);

/** Simple lookup (spec 02 §3): id and name, the name in the caller's x-culture. */
export const LookupItemSchema = z.object({ id: text(), name: text() });
export type LookupItem = z.infer<typeof LookupItemSchema>;
export const LookupItemListSchema = z.array(LookupItemSchema);

/** Sort option of the product list (spec 02 §3): title (localised), column, direction. */
export const SortParamSchema = z.object({
  id: text(),
  title: text(),
  column: text(),
  direction: z.enum(['asc', 'desc']),
});
export type SortParam = z.infer<typeof SortParamSchema>;
export const SortParamListSchema = z.array(SortParamSchema);

type Names = Record<Culture, string>;

/** Order statuses (spec 02 §4: served by a lookup; the values are ours). */
export const ORDER_STATUSES = [
  'Pending',
  'Approved',
  'Processing',
  'Shipped',
  'PartiallyShipped',
  'Delivered',
  'Cancelled',
  'Rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_NAMES: Record<OrderStatus, Names> = {
  Pending: { tr: 'Beklemede', de: 'Ausstehend', en: 'Pending' },
  Approved: { tr: 'Onaylandı', de: 'Genehmigt', en: 'Approved' },
  Processing: { tr: 'Hazırlanıyor', de: 'In Bearbeitung', en: 'Processing' },
  Shipped: { tr: 'Sevk edildi', de: 'Versandt', en: 'Shipped' },
  PartiallyShipped: { tr: 'Kısmen sevk edildi', de: 'Teilweise versandt', en: 'Partially shipped' },
  Delivered: { tr: 'Teslim edildi', de: 'Zugestellt', en: 'Delivered' },
  Cancelled: { tr: 'İptal edildi', de: 'Storniert', en: 'Cancelled' },
  Rejected: { tr: 'Reddedildi', de: 'Abgelehnt', en: 'Rejected' },
};

/** Sort options of the product list; `column` is what the product list query sorts by. */
export const PRODUCT_SORT_PARAMS: readonly { id: string; column: string; direction: 'asc' | 'desc'; title: Names }[] = [
  { id: 'name-asc', column: 'name', direction: 'asc', title: { tr: 'Ada göre (A-Z)', de: 'Name (A-Z)', en: 'Name (A-Z)' } },
  { id: 'name-desc', column: 'name', direction: 'desc', title: { tr: 'Ada göre (Z-A)', de: 'Name (Z-A)', en: 'Name (Z-A)' } },
  {
    id: 'code-asc',
    column: 'code',
    direction: 'asc',
    title: { tr: 'Koda göre (artan)', de: 'Artikelnummer (aufsteigend)', en: 'Code (ascending)' },
  },
  {
    id: 'code-desc',
    column: 'code',
    direction: 'desc',
    title: { tr: 'Koda göre (azalan)', de: 'Artikelnummer (absteigend)', en: 'Code (descending)' },
  },
  {
    id: 'price-asc',
    column: 'price',
    direction: 'asc',
    title: { tr: 'Fiyat (önce en düşük)', de: 'Preis (niedrigster zuerst)', en: 'Price (lowest first)' },
  },
  {
    id: 'price-desc',
    column: 'price',
    direction: 'desc',
    title: { tr: 'Fiyat (önce en yüksek)', de: 'Preis (höchster zuerst)', en: 'Price (highest first)' },
  },
  {
    id: 'stock-desc',
    column: 'stock',
    direction: 'desc',
    title: { tr: 'Stok (önce en çok)', de: 'Bestand (höchster zuerst)', en: 'Stock (highest first)' },
  },
  { id: 'newest', column: 'createdOn', direction: 'desc', title: { tr: 'En yeniler', de: 'Neueste zuerst', en: 'Newest first' } },
];

/** Data types of a config item (spec 02 §3 Config item dataType). */
export const CONFIG_DATA_TYPES = ['string', 'number', 'boolean', 'json', 'date'] as const;
export type ConfigDataType = (typeof CONFIG_DATA_TYPES)[number];
export const CONFIG_DATA_TYPE_NAMES: Record<ConfigDataType, Names> = {
  string: { tr: 'Metin', de: 'Text', en: 'Text' },
  number: { tr: 'Sayı', de: 'Zahl', en: 'Number' },
  boolean: { tr: 'Evet/Hayır', de: 'Ja/Nein', en: 'Yes/No' },
  json: { tr: 'JSON', de: 'JSON', en: 'JSON' },
  date: { tr: 'Tarih', de: 'Datum', en: 'Date' },
};

// ---- categories (spec 02 §3 Category, Property, Icon item; spec 02 §7 Definitions categories) ----

/** A category of the admin tree (inactive ones included): name in the caller's x-culture. */
export interface AdminCategory {
  id: number;
  name: string;
  order: number;
  parentCategoryId: number | null;
  icon: string | null;
  refCode: string | null;
  isActive: boolean;
  children: AdminCategory[];
}
export const AdminCategorySchema: z.ZodType<AdminCategory> = z.object({
  id: z.number().int(),
  name: text(),
  order: z.number().int(),
  parentCategoryId: z.number().int().nullable(),
  icon: text().nullable(),
  refCode: text().nullable(),
  isActive: z.boolean(),
  get children() {
    return z.array(AdminCategorySchema);
  },
});
export const AdminCategoryListSchema = z.array(AdminCategorySchema);

/** `?CategoryId` (required, spec 01 §5). */
export const CategoryPropertiesDefinitionQuerySchema = z.object({ CategoryId: z.coerce.number().int().positive().max(2147483647) });
export type CategoryPropertiesDefinitionQuery = z.infer<typeof CategoryPropertiesDefinitionQuerySchema>;

/** A property of a category with its details (spec 02 §3 Property): names in the caller's x-culture. */
export const CategoryPropertyDefinitionSchema = z.object({
  id: z.number().int(),
  key: text(),
  name: text(),
  /** The category that owns the property (a parent's, when inherited). */
  categoryId: z.number().int(),
  /** true for the product list's filters (facets); false for descriptive properties. */
  isFacet: z.boolean(),
  details: z.array(z.object({ id: z.number().int(), code: text(), name: text() })),
});
export type CategoryPropertyDefinition = z.infer<typeof CategoryPropertyDefinitionSchema>;
export const CategoryPropertyDefinitionListSchema = z.array(CategoryPropertyDefinitionSchema);

/** Icon item (spec 02 §3): id, name (x-culture), icon. */
export const CategoryIconItemSchema = z.object({ id: z.number().int(), name: text(), icon: text().nullable() });
export type CategoryIconItem = z.infer<typeof CategoryIconItemSchema>;
export const CategoryIconItemListSchema = z.array(CategoryIconItemSchema);
