import type { ShipmentDetail } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { FormFooter } from '../../shared/forms/FormFooter';
import { DetailCard } from '../../shared/ui/DetailCard';
import { ContactPicker } from '../contacts/picker/ContactPicker';
import { useShipmentFieldsForm } from './useShipmentFieldsForm';

const LABELS = {
  shipper_contact_id: 'Shipper',
  consignee_contact_id: 'Consignee',
  notify_contact_id: 'Notify party',
} as const;
type PartyField = keyof typeof LABELS;

const partiesOf = (shipment: ShipmentDetail) => ({
  shipper_contact_id: shipment.shipper_contact_id,
  consignee_contact_id: shipment.consignee_contact_id,
  notify_contact_id: shipment.notify_contact_id,
});

/** Shipper, consignee and notify party picked from the contacts, saved with the shipment's version (412 merged). */
export function ShipmentPartiesCard({ shipment, canEdit }: { shipment: ShipmentDetail; canEdit: boolean }) {
  const { form, submit, busy } = useShipmentFieldsForm(
    shipment,
    LABELS,
    partiesOf,
    'Failed to save the parties. Please try again.',
  );
  const picker = (name: PartyField) => (
    <ContactPicker
      label={LABELS[name]}
      value={form.values[name]}
      error={form.errors[name]}
      disabled={!canEdit}
      inputContainer={conflictContainer(form.conflictAt(name))}
      onChange={(contact) => form.setField(name, contact?.id ?? null)}
    />
  );
  return (
    <DetailCard title="Parties" icon={<IconUsers size={18} />} color="indigo">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {picker('shipper_contact_id')}
          {picker('consignee_contact_id')}
          {picker('notify_contact_id')}
        </SimpleGrid>
        {canEdit && <FormFooter submitLabel="Save Parties" busy={busy} error={form.formError} mt="md" />}
      </form>
    </DetailCard>
  );
}
