import { basketsApi } from '@dealerport/contract';
import { downloadApi } from '../../../lib/api-client';

/** GET /api/baskets/quick-order/template: the xlsx template (columns in the caller's language), saved; the button shows a failure. */
export const downloadQuickOrderTemplate = () => downloadApi(basketsApi.getQuickOrderTemplate, undefined, { notifyBadRequest: false });
