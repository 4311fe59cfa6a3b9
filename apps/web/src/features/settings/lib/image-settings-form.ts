import { IMAGE_SETTING_BOUNDS, IMAGE_TYPES, type UpdateImageSettingsBody } from '@dealerport/contract';
import { z } from 'zod';

const bounded = (b: { min: number; max: number }) =>
  z
    .number('validation.required')
    .int('imageSettings.validation.whole')
    .min(b.min, 'imageSettings.validation.outOfRange')
    .max(b.max, 'imageSettings.validation.outOfRange');
const B = IMAGE_SETTING_BOUNDS;

/** UpdateImageSettingsBodySchema with i18n keys as messages: the same bounds as the server (IMAGE_SETTING_BOUNDS). */
export const ImageSettingsFormSchema = z
  .object({
    maxUploadKb: bounded(B.maxUploadKb),
    allowedTypes: z.array(z.enum(IMAGE_TYPES)).min(1, 'imageSettings.validation.noType'),
    largeMaxSide: bounded(B.largeMaxSide),
    thumbnailMaxSide: bounded(B.thumbnailMaxSide),
    quality: bounded(B.quality),
    thumbnailQuality: bounded(B.quality),
  })
  .refine((b) => b.thumbnailMaxSide <= b.largeMaxSide, { path: ['thumbnailMaxSide'], message: 'imageSettings.validation.thumbnailLarger' });

/** The form's values: a number input holds '' while empty. */
export type ImageSettingsFormValues = {
  maxUploadKb: number | string;
  allowedTypes: string[];
  largeMaxSide: number | string;
  thumbnailMaxSide: number | string;
  quality: number | string;
  thumbnailQuality: number | string;
};

/** The body of PUT /api/commons/imageSettings (types in the contract's order). */
export function toImageSettingsBody(values: ImageSettingsFormValues): UpdateImageSettingsBody {
  return {
    maxUploadKb: Number(values.maxUploadKb),
    allowedTypes: IMAGE_TYPES.filter((type) => values.allowedTypes.includes(type)),
    largeMaxSide: Number(values.largeMaxSide),
    thumbnailMaxSide: Number(values.thumbnailMaxSide),
    quality: Number(values.quality),
    thumbnailQuality: Number(values.thumbnailQuality),
  };
}
