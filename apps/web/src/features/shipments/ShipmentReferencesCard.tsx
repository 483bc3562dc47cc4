import type { ShipmentDetail } from '@freight/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { FormFooter } from '../../shared/forms/FormFooter';
import { DetailCard } from '../../shared/ui/DetailCard';
import { useShipmentFieldsForm } from './useShipmentFieldsForm';

const LABELS = {
  booking_reference: 'Booking reference',
  carrier_reference: 'Carrier reference (MBL/MAWB)',
  house_reference: 'House reference (HBL/HAWB)',
} as const;
type ReferenceField = keyof typeof LABELS;

const referencesOf = (shipment: ShipmentDetail) => ({
  booking_reference: shipment.booking_reference,
  carrier_reference: shipment.carrier_reference,
  house_reference: shipment.house_reference,
});

/** The shipment's references, saved with its version; a colleague's save in between is merged field by field. */
export function ShipmentReferencesCard({
  shipment,
  canEdit,
}: {
  shipment: ShipmentDetail;
  canEdit: boolean;
}) {
  const { form, submit, busy } = useShipmentFieldsForm(
    shipment,
    LABELS,
    referencesOf,
    'Failed to save the references. Please try again.',
  );
  const field = (name: ReferenceField) => (
    <TextInput
      label={LABELS[name]}
      value={form.values[name]}
      error={form.errors[name]}
      readOnly={!canEdit}
      inputContainer={conflictContainer(form.conflictAt(name))}
      onChange={(event) => form.setField(name, event.currentTarget.value)}
    />
  );
  return (
    <DetailCard title="References" icon={<IconFileDescription size={18} />} color="blue">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('booking_reference')}
          {field('carrier_reference')}
          {field('house_reference')}
        </SimpleGrid>
        {canEdit && <FormFooter submitLabel="Save References" busy={busy} error={form.formError} mt="md" />}
      </form>
    </DetailCard>
  );
}
