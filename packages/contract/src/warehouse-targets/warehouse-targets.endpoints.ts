import { defineEndpoint } from '../common/endpoint';
import {
  ListWarehouseTargetsQuerySchema,
  WarehouseTargetIdParamSchema,
  WarehouseTargetInputSchema,
  WarehouseTargetListSchema,
  WarehouseTargetSchema,
} from './warehouse-targets.schemas';

export const listWarehouseTargets = defineEndpoint({
  id: 'listWarehouseTargets',
  method: 'GET',
  path: '/api/catalogs/warehouses/warehouse-targets',
  tag: 'catalog',
  summary: 'Warehouse rules, paged (PageIndex 1-based and PageSize required), by priority',
  auth: { anyOf: ['warehouse-target.list'] },
  query: ListWarehouseTargetsQuerySchema,
  status: 200,
  response: WarehouseTargetListSchema,
});

export const createWarehouseTarget = defineEndpoint({
  id: 'createWarehouseTarget',
  method: 'POST',
  path: '/api/catalogs/warehouses/target',
  tag: 'catalog',
  summary: 'Creates a warehouse rule; unknown warehouse or a country both accepted and rejected is 400',
  auth: { anyOf: ['warehouse-target.create'] },
  body: WarehouseTargetInputSchema,
  status: 200,
  response: WarehouseTargetSchema,
});

export const updateWarehouseTarget = defineEndpoint({
  id: 'updateWarehouseTarget',
  method: 'PUT',
  path: '/api/catalogs/warehouses/target/{id}',
  tag: 'catalog',
  summary: 'Updates a warehouse rule; unknown rule 404',
  auth: { anyOf: ['warehouse-target.update'] },
  params: WarehouseTargetIdParamSchema,
  body: WarehouseTargetInputSchema,
  status: 200,
  response: WarehouseTargetSchema,
});

export const deleteWarehouseTarget = defineEndpoint({
  id: 'deleteWarehouseTarget',
  method: 'DELETE',
  path: '/api/catalogs/warehouses/target/{id}',
  tag: 'catalog',
  summary: 'Deletes a warehouse rule; unknown rule 404',
  auth: { anyOf: ['warehouse-target.delete'] },
  params: WarehouseTargetIdParamSchema,
  status: 204,
});

export const warehouseTargetsEndpoints = [listWarehouseTargets, createWarehouseTarget, updateWarehouseTarget, deleteWarehouseTarget];
