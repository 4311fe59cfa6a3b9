import { defineEndpoint } from '../common/endpoint';
import {
  AddCartProductBodySchema,
  ApplyPaymentMethodBodySchema,
  CartItemCountSchema,
  CartProductIdParamSchema,
  CartSchema,
  OrderCreationResultSchema,
  PaymentMethodCategoryParamSchema,
  PaymentMethodListSchema,
  PlaceOrderBodySchema,
  RemoveCartProductsBodySchema,
  ReorderBodySchema,
  ReorderResultSchema,
  SimplifiedCartSchema,
  SplitPreviewQuerySchema,
  SplitPreviewSchema,
} from './baskets.schemas';

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
  response: ReorderResultSchema,
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
];
