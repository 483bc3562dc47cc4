import { type ShipmentDetail, shipmentsApi, shipmentUpdateSchema } from '@freight/domain';
import type { FormEvent } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { reloadRecord } from '../../shared/forms/reloadRecord';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useShipmentChange } from './useShipmentChange';

/**
 * A card's share of the shipment's own fields (references, parties), saved through PUT /shipments/{id} with
 * the shipment's version; a colleague's save in between is merged field by field.
 */
export function useShipmentFieldsForm<V extends object>(
  shipment: ShipmentDetail,
  labels: Readonly<Record<keyof V & string, string>>,
  valuesOf: (shipment: ShipmentDetail) => V,
  failed: string,
) {
  const save = useShipmentChange();
  const form = useRecordForm<V>({
    initial: () => valuesOf(shipment),
    version: shipment.version,
    stale: {
      labels,
      load: reloadRecord(() => callApi(shipmentsApi.get, { params: { id: shipment.id } }), valuesOf),
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const changes = form.validate(shipmentUpdateSchema);
    if (!changes) return;
    save.mutate(
      { kind: 'shipment', id: shipment.id, version: form.version!, changes },
      {
        onSuccess: (saved) => form.reset(valuesOf(saved), saved.version),
        onError: (error) => void form.fail(error, failed),
      },
    );
  }
  return { form, submit, busy: save.isPending };
}
