import { defineEndpoint } from '../common/endpoint';
import { PagedQuerySchema } from '../common/paging';
import {
  AdditionalDetailIdParamSchema,
  AdditionalDetailPageSchema,
  AdditionalDetailSchema,
  AdminProductListQuerySchema,
  AdminProductPageSchema,
  CategoryMapIdParamSchema,
  CategoryMapListSchema,
  CategoryMapSchema,
  CreateAdditionalDetailFormSchema,
  CreateCategoryMapFormSchema,
  UpdateAdditionalDetailFormSchema,
  UpdateCategoryMapFormSchema,
} from './catalog-admin.schemas';

// Catalogue administration. Multipart calls take the form fields of their body schema and at most
// one image file (png, jpeg, webp or svg, 5 MB); a JSON body is refused with MULTIPART_REQUIRED.
// A raster image is stored as webp (at most 1600 px a side) with a thumbnail (at most 256 px, webp);
// an SVG is kept as it is, with a webp thumbnail (ADR 0022).

const IMAGE_FILE = {
  image: { description: 'The image (png, jpeg, webp or svg, up to 5 MB); required for type image unless one is stored' },
} as const;
const ICON_FILE = { icon: { description: 'The icon (png, jpeg, webp or svg, up to 5 MB)' } } as const;

export const listAdminProducts = defineEndpoint({
  id: 'listAdminProducts',
  method: 'GET',
  path: '/api/catalogs/products/admin/list',
  tag: 'catalog',
  summary:
    'Every product, inactive ones too and without customer visibility, paged (Page from 1, Size up to 200): CategoryId (with its sub-categories), SearchText over code and name',
  // also the bundle editors' product picker (ADR 0048) and the campaign editors'
  auth: {
    anyOf: [
      'product-additional-detail.list',
      'customer-access.list',
      'bundle.create',
      'bundle.update',
      'price-rule.create',
      'price-rule.update',
    ],
  },
  query: AdminProductListQuerySchema,
  status: 200,
  response: AdminProductPageSchema,
});

export const listAdditionalDetails = defineEndpoint({
  id: 'listAdditionalDetails',
  method: 'GET',
  path: '/api/catalogs/products/additional-details',
  tag: 'catalog',
  summary:
    'Product additional details, paged: SearchTerm over label, value, category, property value and product code; OrderBy order|label|value|categoryName|type|createdOnUtc|id; ColumnFilters {categoryId, productId, propertyId, propertyDetailId, type}',
  auth: { anyOf: ['product-additional-detail.list'] },
  query: PagedQuerySchema,
  status: 200,
  response: AdditionalDetailPageSchema,
});

export const createAdditionalDetail = defineEndpoint({
  id: 'createAdditionalDetail',
  method: 'POST',
  path: '/api/catalogs/products/additional-details',
  tag: 'catalog',
  summary: 'Adds an additional detail (multipart: the fields, optional image file "image"; type image needs one)',
  auth: { anyOf: ['product-additional-detail.create'] },
  body: CreateAdditionalDetailFormSchema,
  bodyType: 'multipart',
  files: IMAGE_FILE,
  status: 200,
  response: AdditionalDetailSchema,
});

export const updateAdditionalDetail = defineEndpoint({
  id: 'updateAdditionalDetail',
  method: 'PUT',
  path: '/api/catalogs/products/additional-details',
  tag: 'catalog',
  summary:
    'Replaces an additional detail by the form field id (multipart; a new "image" file replaces the stored one, removeImage=true drops it)',
  auth: { anyOf: ['product-additional-detail.update'] },
  body: UpdateAdditionalDetailFormSchema,
  bodyType: 'multipart',
  files: IMAGE_FILE,
  status: 200,
  response: AdditionalDetailSchema,
});

export const deleteAdditionalDetail = defineEndpoint({
  id: 'deleteAdditionalDetail',
  method: 'DELETE',
  path: '/api/catalogs/products/additional-details/{productAdditionalDetailId}',
  tag: 'catalog',
  summary: 'Deletes an additional detail and its image',
  auth: { anyOf: ['product-additional-detail.delete'] },
  params: AdditionalDetailIdParamSchema,
  status: 204,
});

export const listCategoryMaps = defineEndpoint({
  id: 'listCategoryMaps',
  method: 'GET',
  path: '/api/catalogs/category/maps',
  tag: 'catalog',
  summary: "The selected customer's category maps (its own code and name per portal category), by external code",
  auth: { anyOf: ['category-map.list'], customer: true },
  status: 200,
  response: CategoryMapListSchema,
});

export const createCategoryMap = defineEndpoint({
  id: 'createCategoryMap',
  method: 'POST',
  path: '/api/catalogs/category/map',
  tag: 'catalog',
  summary: 'Adds a category map for the selected customer (multipart: categoryId, externalCode, externalName, optional icon file "icon")',
  auth: { anyOf: ['category-map.create'], customer: true },
  body: CreateCategoryMapFormSchema,
  bodyType: 'multipart',
  files: ICON_FILE,
  status: 200,
  response: CategoryMapSchema,
});

export const updateCategoryMap = defineEndpoint({
  id: 'updateCategoryMap',
  method: 'PUT',
  path: '/api/catalogs/category/map',
  tag: 'catalog',
  summary: "Replaces one of the selected customer's category maps by the form field id (multipart; another customer's map is 404)",
  auth: { anyOf: ['category-map.update'], customer: true },
  body: UpdateCategoryMapFormSchema,
  bodyType: 'multipart',
  files: ICON_FILE,
  status: 200,
  response: CategoryMapSchema,
});

export const deleteCategoryMap = defineEndpoint({
  id: 'deleteCategoryMap',
  method: 'DELETE',
  path: '/api/catalogs/category/map/{id}',
  tag: 'catalog',
  summary: "Deletes one of the selected customer's category maps (another customer's map is 404)",
  auth: { anyOf: ['category-map.delete'], customer: true },
  params: CategoryMapIdParamSchema,
  status: 204,
});

export const catalogAdminEndpoints = [
  listAdminProducts,
  listAdditionalDetails,
  createAdditionalDetail,
  updateAdditionalDetail,
  deleteAdditionalDetail,
  listCategoryMaps,
  createCategoryMap,
  updateCategoryMap,
  deleteCategoryMap,
] as const;
