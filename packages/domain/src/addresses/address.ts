import { z } from 'zod';
import { isValidEmail } from '../contacts/contact-validation';
import { commaListEntries, commaListField, commaListText } from '../shared/comma-list';
import { bodyObject, booleanField, nullableIdInput, nullableNumberInput, textField } from '../shared/fields';
import { recordId, versionedColumns } from '../shared/record-columns';
import { addressCountryProblems, COUNTRY_FIELD_MESSAGES } from './address-country-rules';
import {
  ADDRESS_DELIVERY_FLAGS,
  type AddressDeliveryFlag,
  addressTypeSchema,
  advanceNoticePeriodSchema,
  elevatorCapacitySchema,
} from './address-enums';

/** Messages of the address form; the required-field and email messages are worded as staff asked. */
export const ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressLine1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  ...COUNTRY_FIELD_MESSAGES,
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
export const normalizeDeliveryLocationFeatures = commaListEntries;

/** The comma-separated text the form shows for the features list. */
export const deliveryLocationFeaturesText = commaListText;

/** An address as the API answers it (docs/quotations.md, Addresses). Texts are '' when empty. */
export const addressSchema = z.object({
  ...recordId(),
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
  ...versionedColumns(),
});
export type Address = z.infer<typeof addressSchema>;

const M = ADDRESS_MESSAGES;
const required = (label: string, message: string, max = 255) => textField(label, { max, required: message });
const text = (label: string, max = 255) => textField(label, { max });
const longText = (label: string) => textField(label, { max: 5000 });
// Blank or null means "not given": the server stores the default (1).
const count = (label: string, minMessage: string) =>
  nullableNumberInput(label, { int: true, min: 1, max: 10_000, messages: { min: minMessage } });

// The comma-separated text of the form, or the list the API also takes.
const deliveryLocationFeaturesField = commaListField({
  label: 'Delivery location features',
  entryLabel: 'Delivery location feature',
  entryMax: 200,
  maxEntries: 100,
  error: 'Delivery location features must be a list of at most 100 entries, or text',
  stored: z.array(z.string()),
  normalize: normalizeDeliveryLocationFeatures,
});

/** 'first_floor_access' → 'First floor access', as the Specifications dialog labels it. */
const flagLabel = (flag: AddressDeliveryFlag) => {
  const words = flag.replaceAll('_', ' ');
  return words[0]!.toUpperCase() + words.slice(1);
};
const deliveryFlags = Object.fromEntries(
  ADDRESS_DELIVERY_FLAGS.map((flag) => [flag, booleanField(flagLabel(flag))]),
) as Record<AddressDeliveryFlag, ReturnType<typeof booleanField>>;

/**
 * Each address field's schema, labelled as the address form shows it: the address bodies and the contact
 * sites' (contacts/contact-site.ts) are made from them.
 */
export const addressFields = {
  company_name: text('Company name'),
  address_type: addressTypeSchema,
  contact_first_name: required('First name', M.firstNameRequired),
  contact_last_name: required('Last name', M.lastNameRequired),
  address_line_1: required('Address line 1', M.addressLine1Required, 500),
  address_line_2: text('Address line 2', 500),
  unit: text('Unit', 50),
  city: required('City', M.cityRequired),
  // Required or not by the country (address-country-rules.ts): checked on the whole address.
  province: text('Province/State'),
  zip_code: text('ZIP/Postal code', 50),
  country: required('Country', M.countryRequired),
  phone: required('Phone', M.phoneRequired, 50),
  alt_phone: text('Alternative phone', 50),
  // A blank email gets only the 'required' message, not both.
  email: required('Email', M.emailRequired, 320).refine(
    (value) => value === '' || isValidEmail(value),
    M.invalidEmail,
  ),
  alt_email: text('Alternative email', 320).refine(
    (value) => value === '' || isValidEmail(value),
    M.invalidEmail,
  ),
  registration_number: text('Registration number'),
  delivery_location_features: deliveryLocationFeaturesField,
  delivery_specifics: longText('Delivery specifics'),
  timing_restrictions: longText('Timing restrictions'),
  access_challenges: longText('Access challenges'),
  location_details: longText('Location details'),
  ...deliveryFlags,
  floor_number: nullableNumberInput('Floor number', {
    int: true,
    min: -1000,
    max: 1000,
    messages: { int: M.floorWhole },
  }),
  people_needed: count('People needed', M.peopleMin),
  number_of_steps: count('Number of steps', M.stepsMin),
  equipment_details: longText('Equipment details'),
  advance_notice_period: advanceNoticePeriodSchema,
  authorized_signatory: text('Authorized signatory'),
  specific_location_inside: longText('Specific location inside'),
  elevator_capacity: elevatorCapacitySchema,
};

/** Adds the country's province/state and postcode problems of an address (or of a change) as field issues. */
export function addCountryIssues(problems: Record<string, string>, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(problems)) {
    ctx.addIssue({ code: 'custom', message, path: [field], input: problems });
  }
}

/**
 * POST /addresses body. The contact and location fields are required (with their fixed messages), the
 * province/state and postcode as the country needs them (Hong Kong has no postcode, Germany no state); the
 * rest fall back to `addressDefaults()`. With `quotation_id` the new address is linked to that quotation as
 * its origin (quotation_role 'origin', also when no role is given, as the create screen defaults to origin)
 * or destination (any other role), in the same transaction.
 */
export const addressCreateSchema = bodyObject(addressFields)
  .partial()
  .extend({
    contact_first_name: addressFields.contact_first_name,
    contact_last_name: addressFields.contact_last_name,
    address_line_1: addressFields.address_line_1,
    city: addressFields.city,
    country: addressFields.country,
    phone: addressFields.phone,
    email: addressFields.email,
    // Null or blank: no link.
    quotation_id: nullableIdInput(M.quotationNotFound).optional(),
    quotation_role: text('Quotation role', 50).optional(),
  })
  // Checked also when other fields are wrong, so the form shows every message at once.
  .superRefine((address, ctx) => addCountryIssues(addressCountryProblems(address), ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type AddressCreateInput = z.input<typeof addressCreateSchema>;
export type AddressCreate = z.output<typeof addressCreateSchema>;

/**
 * PUT /addresses/{id} body: any subset of the fields; a field that is sent must still be valid. The country's
 * rules are checked by the server on the address with the change applied.
 */
export const addressUpdateSchema = bodyObject(addressFields).partial();
export type AddressUpdateInput = z.input<typeof addressUpdateSchema>;
export type AddressUpdate = z.output<typeof addressUpdateSchema>;
