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
import { translate, useT } from '../../shared/i18n/useT';
import { usePermission } from '../auth/session/usePermission';
import { useShipmentChange } from './useShipmentChange';

const FINAL = ['Closed', 'Cancelled'];

/**
 * Cancel (shipments:edit, while the shipment is live) and Delete (shipments:delete). The server deletes only a
 * cancelled shipment or one where nothing happened yet; otherwise the dialog shows its answer (cancel first).
 */
export function ShipmentActions({ shipment }: { shipment: ShipmentDetail }) {
  const t = useT();
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
            {t('shipments.cancelShipment')}
          </Button>
        )}
        {canDelete && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(shipment)}
          >
            {t('shipments.deleteShipment')}
          </Button>
        )}
      </Group>
      {cancel.isError && (
        <Alert color="red" mt="xs">
          {apiErrorMessage(cancel.error, t('shipments.cancelFailed'))}
        </Alert>
      )}
      <DeleteRecordDialog
        target={deleting}
        mutation={remove}
        onClose={() => setDeleting(null)}
        title={t('shipments.deleteTitle')}
        failedMessage={t('shipments.deleteFailed')}
        deletedNotice={(s) => ({
          color: 'green',
          message: translate('shipments.deleted', { number: s.shipment_number }),
        })}
      >
        {(shown) => t('shipments.deleteConfirm', { number: shown?.shipment_number ?? '' })}
      </DeleteRecordDialog>
    </>
  );
}
