import {
  type ShipmentDetail,
  type ShipmentMilestoneUpdateInput,
  type ShipmentUpdateInput,
  shipmentsApi,
} from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { shipmentKeys } from '../../shared/api/queryKeys';

type Change =
  | { kind: 'shipment'; id: number; version: number; changes: ShipmentUpdateInput }
  | { kind: 'milestone'; id: number; version: number; changes: ShipmentMilestoneUpdateInput };

/**
 * Saves a change of the shipment (references, parties, status) or of one milestone, with its version
 * (If-Match). Both answer the whole shipment, which replaces the cached one; the lists and counts are read
 * again since the status may have moved.
 */
export function useShipmentChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<ShipmentDetail> =>
      change.kind === 'shipment'
        ? callApi(shipmentsApi.update, {
            params: { id: change.id },
            body: change.changes,
            ifMatch: change.version,
          })
        : callApi(shipmentsApi.updateMilestone, {
            params: { id: change.id },
            body: change.changes,
            ifMatch: change.version,
          }),
    onSuccess: (shipment) => {
      client.setQueryData(shipmentKeys.detail(shipment.id), shipment);
      void client.invalidateQueries({ queryKey: shipmentKeys.lists() });
      void client.invalidateQueries({ queryKey: shipmentKeys.counts() });
    },
  });
}
