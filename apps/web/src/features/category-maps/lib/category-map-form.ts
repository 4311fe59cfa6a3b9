import type { CategoryMap } from '@dealerport/contract';
import { z } from 'zod';
import { toFormData } from '../../../lib/api-client';

/** Upload limits of the server (ADR 0014): png, jpeg, webp or svg, 5 MB. */
export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const MAX_ICON_BYTES = 5 * 1024 * 1024;

export type CategoryMapFormValues = {
  categoryId: string | null;
  externalCode: string;
  externalName: string;
  icon: File | null;
  /** Edit only: drop the stored icon. */
  removeIcon: boolean;
};

/** The contract's CreateCategoryMapFormSchema with i18n keys as messages, plus the upload limits. */
export const CategoryMapFormSchema = z
  .object({
    categoryId: z.string().nullable(),
    externalCode: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    externalName: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
    icon: z.instanceof(File).nullable(),
    removeIcon: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.categoryId) ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'validation.required' });
    if (v.icon && !(ICON_TYPES as readonly string[]).includes(v.icon.type)) {
      ctx.addIssue({ code: 'custom', path: ['icon'], message: 'uploads.imageType' });
    } else if (v.icon && v.icon.size > MAX_ICON_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['icon'], message: 'uploads.imageSize' });
    }
  });

export function categoryMapFormValues(map?: CategoryMap | null): CategoryMapFormValues {
  return {
    categoryId: map ? String(map.categoryId) : null,
    externalCode: map?.externalCode ?? '',
    externalName: map?.externalName ?? '',
    icon: null,
    removeIcon: false,
  };
}

/** The multipart body of POST (no id) and PUT (the id as a form field, ADR 0014). */
export function toCategoryMapForm(values: CategoryMapFormValues, id?: number): FormData {
  return toFormData(
    {
      id,
      categoryId: values.categoryId ?? undefined,
      externalCode: values.externalCode.trim(),
      externalName: values.externalName.trim(),
      removeIcon: id !== undefined && values.removeIcon && !values.icon ? true : undefined,
    },
    { icon: values.icon },
  );
}
