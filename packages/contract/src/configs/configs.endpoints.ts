import { defineEndpoint } from '../common/endpoint';
import {
  ClientConfigsSchema,
  ConfigIdParamSchema,
  ConfigItemInputSchema,
  ConfigItemListSchema,
  ConfigItemSchema,
  ConfigKeyParamSchema,
  ConfigOperationParamSchema,
} from './configs.schemas';

// Config items (spec 01 §7 "Configs", 02 §3 "Config item"): served by the configs module. The spec names
// no permissions for them: the catalogue's config.list/create/update (route group configurationList).

export const listConfigs = defineEndpoint({
  id: 'listConfigs',
  method: 'GET',
  path: '/api/commons/configs',
  tag: 'commons',
  summary: 'Every config item, by operation (group) then key',
  auth: { anyOf: ['config.list'] },
  status: 200,
  response: ConfigItemListSchema,
});

export const createConfig = defineEndpoint({
  id: 'createConfig',
  method: 'POST',
  path: '/api/commons/configs',
  tag: 'commons',
  summary:
    'Creates a config item; the key is unique (case-insensitive) and the value must be of its dataType (number, boolean true/false, date YYYY-MM-DD, JSON, text); audited',
  auth: { anyOf: ['config.create'] },
  body: ConfigItemInputSchema,
  status: 200,
  response: ConfigItemSchema,
});

export const listConfigsByOperation = defineEndpoint({
  id: 'listConfigsByOperation',
  method: 'GET',
  path: '/api/commons/configs/{operation}/group-by-operation',
  tag: 'commons',
  summary: 'The config items of one operation (group, case-insensitive), by key; none: an empty list',
  auth: { anyOf: ['config.list'] },
  params: ConfigOperationParamSchema,
  status: 200,
  response: ConfigItemListSchema,
});

export const getConfig = defineEndpoint({
  id: 'getConfig',
  method: 'GET',
  path: '/api/commons/configs/{key}',
  tag: 'commons',
  summary: 'One config item by its key (case-insensitive); unknown key 404',
  auth: { anyOf: ['config.list'] },
  params: ConfigKeyParamSchema,
  status: 200,
  response: ConfigItemSchema,
});

export const updateConfig = defineEndpoint({
  id: 'updateConfig',
  method: 'PUT',
  path: '/api/commons/configs/{id}',
  tag: 'commons',
  summary:
    'Changes a config item, checked as on create; a built-in tunable keeps its key, dataType and operation and its value must lie within its bounds. Every portal process uses the new value at once; audited',
  auth: { anyOf: ['config.update'] },
  params: ConfigIdParamSchema,
  body: ConfigItemInputSchema,
  status: 200,
  response: ConfigItemSchema,
});

export const getClientConfigs = defineEndpoint({
  id: 'getClientConfigs',
  extension: true,
  method: 'GET',
  path: '/api/commons/client-configs',
  tag: 'commons',
  summary:
    'The tunables the client uses (order status poll, cart reload delay, badge maximum, toast times, customer list page size), as in force now: any signed-in user; no other config item',
  auth: 'user',
  status: 200,
  response: ClientConfigsSchema,
});

export const configsEndpoints = [listConfigs, createConfig, listConfigsByOperation, getConfig, updateConfig, getClientConfigs];
