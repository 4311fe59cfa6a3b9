import { defineEndpoint } from '../common/endpoint';
import {
  BatterySearchQuerySchema,
  BatterySearchResultSchema,
  ConfiguratorParamsSchema,
  ConfiguratorResultSchema,
  ExpertOpinionListSchema,
  ExpertOpinionParamsSchema,
  ExpertOpinionQuerySchema,
  VehicleListQuerySchema,
  VehicleListSchema,
  VehicleMakeListSchema,
  VehicleModelListSchema,
  VehicleModelsQuerySchema,
} from './fitment.schemas';

/**
 * Our extension (issue 19; ADR 0052): the spec names the screens (/configurator, /battery-search,
 * /expert-opinion) but not their calls. The configurator needs configurator.show (its route's
 * configuratorList), the battery search and the expert opinions a customer in Germany (`customerCountries`,
 * spec 02 §6); the vehicle lookups serve all three, so any caller acting for a customer may use them.
 */
const vehicleAccess = 'For the configurator, the battery search and the expert opinions.';

export const listVehicleMakes = defineEndpoint({
  id: 'listVehicleMakes',
  method: 'GET',
  path: '/api/fitment/vehicles/makes',
  tag: 'fitment',
  summary: `The vehicle makes with fitment data, A-Z. ${vehicleAccess}`,
  auth: 'customer',
  extension: true,
  status: 200,
  response: VehicleMakeListSchema,
});

export const listVehicleModels = defineEndpoint({
  id: 'listVehicleModels',
  method: 'GET',
  path: '/api/fitment/vehicles/models',
  tag: 'fitment',
  summary: `The models of a make, A-Z. ${vehicleAccess}`,
  auth: 'customer',
  extension: true,
  query: VehicleModelsQuerySchema,
  status: 200,
  response: VehicleModelListSchema,
});

export const listVehicles = defineEndpoint({
  id: 'listVehicles',
  method: 'GET',
  path: '/api/fitment/vehicles',
  tag: 'fitment',
  summary: `The vehicles (year ranges and engines) of a model, those built in \`year\` if given. ${vehicleAccess}`,
  auth: 'customer',
  extension: true,
  query: VehicleListQuerySchema,
  status: 200,
  response: VehicleListSchema,
});

export const getConfigurator = defineEndpoint({
  id: 'getConfigurator',
  method: 'GET',
  path: '/api/fitment/configurator/{vehicleId}',
  tag: 'fitment',
  summary:
    'The wheel configurator: a vehicle’s wheel fitment with the rims (bolt pattern, diameter, offset) and tyres (sizes) that fit it, as the acting customer sees them (prices, stock, flags; hidden products left out). Unknown vehicle: 404.',
  auth: { anyOf: ['configurator.show'], customer: true },
  extension: true,
  params: ConfiguratorParamsSchema,
  status: 200,
  response: ConfiguratorResultSchema,
});

export const searchBatteries = defineEndpoint({
  id: 'searchBatteries',
  method: 'GET',
  path: '/api/fitment/batteries',
  tag: 'fitment',
  summary:
    'Battery search by vehicle (its least capacity and CCA, largest box, terminal layout) or by specs (capacityMin, ccaMin, lengthMax, widthMax, heightMax, terminalLayout; at least one), as the acting customer sees the batteries. Only for a customer in Germany (else 403).',
  auth: 'customer',
  customerCountries: ['DE'],
  extension: true,
  query: BatterySearchQuerySchema,
  status: 200,
  response: BatterySearchResultSchema,
});

export const searchExpertOpinions = defineEndpoint({
  id: 'searchExpertOpinions',
  method: 'GET',
  path: '/api/fitment/expert-opinions',
  tag: 'fitment',
  summary:
    'Expert opinions (Gutachten, ABE) by rim code or opinion number (`code`, part of it) and/or vehicle; rims the acting customer may not see are left out. Only for a customer in Germany (else 403).',
  auth: 'customer',
  customerCountries: ['DE'],
  extension: true,
  query: ExpertOpinionQuerySchema,
  status: 200,
  response: ExpertOpinionListSchema,
});

export const downloadExpertOpinion = defineEndpoint({
  id: 'downloadExpertOpinion',
  method: 'GET',
  path: '/api/fitment/expert-opinions/{id}/document',
  tag: 'fitment',
  summary:
    'The PDF of an expert opinion (from the document storage). 404 when there is none or its rim is hidden for the acting customer. Only for a customer in Germany (else 403).',
  auth: 'customer',
  customerCountries: ['DE'],
  extension: true,
  params: ExpertOpinionParamsSchema,
  download: true,
  status: 200,
});

export const fitmentEndpoints = [
  listVehicleMakes,
  listVehicleModels,
  listVehicles,
  getConfigurator,
  searchBatteries,
  searchExpertOpinions,
  downloadExpertOpinion,
];
