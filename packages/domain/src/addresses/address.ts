import { z } from 'zod';
import { isValidEmail } from '../contacts/contact-validation';
import { nullableNumeric } from '../shared/numeric';
import { addressTypeSchema, advanceNoticePeriodSchema, elevatorCapacitySchema } from './address-enums';

/** Messages of the address form; the required-field and email messages are verbatim from the spec. */
export const ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressLine1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  provinceRequired: 'Province/State is required',
  zipCodeRequired: 'ZIP/Postal code is required',
  countryRequired: 'Country is required',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  floorWhole: 'Floor number must be a whole number',
  peopleMin: 'People needed must be at least 1',
  stepsMin: 'Number of steps must be at least 1',
  quotationNotFound: 'Quotation not found',
} as const;

/**
 * Delivery location features as stored: trimmed, non-empty strings in the order given. The form edits them
 * as comma-separated text; the API accepts that text or a list.
 */
export function normalizeDeliveryLocationFeatures(
  value: readonly string[] | string | null | undefined,
): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The comma-separated text the form shows for the features list. */
export function deliveryLocationFeaturesText(value: readonly string[] | null | undefined): string {
  return (value ?? []).join(', ');
}

/** An address as the API answers it (spec: quotations, section 3). Texts are '' when empty. */
export const addressSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  company_name: z.string(),
  address_type: addressTypeSchema,
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  unit: z.string(),
  city: z.string(),
  province: z.string(),
  zip_code: z.string(),
  country: z.string(),
  phone: z.string(),
  alt_phone: z.string(),
  email: z.string(),
  alt_email: z.string(),
  registration_number: z.string(),
  delivery_location_features: z.array(z.string()),
  delivery_specifics: z.string(),
  timing_restrictions: z.string(),
  access_challenges: z.string(),
  location_details: z.string(),
  first_floor_access: z.boolean(),
  special_equipment_required: z.boolean(),
  loading_assistance_required: z.boolean(),
  appointment_required: z.boolean(),
  packaging_removal_required: z.boolean(),
  loading_dock_available: z.boolean(),
  signature_required: z.boolean(),
  inside_delivery: z.boolean(),
  stairs_present: z.boolean(),
  elevator_available: z.boolean(),
  adult_signature_required: z.boolean(),
  assembly_required: z.boolean(),
  installation_required: z.boolean(),
  unloading_assistance_required: z.boolean(),
  debris_removal_required: z.boolean(),
  floor_number: z.number().int(),
  people_needed: z.number().int(),
  number_of_steps: z.number().int(),
  equipment_details: z.string(),
  advance_notice_period: z.string(),
  authorized_signatory: z.string(),
  specific_location_inside: z.string(),
  elevator_capacity: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

const required = (message: string, max = 255) => z.string({ error: message }).trim().min(1, message).max(max);
const text = (max = 255) => z.string().trim().max(max);
const longText = () => z.string().trim().max(5000);
const optionalEmail = z
  .string()
  .trim()
  .max(320)
  .refine((value) => value === '' || isValidEmail(value), ADDRESS_MESSAGES.invalidEmail);
// Blank or null means "not given": the server stores the default (1).
const count = (message: string) =>
  nullableNumeric(z.number().int(message).min(1, message).max(10_000, message), message);

const deliveryLocationFeaturesField = z.codec(
  z.union([z.array(z.string().max(200)).max(100), z.string().max(5000), z.null()]),
  z.array(z.string()),
  { decode: (value) => normalizeDeliveryLocationFeatures(value), encode: (value) => value },
);

const addressFields = {
  company_name: text(),
  address_type: addressTypeSchema,
  contact_first_name: required(ADDRESS_MESSAGES.firstNameRequired),
  contact_last_name: required(ADDRESS_MESSAGES.lastNameRequired),
  address_line_1: required(ADDRESS_MESSAGES.addressLine1Required, 500),
  address_line_2: text(500),
  unit: text(50),
  city: required(ADDRESS_MESSAGES.cityRequired),
  province: required(ADDRESS_MESSAGES.provinceRequired),
  zip_code: required(ADDRESS_MESSAGES.zipCodeRequired, 50),
  country: required(ADDRESS_MESSAGES.countryRequired),
  phone: required(ADDRESS_MESSAGES.phoneRequired, 50),
  alt_phone: text(50),
  // A blank email gets only the 'required' message, not both.
  email: required(ADDRESS_MESSAGES.emailRequired, 320).refine(
    (value) => value === '' || isValidEmail(value),
    ADDRESS_MESSAGES.invalidEmail,
  ),
  alt_email: optionalEmail,
  registration_number: text(),
  delivery_location_features: deliveryLocationFeaturesField,
  delivery_specifics: longText(),
  timing_restrictions: longText(),
  access_challenges: longText(),
  location_details: longText(),
  first_floor_access: z.boolean(),
  special_equipment_required: z.boolean(),
  loading_assistance_required: z.boolean(),
  appointment_required: z.boolean(),
  packaging_removal_required: z.boolean(),
  loading_dock_available: z.boolean(),
  signature_required: z.boolean(),
  inside_delivery: z.boolean(),
  stairs_present: z.boolean(),
  elevator_available: z.boolean(),
  adult_signature_required: z.boolean(),
  assembly_required: z.boolean(),
  installation_required: z.boolean(),
  unloading_assistance_required: z.boolean(),
  debris_removal_required: z.boolean(),
  floor_number: nullableNumeric(
    z.number().int(ADDRESS_MESSAGES.floorWhole).min(-1000).max(1000),
    ADDRESS_MESSAGES.floorWhole,
  ),
  people_needed: count(ADDRESS_MESSAGES.peopleMin),
  number_of_steps: count(ADDRESS_MESSAGES.stepsMin),
  equipment_details: longText(),
  advance_notice_period: advanceNoticePeriodSchema,
  authorized_signatory: text(),
  specific_location_inside: longText(),
  elevator_capacity: elevatorCapacitySchema,
};

/**
 * POST /addresses body. The nine contact and location fields are required (with the spec's messages); the
 * rest fall back to `addressDefaults()`. With `quotation_id` the new address is linked to that quotation as
 * its origin (quotation_role 'origin', also when no role is given, as the create screen defaults to origin)
 * or destination (any other role), in the same transaction.
 */
export const addressCreateSchema = z
  .object(addressFields)
  .partial()
  .extend({
    contact_first_name: addressFields.contact_first_name,
    contact_last_name: addressFields.contact_last_name,
    address_line_1: addressFields.address_line_1,
    city: addressFields.city,
    province: addressFields.province,
    zip_code: addressFields.zip_code,
    country: addressFields.country,
    phone: addressFields.phone,
    email: addressFields.email,
    // Null or blank: no link.
    quotation_id: nullableNumeric(
      z.number().int(ADDRESS_MESSAGES.quotationNotFound).positive(ADDRESS_MESSAGES.quotationNotFound),
      ADDRESS_MESSAGES.quotationNotFound,
    ).optional(),
    quotation_role: z.string().trim().max(50).optional(),
  });
export type AddressCreateInput = z.input<typeof addressCreateSchema>;
export type AddressCreate = z.output<typeof addressCreateSchema>;

/** PUT /addresses/{id} body: any subset of the fields; a field that is sent must still be valid. */
export const addressUpdateSchema = z.object(addressFields).partial();
export type AddressUpdateInput = z.input<typeof addressUpdateSchema>;
export type AddressUpdate = z.output<typeof addressUpdateSchema>;
