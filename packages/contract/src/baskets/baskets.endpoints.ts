import { defineEndpoint } from '../common/endpoint';
import {
  AddCartProductBodySchema,
  ApplyPaymentMethodBodySchema,
  CartBatchResultSchema,
  CartItemCountSchema,
  CartProductIdParamSchema,
  CartSchema,
  OrderCreationResultSchema,
  PaymentMethodCategoryParamSchema,
  PaymentMethodListSchema,
  PlaceOrderBodySchema,
  RemoveCartProductsBodySchema,
  ReorderBodySchema,
  SimplifiedCartSchema,
  SplitPreviewQuerySchema,
  SplitPreviewSchema,
} from './baskets.schemas';
import { CartLinesBodySchema, QuickOrderFileSchema, QuickOrderResolutionSchema, QuickOrderResolveBodySchema } from './quick-order.schemas';

export const getCart = defineEndpoint({
  id: 'getCart',
  method: 'GET',
  path: '/api/baskets/cart',
  tag: 'basket',
  summary:
    "The acting customer's cart, every line re-priced and re-checked (visibility, basket flag, min/max, stock); lines of products now hidden are left out",
  auth: 'customer',
  status: 200,
  response: CartSchema,
});

export const getSimplifiedCart = defineEndpoint({
  id: 'getSimplifiedCart',
  method: 'GET',
  path: '/api/baskets/simplified',
  tag: 'basket',
  summary: 'The cart for the header dropdown: product, quantity, name, unit, category and images per line, and the line count',
  auth: 'customer',
  status: 200,
  response: SimplifiedCartSchema,
});

export const getCartItemCount = defineEndpoint({
  id: 'getCartItemCount',
  method: 'GET',
  path: '/api/baskets/cart/total-item',
  tag: 'basket',
  summary: 'The number of lines in the cart (the header badge)',
  auth: 'customer',
  status: 200,
  response: CartItemCountSchema,
});

export const addCartProduct = defineEndpoint({
  id: 'addCartProduct',
  method: 'POST',
  path: '/api/baskets/cart/products',
  tag: 'basket',
  summary:
    'Puts a product in the cart; the quantity replaces the line of a product already there. Refused (400) when the product may not be ordered, is outside min/max, exceeds stock or is in another currency than the cart; hidden or unknown products are 404',
  auth: 'customer',
  body: AddCartProductBodySchema,
  status: 204,
});

export const removeCartProducts = defineEndpoint({
  id: 'removeCartProducts',
  method: 'DELETE',
  path: '/api/baskets/cart/products',
  tag: 'basket',
  summary: 'Removes the listed products from the cart (an empty list or the clear-cart button: every line); idempotent',
  auth: 'customer',
  body: RemoveCartProductsBodySchema,
  status: 204,
});

export const removeCartProduct = defineEndpoint({
  id: 'removeCartProduct',
  method: 'DELETE',
  path: '/api/baskets/cart/products/{productId}',
  tag: 'basket',
  summary: 'Removes one product from the cart; idempotent',
  auth: 'customer',
  params: CartProductIdParamSchema,
  status: 204,
});

export const listPaymentMethods = defineEndpoint({
  id: 'listPaymentMethods',
  method: 'GET',
  path: '/api/baskets/paymentMethods/{categoryId}',
  tag: 'basket',
  summary:
    'The payment methods offered for a category (its order parameters, else those for every category), default first; unknown category 404',
  auth: 'customer',
  params: PaymentMethodCategoryParamSchema,
  status: 200,
  response: PaymentMethodListSchema,
});

export const applyPaymentMethod = defineEndpoint({
  id: 'applyPaymentMethod',
  method: 'PUT',
  path: '/api/baskets/cart/apply-payment-method',
  tag: 'basket',
  summary: 'Sets the payment method of every cart line of a (top-level) category; a method not offered for it is 400',
  auth: 'customer',
  body: ApplyPaymentMethodBodySchema,
  status: 204,
});

export const placeOrder = defineEndpoint({
  id: 'placeOrder',
  method: 'POST',
  path: '/api/baskets/place-order',
  tag: 'basket',
  summary:
    'Checks the cart at once (lines, delivery address, salesman limits) and queues the order: {transactionId, status: "InQueue"}. A job then splits it per payment method and warehouse, reserves stock, consumes limits, numbers the documents and hands them to the ERP; poll GET /api/orders/transaction/{transactionId}/status. The same idempotency key answers the first transaction',
  auth: 'customer',
  body: PlaceOrderBodySchema,
  status: 200,
  response: OrderCreationResultSchema,
});

