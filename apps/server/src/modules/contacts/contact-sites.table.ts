import { ADDRESS_TYPES } from '@freight/domain';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, recordColumns } from '../../platform/database/columns';
import { contacts } from './contacts.table';

const blankText = (name: string) => text(name).notNull().default('');

/**
 * The place and the person of an address: a quotation's addresses (addresses.table.ts) and a contact's saved
 * sites keep the same columns, so a picked site fills an address field for field.
 */
export const addressPlaceColumns = () => ({
  company_name: blankText('company_name'),
  address_type: text('address_type', { enum: ADDRESS_TYPES }).notNull().default('Commercial'),
  contact_first_name: blankText('contact_first_name'),
  contact_last_name: blankText('contact_last_name'),
  address_line_1: blankText('address_line_1'),
  address_line_2: blankText('address_line_2'),
  unit: blankText('unit'),
  city: blankText('city'),
  province: blankText('province'),
  zip_code: blankText('zip_code'),
  country: blankText('country'),
  phone: blankText('phone'),
  alt_phone: blankText('alt_phone'),
  email: blankText('email'),
  alt_email: blankText('alt_email'),
  registration_number: blankText('registration_number'),
});

/** A contact's saved pickup and delivery sites (packages/domain/src/contacts/contact-site.ts). */
export const contactSites = pgTable(
  'contact_sites',
  {
    id: idColumn(),
    contact_id: belongsTo('contact_id', () => contacts.id),
    label: blankText('label'),
    ...addressPlaceColumns(),
    ...recordColumns(),
  },
  (t) => [index('contact_sites_contact_idx').on(t.contact_id, t.label)],
);
