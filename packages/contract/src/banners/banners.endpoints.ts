import { defineEndpoint } from '../common/endpoint';
import { OptionalPagedQuerySchema } from '../common/paging';
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
  imageTr: { description: 'Turkish image (the fallback; required on create)' },
  imageDe: { description: 'German image' },
  imageEn: { description: 'English image' },
} as const;

export const listBanners = defineEndpoint({
  id: 'listBanners',
  method: 'GET',
  path: '/api/commons/banners',
  tag: 'commons',
  summary: 'Banners, paged (without PageNumber/PageSize the first 50); ColumnFilters {groupTag, categoryId, countryCode}',
  auth: { anyOf: ['banner.list'] },
  query: OptionalPagedQuerySchema,
  status: 200,
  response: BannerPageSchema,
});

export const createBanner = defineEndpoint({
  id: 'createBanner',
  method: 'POST',
  path: '/api/commons/banners',
  tag: 'commons',
  summary: 'Adds a banner (multipart)',
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
  summary: 'Replaces a banner by the form field id (multipart)',
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
  summary: 'A group’s banners, in order',
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
  summary: 'Deletes a banner',
  auth: { anyOf: ['banner.delete'] },
  params: BannerIdParamSchema,
  status: 204,
});

export const bannersEndpoints = [listBanners, createBanner, updateBanner, getBannerGroup, deleteBanner];
