import type { ShipmentDetail } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { FormFooter } from '../../shared/forms/FormFooter';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { ContactPicker } from '../contacts/picker/ContactPicker';
import { useShipmentFieldsForm } from './useShipmentFieldsForm';

type PartyField = 'shipper_contact_id' | 'consignee_contact_id' | 'notify_contact_id';

const partiesOf = (shipment: ShipmentDetail) => ({
  shipper_contact_id: shipment.shipper_contact_id,
  consignee_contact_id: shipment.consignee_contact_id,
  notify_contact_id: shipment.notify_contact_id,
});

/** Shipper, consignee and notify party picked from the contacts, saved with the shipment's version (412 merged). */
export function ShipmentPartiesCard({ shipment, canEdit }: { shipment: ShipmentDetail; canEdit: boolean }) {
  const t = useT();
  const labels: Record<PartyField, string> = {
    shipper_contact_id: t('shipments.shipper'),
    consignee_contact_id: t('shipments.consignee'),
    notify_contact_id: t('shipments.notifyParty'),
  };
  const { form, submit, busy } = useShipmentFieldsForm(
    shipment,
    labels,
    partiesOf,
    t('shipments.partiesSaveFailed'),
  );
  const picker = (name: PartyField) => (
    <ContactPicker
      label={labels[name]}
      value={form.values[name]}
      error={form.errors[name]}
      disabled={!canEdit}
      inputContainer={conflictContainer(form.conflictAt(name))}
      onChange={(contact) => form.setField(name, contact?.id ?? null)}
    />
  );
  return (
    <DetailCard title={t('shipments.parties')} icon={<IconUsers size={18} />} color="indigo">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {picker('shipper_contact_id')}
          {picker('consignee_contact_id')}
          {picker('notify_contact_id')}
        </SimpleGrid>
        {canEdit && (
          <FormFooter submitLabel={t('shipments.saveParties')} busy={busy} error={form.formError} mt="md" />
        )}
      </form>
    </DetailCard>
  );
}
