import { defineEndpoint } from '../common/endpoint';
import { OptionalPagedQuerySchema } from '../common/paging';
import {
  BundleIdParamSchema,
  BundlePageSchema,
  BundleSchema,
  BundleTagParamSchema,
  CreateBundleBodySchema,
  UpdateBundleBodySchema,
} from './bundles.schemas';

// Bundles (spec 01 §7 Common settings; 02 §3 "Bundle"; ADR 0048). The home page's call is in home.endpoints.ts.

export const listBundles = defineEndpoint({
  id: 'listBundles',
  method: 'GET',
  path: '/api/commons/bundles',
  tag: 'commons',
  summary: 'Bundles, paged (without PageNumber/PageSize the first 50); SearchTerm over tag and titles; ColumnFilters {tag, isActive}',
  auth: { anyOf: ['bundle.list'] },
  query: OptionalPagedQuerySchema,
  status: 200,
  response: BundlePageSchema,
});

export const createBundle = defineEndpoint({
  id: 'createBundle',
  method: 'POST',
  path: '/api/commons/bundles',
  tag: 'commons',
  summary: 'Adds a bundle: a unique tag, texts per language, products by code in order',
  auth: { anyOf: ['bundle.create'] },
  body: CreateBundleBodySchema,
  status: 200,
  response: BundleSchema,
});

export const updateBundle = defineEndpoint({
  id: 'updateBundle',
  method: 'PUT',
  path: '/api/commons/bundles',
  tag: 'commons',
  summary: 'Replaces a bundle by the body’s id',
  auth: { anyOf: ['bundle.update'] },
  body: UpdateBundleBodySchema,
  status: 200,
  response: BundleSchema,
});

export const getBundle = defineEndpoint({
  id: 'getBundle',
  method: 'GET',
  path: '/api/commons/bundles/{tag}',
  tag: 'commons',
  summary: 'The bundle of a tag (switched on or not); 404 when there is none',
  auth: { anyOf: ['bundle.list'] },
  params: BundleTagParamSchema,
  status: 200,
  response: BundleSchema,
});

export const deleteBundle = defineEndpoint({
  id: 'deleteBundle',
  method: 'DELETE',
  path: '/api/commons/bundles/{id}',
  tag: 'commons',
  summary: 'Deletes a bundle',
  auth: { anyOf: ['bundle.delete'] },
  params: BundleIdParamSchema,
  status: 204,
});

export const bundlesEndpoints = [listBundles, createBundle, updateBundle, getBundle, deleteBundle];
