import { type ShipmentDetail, shipmentsApi } from '@freight/domain';
import { Alert, Button, Group } from '@mantine/core';
import { IconBan, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { quotationKeys, shipmentKeys } from '../../shared/api/queryKeys';
import { DeleteRecordDialog } from '../../shared/forms/DeleteRecordDialog';
import { usePermission } from '../auth/session/usePermission';
import { useShipmentChange } from './useShipmentChange';

const FINAL = ['Closed', 'Cancelled'];

/**
 * Cancel (shipments:edit, while the shipment is live) and Delete (shipments:delete). The server deletes only a
 * cancelled shipment or one where nothing happened yet; otherwise the dialog shows its answer (cancel first).
 */
export function ShipmentActions({ shipment }: { shipment: ShipmentDetail }) {
  const canEdit = usePermission('shipments', 'edit');
  const canDelete = usePermission('shipments', 'delete');
  const [deleting, setDeleting] = useState<ShipmentDetail | null>(null);
  const cancel = useShipmentChange();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: (id: number) => callApi(shipmentsApi.remove, { params: { id }, ifMatch: shipment.version }),
    onSuccess: () => {
      client.removeQueries({ queryKey: shipmentKeys.detail(shipment.id) });
      void client.invalidateQueries({ queryKey: shipmentKeys.all });
      void client.invalidateQueries({ queryKey: quotationKeys.all });
      navigate('/shipments');
    },
  });
  if (!canEdit && !canDelete) return null;
  return (
    <>
      <Group gap="xs">
        {canEdit && !FINAL.includes(shipment.status) && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconBan size={16} />}
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate({
                kind: 'shipment',
                id: shipment.id,
                version: shipment.version,
                changes: { status: 'Cancelled' },
              })
            }
          >
            Cancel Shipment
          </Button>
        )}
        {canDelete && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(shipment)}
          >
            Delete Shipment
          </Button>
        )}
      </Group>
      {cancel.isError && (
        <Alert color="red" mt="xs">
          {apiErrorMessage(cancel.error, 'Failed to cancel the shipment. Please try again.')}
        </Alert>
      )}
      <DeleteRecordDialog
        target={deleting}
        mutation={remove}
        onClose={() => setDeleting(null)}
        title="Delete shipment"
        failedMessage="Failed to delete the shipment. Please try again."
        deletedNotice={(s) => ({ color: 'green', message: `Shipment ${s.shipment_number} deleted` })}
      >
        {(shown) =>
          `Delete shipment ${shown?.shipment_number ?? ''}? Its legs, milestones and events go with it.`
        }
      </DeleteRecordDialog>
    </>
  );
}