export const reorder = defineEndpoint({
  id: 'reorder',
  method: 'POST',
  path: '/api/baskets/cart/reorder',
  tag: 'basket',
  summary:
    "Order again: puts a past order's products (every line not cancelled, or the given lines) into the acting customer's cart at today's prices, each quantity on top of the cart's; answers per product whether it went in or why not (hidden or unknown, not orderable, min/max, stock, currency). Another customer's order is 404",
  auth: 'customer',
  extension: true,
  body: ReorderBodySchema,
  status: 200,
  response: CartBatchResultSchema,
});

export const getSplitPreview = defineEndpoint({
  id: 'getSplitPreview',
  method: 'GET',
  path: '/api/baskets/cart/split-preview',
  tag: 'basket',
  summary:
    "How placing the cart now would split it, by the order job's own rules: one document per payment method (in the order of first use) with its totals, each line over the warehouses serving the delivery address (given, else the cart's, else the default, else the first); lines the warehouses cannot cover are listed in shortLines. Reads only: nothing is reserved",
  auth: 'customer',
  extension: true,
  query: SplitPreviewQuerySchema,
  status: 200,
  response: SplitPreviewSchema,
});

export const resolveQuickOrder = defineEndpoint({
  id: 'resolveQuickOrder',
  method: 'POST',
  path: '/api/baskets/quick-order/resolve',
  tag: 'basket',
  summary:
    "Quick order: resolves up to 1,000 pad lines (product code, EAN, or a search text such as a tyre size) for the acting customer, one answer per line: found (the product with the customer's price and stock), ambiguous (the candidates to pick from), notFound (the closest visible codes) or notOrderable (the cart's refusal, e.g. minimum, stock, price on request). A product the customer may not see is notFound. Reads only",
  auth: 'customer',
  extension: true,
  body: QuickOrderResolveBodySchema,
  status: 200,
  response: QuickOrderResolutionSchema,
});

export const addQuickOrder = defineEndpoint({
  id: 'addQuickOrder',
  method: 'POST',
  path: '/api/baskets/quick-order',
  tag: 'basket',
  summary:
    "Quick order: puts up to 1,000 products into the acting customer's cart in one request, each quantity on top of the cart's (a product given twice goes in once with the sum), through the cart's own checks; answers per product whether it went in or why not. The good lines go in even when others are refused",
  auth: 'customer',
  extension: true,
  body: CartLinesBodySchema,
  status: 200,
  response: CartBatchResultSchema,
});

export const readQuickOrderFile = defineEndpoint({
  id: 'readQuickOrderFile',
  method: 'POST',
  path: '/api/baskets/quick-order/file',
  tag: 'basket',
  summary:
    'Quick order: reads an uploaded csv or xlsx (multipart file "file": the template, the price list with its quantity column filled, or any sheet whose code and quantity columns are named in Turkish, German or English) into pad lines; rows without a code or with a quantity of 0 or none on a price list are left out. Resolve the lines next',
  auth: 'customer',
  extension: true,
  bodyType: 'multipart',
  files: { file: { description: 'The csv or xlsx file', required: true } },
  status: 200,
  response: QuickOrderFileSchema,
});

export const getQuickOrderTemplate = defineEndpoint({
  id: 'getQuickOrderTemplate',
  method: 'GET',
  path: '/api/baskets/quick-order/template',
  tag: 'basket',
  summary: "Quick order: an xlsx template with the code and quantity columns named in the caller's language and a sample row",
  auth: 'customer',
  extension: true,
  download: true,
  status: 200,
});

export const basketsEndpoints = [
  getCart,
  getSimplifiedCart,
  getCartItemCount,
  addCartProduct,
  removeCartProducts,
  removeCartProduct,
  listPaymentMethods,
  applyPaymentMethod,
  placeOrder,
  getSplitPreview,
  reorder,
  resolveQuickOrder,
  addQuickOrder,
  readQuickOrderFile,
  getQuickOrderTemplate,
];
