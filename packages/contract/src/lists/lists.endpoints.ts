import { CartBatchResultSchema } from '../baskets/baskets.schemas';
import { defineEndpoint } from '../common/endpoint';
import {
  AddListLineBodySchema,
  CopyListBodySchema,
  CreateListBodySchema,
  ListDetailSchema,
  ListIdParamSchema,
  ListImportResultSchema,
  ListSummaryListSchema,
  ListToCartBodySchema,
  RenameListBodySchema,
  ReplaceListLinesBodySchema,
} from './lists.schemas';

export const listLists = defineEndpoint({
  id: 'listLists',
  method: 'GET',
  path: '/api/lists',
  tag: 'lists',
  summary: "The acting customer's order lists, most recently changed first",
  auth: 'customer',
  extension: true,
  status: 200,
  response: ListSummaryListSchema,
});

export const createList = defineEndpoint({
  id: 'createList',
  method: 'POST',
  path: '/api/lists',
  tag: 'lists',
  summary:
    "Creates an order list for the acting customer: empty, with the given lines, from its cart (fromCart) or from one of its past orders (fromOrder: the document number). Products the customer may not see are left out; another customer's order is 404",
  auth: 'customer',
  extension: true,
  body: CreateListBodySchema,
  status: 200,
  response: ListDetailSchema,
});

export const getList = defineEndpoint({
  id: 'getList',
  method: 'GET',
  path: '/api/lists/{id}',
  tag: 'lists',
  summary:
    "An order list with its lines and each product as the customer sees it today (null when no longer visible); another customer's list is 404",
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  status: 200,
  response: ListDetailSchema,
});

export const renameList = defineEndpoint({
  id: 'renameList',
  method: 'PUT',
  path: '/api/lists/{id}',
  tag: 'lists',
  summary: 'Renames an order list',
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  body: RenameListBodySchema,
  status: 200,
  response: ListDetailSchema,
});

export const deleteList = defineEndpoint({
  id: 'deleteList',
  method: 'DELETE',
  path: '/api/lists/{id}',
  tag: 'lists',
  summary: 'Deletes an order list',
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  status: 204,
});

export const copyList = defineEndpoint({
  id: 'copyList',
  method: 'POST',
  path: '/api/lists/{id}/copy',
  tag: 'lists',
  summary: 'Copies an order list under a new name',
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  body: CopyListBodySchema,
  status: 200,
  response: ListDetailSchema,
});

export const replaceListLines = defineEndpoint({
  id: 'replaceListLines',
  method: 'PUT',
  path: '/api/lists/{id}/lines',
  tag: 'lists',
  summary:
    'Sets the lines of an order list in the order given (quantities, sorting; a product left out is removed; a product given twice is summed); products the customer may not see are 404',
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  body: ReplaceListLinesBodySchema,
  status: 200,
  response: ListDetailSchema,
});

export const addListLine = defineEndpoint({
  id: 'addListLine',
  method: 'POST',
  path: '/api/lists/{id}/lines',
  tag: 'lists',
  summary:
    'Adds a product to an order list ("add to list"), its quantity on top of the line the list has for it; a product the customer may not see is 404',
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  body: AddListLineBodySchema,
  status: 200,
  response: ListDetailSchema,
});

export const addListToCart = defineEndpoint({
  id: 'addListToCart',
  method: 'POST',
  path: '/api/lists/{id}/cart',
  tag: 'lists',
  summary:
    "Puts an order list (every line, or the given line ids) into the acting customer's cart at today's prices, each quantity on top of the cart's, through the cart's own checks; answers per product whether it went in or why not",
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  body: ListToCartBodySchema,
  status: 200,
  response: CartBatchResultSchema,
});

export const exportList = defineEndpoint({
  id: 'exportList',
  method: 'GET',
  path: '/api/lists/{id}/export',
  tag: 'lists',
  summary:
    "An order list as xlsx (code, name, quantity; the columns the quick-order pad and the list import read back), in the caller's language",
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  download: true,
  status: 200,
});

export const importList = defineEndpoint({
  id: 'importList',
  method: 'POST',
  path: '/api/lists/{id}/import',
  tag: 'lists',
  summary:
    'Adds the rows of an uploaded csv/xlsx (multipart file "file": code or EAN and quantity columns named in Turkish, German or English) to an order list, quantities on top of its lines; rows whose code finds no single product the customer may see are answered, not added',
  auth: 'customer',
  extension: true,
  params: ListIdParamSchema,
  bodyType: 'multipart',
  files: { file: { description: 'The csv or xlsx file', required: true } },
  status: 200,
  response: ListImportResultSchema,
});

export const listsEndpoints = [
  listLists,
  createList,
  getList,
  renameList,
  deleteList,
  copyList,
  replaceListLines,
  addListLine,
  addListToCart,
  exportList,
  importList,
];
