import { ADDRESS_TYPES, type AddressType } from '@freight/domain';
import { Select } from '@mantine/core';
import { IconMapPin, IconPhone, IconUser } from '@tabler/icons-react';
import { translate } from '../../shared/i18n/useT';
import type { AddressTextSectionSpec } from './AddressTextSection';
import { ADDRESS_TYPE_MESSAGES } from './addressChoiceMessages';
import { postcodeHint, provinceHint } from './addressCountryHints';
import { addressInputProps } from './addressInputProps';

/** Who is at the address: type of place, company and contact person. */
export const ADDRESS_CONTACT_SECTION: AddressTextSectionSpec = {
  title: 'addresses.sectionContact',
  description: 'addresses.sectionContactText',
  icon: <IconUser size={18} />,
  lead: (props) => (
    <Select
      {...addressInputProps(props, 'address_type')}
      data={ADDRESS_TYPES.map((type) => ({ value: type, label: translate(ADDRESS_TYPE_MESSAGES[type]) }))}
      allowDeselect={false}
      value={props.values.address_type}
      onChange={(value) => value && props.onChange('address_type', value as AddressType, true)}
    />
  ),
  fields: [
    { field: 'company_name', autoComplete: 'organization' },
    { field: 'contact_first_name', required: true, autoComplete: 'given-name' },
    { field: 'contact_last_name', required: true, autoComplete: 'family-name' },
  ],
};

/** How to reach the contact: phone and email, each with an alternative. */
export const ADDRESS_CONTACT_DETAILS_SECTION: AddressTextSectionSpec = {
  title: 'addresses.sectionContactDetails',
  description: 'addresses.sectionContactDetailsText',
  icon: <IconPhone size={18} />,
  fields: [
    { field: 'phone', type: 'tel', required: true, autoComplete: 'tel' },
    { field: 'alt_phone', type: 'tel' },
    { field: 'email', type: 'email', required: true, autoComplete: 'email' },
    { field: 'alt_email', type: 'email' },
  ],
};

/**
 * Where it is: street lines, unit, city, province or state, postal code and country; one a row on a phone.
 * Whether the province and the postcode are required follows the country typed (libaddressinput's data).
 */
export const ADDRESS_LOCATION_SECTION: AddressTextSectionSpec = {
  title: 'addresses.sectionAddress',
  description: 'addresses.sectionAddressText',
  icon: <IconMapPin size={18} />,
  fields: [
    { field: 'address_line_1', span: { base: 12, sm: 8 }, required: true, autoComplete: 'address-line1' },
    { field: 'unit', span: { base: 12, sm: 4 }, placeholder: 'addresses.unitPlaceholder' },
    { field: 'address_line_2', span: 12, autoComplete: 'address-line2' },
    { field: 'city', required: true, autoComplete: 'address-level2' },
    { field: 'province', byCountry: provinceHint, autoComplete: 'address-level1' },
    { field: 'zip_code', span: { base: 12, sm: 4 }, byCountry: postcodeHint, autoComplete: 'postal-code' },
    { field: 'country', span: { base: 12, sm: 8 }, required: true, autoComplete: 'country-name' },
  ],
};
