import type { ShipmentDetail } from '@freight/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { FormFooter } from '../../shared/forms/FormFooter';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { useShipmentFieldsForm } from './useShipmentFieldsForm';

type ReferenceField = 'booking_reference' | 'carrier_reference' | 'house_reference';

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
  const t = useT();
  const labels: Record<ReferenceField, string> = {
    booking_reference: t('shipments.bookingReference'),
    carrier_reference: t('shipments.carrierReference'),
    house_reference: t('shipments.houseReference'),
  };
  const { form, submit, busy } = useShipmentFieldsForm(
    shipment,
    labels,
    referencesOf,
    t('shipments.referencesSaveFailed'),
  );
  const field = (name: ReferenceField) => (
    <TextInput
      label={labels[name]}
      value={form.values[name]}
      error={form.errors[name]}
      readOnly={!canEdit}
      inputContainer={conflictContainer(form.conflictAt(name))}
      onChange={(event) => form.setField(name, event.currentTarget.value)}
    />
  );
  return (
    <DetailCard title={t('shipments.references')} icon={<IconFileDescription size={18} />} color="blue">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('booking_reference')}
          {field('carrier_reference')}
          {field('house_reference')}
        </SimpleGrid>
        {canEdit && (
          <FormFooter
            submitLabel={t('shipments.saveReferences')}
            busy={busy}
            error={form.formError}
            mt="md"
          />
        )}
      </form>
    </DetailCard>
  );
}
