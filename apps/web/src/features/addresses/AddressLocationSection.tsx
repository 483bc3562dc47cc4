import { IconMapPin } from '@tabler/icons-react';
import { FormSection } from '../../shared/ui/FormSection';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { type AddressTextFieldSpec, AddressTextGrid } from './AddressTextGrid';

const LOCATION: readonly AddressTextFieldSpec[] = [
  { field: 'address_line_1', span: { base: 12, sm: 8 }, required: true, autoComplete: 'address-line1' },
  { field: 'unit', span: { base: 12, sm: 4 }, placeholder: 'Suite, apt., floor' },
  { field: 'address_line_2', span: 12, autoComplete: 'address-line2' },
  { field: 'city', required: true, autoComplete: 'address-level2' },
  { field: 'province', required: true, autoComplete: 'address-level1' },
  { field: 'zip_code', span: { base: 12, sm: 4 }, required: true, autoComplete: 'postal-code' },
  { field: 'country', span: { base: 12, sm: 8 }, required: true, autoComplete: 'country-name' },
];

/** Where it is: street lines, unit, city, province or state, postal code and country; one a row on a phone. */
export function AddressLocationSection(props: AddressFieldsProps) {
  return (
    <FormSection
      fill
      title="Address"
      description="Street address as it appears on shipping documents."
      icon={<IconMapPin size={18} />}
    >
      <AddressTextGrid fieldsProps={props} fields={LOCATION} />
    </FormSection>
  );
}
