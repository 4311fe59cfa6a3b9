import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  BannerGroupParamSchema,
  BannerIdParamSchema,
  BannerListSchema,
  BannerPageSchema,
  BannerSchema,
  CreateBannerFormSchema,
  UpdateBannerFormSchema,
} from './banners.schemas';

// Banners (spec 01 §7 Common settings; 02 §3 "Banner"; ADR 0045). POST and PUT are multipart: the form
// fields of their body schema and an image per language (png, jpeg, webp or svg, within the image
// settings' limits), stored through the image pipeline as webp with a thumbnail (ADR 0022).

const IMAGE_FILES = {
  imageTr: { description: 'The Turkish image (required on create; what the other languages fall back to)' },
  imageDe: { description: 'The German image (optional)' },
  imageEn: { description: 'The English image (optional)' },
} as const;

export const listBanners = defineEndpoint({
  id: 'listBanners',
  method: 'GET',
  path: '/api/commons/banners',
  tag: 'commons',
  summary:
    'Every banner, paged (SearchTerm over title, description and link; OrderBy groupTag|order|title|countryCode|activeFrom|activeTo|id [asc|desc], default group then order; ColumnFilters {groupTag, categoryId, countryCode})',
  auth: { anyOf: ['banner.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: BannerPageSchema,
});

export const createBanner = defineEndpoint({
  id: 'createBanner',
  method: 'POST',
  path: '/api/commons/banners',
  tag: 'commons',
  summary:
    'Adds a banner (multipart: groupTag, categoryId, countryCode, title, description, href (a path of the portal or http(s)), target, order, isActive, activeFrom, activeTo; files imageTr (required), imageDe, imageEn)',
  auth: { anyOf: ['banner.create'] },
  body: CreateBannerFormSchema,
  bodyType: 'multipart',
  files: IMAGE_FILES,
  status: 200,
  response: BannerSchema,
});

export const updateBanner = defineEndpoint({
  id: 'updateBanner',
  method: 'PUT',
  path: '/api/commons/banners',
  tag: 'commons',
  summary:
    'Replaces a banner by the form field id (multipart, the fields of POST; a new image file replaces that language’s, removeImageDe/removeImageEn=true drop one)',
  auth: { anyOf: ['banner.update'] },
  body: UpdateBannerFormSchema,
  bodyType: 'multipart',
  files: IMAGE_FILES,
  status: 200,
  response: BannerSchema,
});

export const getBannerGroup = defineEndpoint({
  id: 'getBannerGroup',
  method: 'GET',
  path: '/api/commons/banners/{groupTag}',
  tag: 'commons',
  summary: 'Every banner of a group, in order, whatever its window, country or state (the administration’s view of the group)',
  auth: { anyOf: ['banner.list'] },
  params: BannerGroupParamSchema,
  status: 200,
  response: BannerListSchema,
});

export const deleteBanner = defineEndpoint({
  id: 'deleteBanner',
  method: 'DELETE',
  path: '/api/commons/banners/{id}',
  tag: 'commons',
  summary: 'Deletes a banner and its images',
  auth: { anyOf: ['banner.delete'] },
  params: BannerIdParamSchema,
  status: 204,
});

export const bannersEndpoints = [listBanners, createBanner, updateBanner, getBannerGroup, deleteBanner];
