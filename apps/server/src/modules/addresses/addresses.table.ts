import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';
import { addressPlaceColumns } from '../contacts/contact-sites.table';
import { users } from '../users/users.table';

const blankText = (name: string) => text(name).notNull().default('');
const flag = (name: string) => boolean(name).notNull().default(true);
const count = (name: string) => integer(name).notNull().default(1);

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...addressPlaceColumns(),
    delivery_location_features: text('delivery_location_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    delivery_specifics: blankText('delivery_specifics'),
    timing_restrictions: blankText('timing_restrictions'),
    access_challenges: blankText('access_challenges'),
    location_details: blankText('location_details'),
    first_floor_access: flag('first_floor_access'),
    special_equipment_required: flag('special_equipment_required'),
    loading_assistance_required: flag('loading_assistance_required'),
    appointment_required: flag('appointment_required'),
    packaging_removal_required: flag('packaging_removal_required'),
    loading_dock_available: flag('loading_dock_available'),
    signature_required: flag('signature_required'),
    inside_delivery: flag('inside_delivery'),
    stairs_present: flag('stairs_present'),
    elevator_available: flag('elevator_available'),
    adult_signature_required: flag('adult_signature_required'),
    assembly_required: flag('assembly_required'),
    installation_required: flag('installation_required'),
    unloading_assistance_required: flag('unloading_assistance_required'),
    debris_removal_required: flag('debris_removal_required'),
    floor_number: count('floor_number'),
    people_needed: count('people_needed'),
    number_of_steps: count('number_of_steps'),
    equipment_details: blankText('equipment_details'),
    advance_notice_period: blankText('advance_notice_period'),
    authorized_signatory: blankText('authorized_signatory'),
    specific_location_inside: blankText('specific_location_inside'),
    elevator_capacity: blankText('elevator_capacity'),
    ...recordColumns(),
  },
  (t) => [
    index('addresses_user_idx').on(t.user_id),
    index('addresses_search_trgm_idx').using('gin', sql`${searchFold(addressSearchText(t))} gin_trgm_ops`),
  ],
);

/** What `search` matches on an address: company, contact names, street, city, country and email. */
export function addressSearchText(t: {
  company_name: unknown;
  contact_first_name: unknown;
  contact_last_name: unknown;
  address_line_1: unknown;
  city: unknown;
  country: unknown;
  email: unknown;
}) {
  return sql`(${t.company_name} || ' ' || ${t.contact_first_name} || ' ' || ${t.contact_last_name} || ' ' || ${t.address_line_1} || ' ' || ${t.city} || ' ' || ${t.country} || ' ' || ${t.email})`;
}
