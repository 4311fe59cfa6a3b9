import { basketsApi, type QuickOrderResolveBody } from '@dealerport/contract';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/baskets/quick-order/resolve: up to 1,000 pad lines, one answer each (found, ambiguous, notFound,
 * notOrderable) for the acting customer. Reads only, so nothing is invalidated; the pad shows a refusal
 * inline instead of the red toast.
 */
export function resolveQuickOrder(body: QuickOrderResolveBody, signal?: AbortSignal) {
  return callApi(basketsApi.resolveQuickOrder, { body }, { notifyBadRequest: false, ...(signal ? { signal } : {}) });
}
