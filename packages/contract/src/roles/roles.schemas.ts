import { z } from 'zod';
import { PERMISSION_CODES, ROLE_TYPES, type RoleType } from '../access/permissions';
import type { Culture } from '../common/errors';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/** Names of the role types per language (spec 02 §3 roleTypeName). */
export const ROLE_TYPE_NAMES: Record<RoleType, Record<Culture, string>> = {
  admin: { tr: 'Yönetici', de: 'Administrator', en: 'Administrator' },
  staff: { tr: 'Personel', de: 'Mitarbeiter', en: 'Staff' },
  salesman: { tr: 'Plasiyer', de: 'Verkäufer', en: 'Salesman' },
  dealer: { tr: 'Bayi', de: 'Händler', en: 'Dealer' },
};

/** Names of the permission actions per language (the permission tree's item names). */
export const PERMISSION_ACTION_NAMES: Record<string, Record<Culture, string>> = {
  list: { tr: 'Listeleme', de: 'Anzeigen', en: 'List' },
  create: { tr: 'Ekleme', de: 'Anlegen', en: 'Create' },
  update: { tr: 'Güncelleme', de: 'Bearbeiten', en: 'Update' },
  delete: { tr: 'Silme', de: 'Löschen', en: 'Delete' },
  execute: { tr: 'Çalıştırma', de: 'Ausführen', en: 'Execute' },
  select: { tr: 'Seçme', de: 'Auswählen', en: 'Select' },
  cancel: { tr: 'İptal etme', de: 'Stornieren', en: 'Cancel' },
  show: { tr: 'Görüntüleme', de: 'Anzeigen', en: 'Show' },
  reload: { tr: 'Yeniden yükleme', de: 'Neu laden', en: 'Reload' },
};

export const RoleSchema = z.object({
  id: z.number().int(),
  name: text(),
  roleType: z.enum(ROLE_TYPES),
  /** The role type's name in the caller's x-culture. */
  roleTypeName: text(),
});
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = pagedListSchema(RoleSchema);

/**
 * Permission (spec 02 §3): one code of the catalogue. `id` is the code itself (codes are the permissions'
 * identity: roles hold them, routes name them); `parentId` is its area, the id of its permission tree
 * node; `name` is the action's name in the caller's x-culture; `order` its place in the catalogue (1..n).
 */
export const PermissionSchema = z.object({
  id: text(),
  parentId: text(),
  code: text(),
  name: text(),
  order: z.number().int(),
});
export type Permission = z.infer<typeof PermissionSchema>;

/** The detailed role: its permissions in catalogue order. */
export const RoleWithPermissionsSchema = RoleSchema.extend({ permissions: z.array(PermissionSchema) });
export type RoleWithPermissions = z.infer<typeof RoleWithPermissionsSchema>;

export const RoleUserSchema = z.object({ id: text(), accountName: text(), email: text() });
export const RoleWithUsersSchema = RoleSchema.extend({ users: z.array(RoleUserSchema) });
export type RoleWithUsers = z.infer<typeof RoleWithUsersSchema>;

/** Permission tree node (spec 02 §3: id, name, items): an area (`id` the area, name in x-culture) with its permissions. */
export const PermissionTreeNodeSchema = z.object({
  id: text(),
  name: text(),
  items: z.array(PermissionSchema),
});
export const PermissionTreeSchema = z.array(PermissionTreeNodeSchema);
export type PermissionTreeNode = z.infer<typeof PermissionTreeNodeSchema>;

export const RoleIdParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Create and update body. Unknown permission codes are refused by the server (UNKNOWN_PERMISSION). */
export const RoleBodySchema = z.object({
  name: text().trim().min(1).max(100),
  roleType: z.enum(ROLE_TYPES),
  permissions: z.array(text().max(100)).max(PERMISSION_CODES.length * 2),
});
export type RoleBody = z.infer<typeof RoleBodySchema>;

/** ColumnFilters of GET /api/roles: a JSON object, e.g. `{"roleType":"dealer"}`. */
export const RoleColumnFiltersSchema = z.strictObject({ roleType: z.enum(ROLE_TYPES).optional() });
export type RoleColumnFilters = z.infer<typeof RoleColumnFiltersSchema>;
