import { defineEndpoint } from '../common/endpoint';
import {
  CampaignBodySchema,
  CampaignPageSchema,
  CampaignSchema,
  ListCampaignsQuerySchema,
  ListPriceListsQuerySchema,
  PriceGroupListSchema,
  PriceListAssignmentsBodySchema,
  PriceListDetailSchema,
  PriceListItemPageSchema,
  PriceListPageSchema,
  PriceRuleIdParamSchema,
} from './price-rules.schemas';

// Price rules administration (ADR 0065): our extension, the spec lists none of these calls.

export const listCampaigns = defineEndpoint({
  id: 'listCampaigns',
  method: 'GET',
  path: '/api/price-rules/campaigns',
  tag: 'price-rules',
  summary:
    'Campaigns, paged (without PageNumber/PageSize the first 50), the latest first; SearchTerm over code and names; status running|planned|ended|inactive on the distributor’s day',
  auth: { anyOf: ['price-rule.list'] },
  extension: true,
  query: ListCampaignsQuerySchema,
  status: 200,
  response: CampaignPageSchema,
});

export const getCampaign = defineEndpoint({
  id: 'getCampaign',
  method: 'GET',
  path: '/api/price-rules/campaigns/{id}',
  tag: 'price-rules',
  summary: 'A campaign with its customers, price groups, products and categories',
  auth: { anyOf: ['price-rule.list'] },
  extension: true,
  params: PriceRuleIdParamSchema,
  status: 200,
  response: CampaignSchema,
});

export const createCampaign = defineEndpoint({
  id: 'createCampaign',
  method: 'POST',
  path: '/api/price-rules/campaigns',
  tag: 'price-rules',
  summary:
    'Adds a campaign: a unique code (409 when taken), names per language, its days, a percentage off or a fixed net price in a currency, for whom and on what',
  auth: { anyOf: ['price-rule.create'] },
  extension: true,
  body: CampaignBodySchema,
  status: 200,
  response: CampaignSchema,
});

export const updateCampaign = defineEndpoint({
  id: 'updateCampaign',
  method: 'PUT',
  path: '/api/price-rules/campaigns/{id}',
  tag: 'price-rules',
  summary: 'Replaces a campaign (409 when the code is another campaign’s)',
  auth: { anyOf: ['price-rule.update'] },
  extension: true,
  params: PriceRuleIdParamSchema,
  body: CampaignBodySchema,
  status: 200,
  response: CampaignSchema,
});

export const deleteCampaign = defineEndpoint({
  id: 'deleteCampaign',
  method: 'DELETE',
  path: '/api/price-rules/campaigns/{id}',
  tag: 'price-rules',
  summary: 'Deletes a campaign (orders placed under it keep its code and names)',
  auth: { anyOf: ['price-rule.delete'] },
  extension: true,
  params: PriceRuleIdParamSchema,
  status: 204,
});

export const listPriceLists = defineEndpoint({
  id: 'listPriceLists',
  method: 'GET',
  path: '/api/price-rules/price-lists',
  tag: 'price-rules',
  summary:
    'Price lists from the ERP, paged, by code; SearchTerm over code and name; with their price and quantity-break counts and who they are for',
  auth: { anyOf: ['price-rule.list'] },
  extension: true,
  query: ListPriceListsQuerySchema,
  status: 200,
  response: PriceListPageSchema,
});

export const getPriceList = defineEndpoint({
  id: 'getPriceList',
  method: 'GET',
  path: '/api/price-rules/price-lists/{id}',
  tag: 'price-rules',
  summary: 'A price list with who it is for (everyone, customers, price groups)',
  auth: { anyOf: ['price-rule.list'] },
  extension: true,
  params: PriceRuleIdParamSchema,
  status: 200,
  response: PriceListDetailSchema,
});

export const listPriceListItems = defineEndpoint({
  id: 'listPriceListItems',
  method: 'GET',
  path: '/api/price-rules/price-lists/{id}/items',
  tag: 'price-rules',
  summary: 'The prices of a list, paged, by product code then starting quantity; SearchTerm over the product’s code and name',
  auth: { anyOf: ['price-rule.list'] },
  extension: true,
  params: PriceRuleIdParamSchema,
  query: ListPriceListsQuerySchema,
  status: 200,
  response: PriceListItemPageSchema,
});

export const updatePriceListAssignments = defineEndpoint({
  id: 'updatePriceListAssignments',
  method: 'PUT',
  path: '/api/price-rules/price-lists/{id}/assignments',
  tag: 'price-rules',
  summary: 'Replaces who a price list is for: everyone of its currency, customers by id, price groups',
  auth: { anyOf: ['price-rule.update'] },
  extension: true,
  params: PriceRuleIdParamSchema,
  body: PriceListAssignmentsBodySchema,
  status: 200,
  response: PriceListDetailSchema,
});

export const listPriceGroups = defineEndpoint({
  id: 'listPriceGroups',
  method: 'GET',
  path: '/api/price-rules/price-groups',
  tag: 'price-rules',
  summary: 'The price groups customers are in, each with its number of active customers, by name',
  auth: { anyOf: ['price-rule.list'] },
  extension: true,
  status: 200,
  response: PriceGroupListSchema,
});

export const priceRulesEndpoints = [
  listCampaigns,
  getCampaign,
  createCampaign,
  updateCampaign,
  deleteCampaign,
  listPriceLists,
  getPriceList,
  listPriceListItems,
  updatePriceListAssignments,
  listPriceGroups,
];
