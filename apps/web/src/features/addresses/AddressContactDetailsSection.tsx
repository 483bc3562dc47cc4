import { IconPhone } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { type AddressTextFieldSpec, AddressTextGrid } from './AddressTextGrid';

const CONTACT_DETAILS: readonly AddressTextFieldSpec[] = [
  { field: 'phone', type: 'tel', required: true, autoComplete: 'tel' },
  { field: 'alt_phone', type: 'tel' },
  { field: 'email', type: 'email', required: true, autoComplete: 'email' },
  { field: 'alt_email', type: 'email' },
];

/** How to reach the contact: phone and email, each with an alternative. */
export function AddressContactDetailsSection(props: AddressFieldsProps) {
  return (
    <FormSection
      fill
      title="Contact details"
      description="Used to arrange pickup and delivery."
      icon={<IconPhone size={18} />}
    >
      <AddressTextGrid fieldsProps={props} fields={CONTACT_DETAILS} />
    </FormSection>
  );
}
