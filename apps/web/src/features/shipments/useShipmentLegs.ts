import { type ShipmentLegCreateInput, type ShipmentLegUpdateInput, shipmentsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { shipmentKeys } from '../../shared/api/queryKeys';

type LegChange =
  | { kind: 'create'; shipmentId: number; body: ShipmentLegCreateInput }
  | { kind: 'update'; legId: number; version: number; body: ShipmentLegUpdateInput };

/**
 * Adds or changes a leg (an edit sends its version: If-Match), and deletes one by id. Each reloads the
 * shipment afterwards, since a leg's times re-plan its milestones.
 */
export function useShipmentLegs(shipmentId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: shipmentKeys.detail(shipmentId) });
  const save = useMutation({
    mutationFn: (change: LegChange) =>
      change.kind === 'create'
        ? callApi(shipmentsApi.createLeg, { params: { id: change.shipmentId }, body: change.body })
        : callApi(shipmentsApi.updateLeg, {
            params: { id: change.legId },
            body: change.body,
            ifMatch: change.version,
          }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (legId: number) => callApi(shipmentsApi.removeLeg, { params: { id: legId } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
