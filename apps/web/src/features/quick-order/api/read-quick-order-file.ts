import { basketsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApiMultipart, toFormData } from '../../../lib/api-client';

/**
 * POST /api/baskets/quick-order/file (multipart `file`): a csv or xlsx read into pad lines, with the rows
 * left out. Through callApiMultipart (not the progress upload of lib/upload-file.ts): it sends the acting
 * customer (x-customer-id), and these files are small.
 */
export function readQuickOrderFile(file: File) {
  return callApiMultipart(basketsApi.readQuickOrderFile, { form: toFormData({}, { file }) }, { notifyBadRequest: false });
}

export function useReadQuickOrderFile() {
  return useMutation({ mutationFn: readQuickOrderFile });
}
