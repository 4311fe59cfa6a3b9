import { warehouseTargetsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { warehouseTargetKeys } from './keys';

/** DELETE /api/catalogs/warehouses/target/{id}; the confirmation shows a refusal inline. */
export function deleteWarehouseTarget(id: number) {
  return callApi(warehouseTargetsApi.deleteWarehouseTarget, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteWarehouseTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWarehouseTarget,
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseTargetKeys.lists() }),
  });
}
