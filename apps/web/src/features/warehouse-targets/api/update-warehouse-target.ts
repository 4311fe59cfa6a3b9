import { type WarehouseTargetInput, warehouseTargetsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { warehouseTargetKeys } from './keys';

/** PUT /api/catalogs/warehouses/target/{id}; the form shows a refusal inline. */
export function updateWarehouseTarget({ id, body }: { id: number; body: WarehouseTargetInput }) {
  return callApi(warehouseTargetsApi.updateWarehouseTarget, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdateWarehouseTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouseTarget,
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseTargetKeys.lists() }),
  });
}
