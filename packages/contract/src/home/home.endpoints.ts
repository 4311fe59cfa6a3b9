import { BannerGroupParamSchema, BannerListSchema, HomeBannersQuerySchema } from '../banners/banners.schemas';
import { BundleTagParamSchema, HomeBundleSchema } from '../bundles/bundles.schemas';
import { defineEndpoint } from '../common/endpoint';
import { SiteInfoSchema } from '../settings/site-settings.schemas';
import { SelectableCustomerListSchema } from './home.schemas';

export const listSelectableCustomers = defineEndpoint({
  id: 'listSelectableCustomers',
  method: 'GET',
  path: '/api/home/customers',
  tag: 'home',
  summary: "Customers the caller may act for: a dealer's own, a salesman's assigned, all for staff with the selection permission",
  auth: 'user',
  status: 200,
  response: SelectableCustomerListSchema,
});

export const getSiteInfos = defineEndpoint({
  id: 'getSiteInfos',
  method: 'GET',
  path: '/api/home/site-infos',
  tag: 'home',
  summary:
    "What the client shows in the header, footer, title, favicon and the sign-up consents, in the caller's language (x-culture); public, with a strong ETag (304 when If-None-Match matches)",
  auth: 'public',
  cacheable: true,
  status: 200,
  response: SiteInfoSchema,
});

export const getHomeBanners = defineEndpoint({
  id: 'getHomeBanners',
  method: 'GET',
  path: '/api/home/banners/{groupTag}',
  tag: 'home',
  summary: "A group's banners shown now to the caller (country, category, x-culture image else tr)",
  auth: 'user',
  params: BannerGroupParamSchema,
  query: HomeBannersQuerySchema,
  status: 200,
  response: BannerListSchema,
});

export const getHomeBundle = defineEndpoint({
  id: 'getHomeBundle',
  method: 'GET',
  path: '/api/home/bundles/{tag}',
  tag: 'home',
  summary:
    "A switched-on bundle in the caller's language (x-culture, else tr) with its products as the acting customer sees them (the product list's items: hidden ones left out, prices, stock and basket flags per customer), in order; 404 when there is no such bundle or it is off",
  auth: 'customer',
  params: BundleTagParamSchema,
  status: 200,
  response: HomeBundleSchema,
});

export const homeEndpoints = [listSelectableCustomers, getSiteInfos, getHomeBanners, getHomeBundle];
