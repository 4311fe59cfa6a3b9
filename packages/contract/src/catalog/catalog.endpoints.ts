import { defineEndpoint } from '../common/endpoint';
import {
  CategoryTreeSchema,
  FacetListSchema,
  PriceExplanationQuerySchema,
  PriceExplanationSchema,
  PriceListQuerySchema,
  ProductCodeParamSchema,
  ProductDetailListSchema,
  ProductDetailSchema,
  ProductDetailsBodySchema,
  ProductIdParamSchema,
  ProductListBodySchema,
  ProductListSchema,
  ProductPropertiesQuerySchema,
  ProductStockParamSchema,
  ProductStockSchema,
  SearchByTextQuerySchema,
  SearchResultGroupListSchema,
} from './catalog.schemas';

// Every product call answers for the acting customer (design.md §4): a product its access rules
// hide (hasList false) is absent from lists, facets and search and is 404 when asked for directly.

export const listCategories = defineEndpoint({
  id: 'listCategories',
  method: 'GET',
  path: '/api/catalogs/categories',
  tag: 'catalog',
  summary: 'The active category tree (names in x-culture), by order',
  auth: 'user',
  status: 200,
  response: CategoryTreeSchema,
});

export const listProducts = defineEndpoint({
  id: 'listProducts',
  method: 'POST',
  path: '/api/catalogs/products/list',
  tag: 'catalog',
  summary:
    'Products the selected customer may see, paged (default 50, at most 100 a page and 10,000 rows deep): category (with its sub-categories), search text, facet filter (OR within a property, AND across), sort by a sort-params id; prices and stock for this customer',
  auth: 'customer',
  body: ProductListBodySchema,
  status: 200,
  response: ProductListSchema,
});

export const getProductDetail = defineEndpoint({
  id: 'getProductDetail',
  method: 'GET',
  path: '/api/catalogs/products/{id}/detail',
  tag: 'catalog',
  summary: 'One product with its properties, for the selected customer (hidden or unknown: 404)',
  auth: 'customer',
  params: ProductIdParamSchema,
  status: 200,
  response: ProductDetailSchema,
});

export const getProductDetailByCode = defineEndpoint({
  id: 'getProductDetailByCode',
  method: 'GET',
  path: '/api/catalogs/products/{code}/detail-by-code',
  tag: 'catalog',
  summary: 'One product by its code (exact, case-insensitive), for the selected customer (hidden or unknown: 404)',
  auth: 'customer',
  params: ProductCodeParamSchema,
  status: 200,
  response: ProductDetailSchema,
});

export const listProductFacets = defineEndpoint({
  id: 'listProductFacets',
  method: 'GET',
  path: '/api/catalogs/products/properties',
  tag: 'catalog',
  summary: 'Facets of a category (and search text): its properties with the values and how many products this customer sees with each',
  auth: 'customer',
  query: ProductPropertiesQuerySchema,
  status: 200,
  response: FacetListSchema,
});

export const getProductStocks = defineEndpoint({
  id: 'getProductStocks',
  method: 'GET',
  path: '/api/catalogs/products/{productId}/stocks',
  tag: 'catalog',
  summary: 'Stock per active warehouse (by priority) for the selected customer; empty with showStock false; hidden or unknown: 404',
  auth: 'customer',
  params: ProductStockParamSchema,
  status: 200,
  response: ProductStockSchema,
});

export const getProductDetails = defineEndpoint({
  id: 'getProductDetails',
  method: 'POST',
  path: '/api/catalogs/products/details',
  tag: 'catalog',
  summary: 'Several products by id (at most 100), in the order asked; those hidden or unknown are left out',
  auth: 'customer',
  body: ProductDetailsBodySchema,
  status: 200,
  response: ProductDetailListSchema,
});

export const searchProductsByText = defineEndpoint({
  id: 'searchProductsByText',
  method: 'GET',
  path: '/api/catalogs/products/search-by-text',
  tag: 'catalog',
  summary:
    'Header search (q: 3 characters or more; case- and Turkish-letter-insensitive; tyre sizes however typed): groups by category with the total and the first 5 products, exact code hits first',
  auth: 'customer',
  query: SearchByTextQuerySchema,
  status: 200,
  response: SearchResultGroupListSchema,
});

export const downloadPriceList = defineEndpoint({
  id: 'downloadPriceList',
  method: 'GET',
  path: '/api/catalogs/products/price-list',
  tag: 'catalog',
  summary:
    "The acting customer's price list as xlsx, streamed: every product it may see (or those of a category with its sub-categories, or of a search text), with code, name, brand, its net price, VAT rate, stock state and an empty quantity column; filled in and uploaded to the quick-order pad, it becomes an order",
  auth: 'customer',
  extension: true,
  query: PriceListQuerySchema,
  download: true,
  status: 200,
});

export const getPriceExplanation = defineEndpoint({
  id: 'getPriceExplanation',
  method: 'GET',
  path: '/api/catalogs/products/{id}/price-explanation',
  tag: 'catalog',
  summary:
    "Why the selected customer's price of a product is what it is, step by step (list price, price list or quantity break, campaign, each discount, rounding, expense, VAT), at a quantity and optionally a payment method; for the distributor's staff and salesmen acting for a customer (a dealer: 403; a price it may not see: 404)",
  auth: 'customer',
  extension: true,
  params: ProductIdParamSchema,
  query: PriceExplanationQuerySchema,
  status: 200,
  response: PriceExplanationSchema,
});

export const catalogEndpoints = [
  downloadPriceList,
  getPriceExplanation,
  listCategories,
  listProducts,
  getProductDetail,
  getProductDetailByCode,
  listProductFacets,
  getProductStocks,
  getProductDetails,
  searchProductsByText,
];
