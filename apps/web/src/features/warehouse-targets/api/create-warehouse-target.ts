import { type WarehouseTargetInput, warehouseTargetsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { warehouseTargetKeys } from './keys';

/** POST /api/catalogs/warehouses/target; the form shows a refusal inline. */
export function createWarehouseTarget(body: WarehouseTargetInput) {
  return callApi(warehouseTargetsApi.createWarehouseTarget, { body }, { notifyBadRequest: false });
}

export function useCreateWarehouseTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWarehouseTarget,
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseTargetKeys.lists() }),
  });
}
