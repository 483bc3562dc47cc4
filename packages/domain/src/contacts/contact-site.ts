import { z } from 'zod';
import { addCountryIssues, addressFields, addressSchema } from '../addresses/address';
import { addressCountryProblems } from '../addresses/address-country-rules';
import { idParamsSchema, pathIdSchema } from '../api/endpoint';
import { bodyObject, textField } from '../shared/fields';
import { recordId, versionedColumns } from '../shared/record-columns';

/**
 * A contact's saved pickup or delivery site: the place and the person there, kept to be picked for the
 * contact's next quotation (the address form's 'Use a saved site'). The delivery specifications are not kept:
 * they belong to one shipment.
 */
export const CONTACT_SITE_FIELDS = [
  'company_name',
  'address_type',
  'contact_first_name',
  'contact_last_name',
  'address_line_1',
  'address_line_2',
  'unit',
  'city',
  'province',
  'zip_code',
  'country',
  'phone',
  'alt_phone',
  'email',
  'alt_email',
  'registration_number',
] as const;
export type ContactSiteField = (typeof CONTACT_SITE_FIELDS)[number];

export const CONTACT_SITE_MESSAGES = {
  notFound: 'Saved site not found',
  contactNotFound: 'Contact not found',
} as const;

const addressPlace = addressSchema.pick(
  Object.fromEntries(CONTACT_SITE_FIELDS.map((field) => [field, true])) as Record<ContactSiteField, true>,
);

/** A saved site as the API answers it: an address's place and person fields; texts are '' when empty. */
export const contactSiteSchema = z.object({
  ...recordId(),
  contact_id: z.number().int(),
  label: z.string(),
  ...addressPlace.shape,
  ...versionedColumns(),
});
export type ContactSite = z.infer<typeof contactSiteSchema>;

const siteFields = {
  // Blank: the company, or the street and city, names the site (contactSiteLabel).
  label: textField('Site name', { max: 120 }),
  ...(Object.fromEntries(CONTACT_SITE_FIELDS.map((f) => [f, addressFields[f]])) as Pick<
    typeof addressFields,
    ContactSiteField
  >),
};

/**
 * POST /contacts/{id}/sites: the same required fields and country rules as a new address, so a picked site
 * always makes a complete address.
 */
export const contactSiteCreateSchema = bodyObject(siteFields)
  .partial()
  .extend({
    contact_first_name: siteFields.contact_first_name,
    contact_last_name: siteFields.contact_last_name,
    address_line_1: siteFields.address_line_1,
    city: siteFields.city,
    country: siteFields.country,
    phone: siteFields.phone,
    email: siteFields.email,
  })
  .superRefine((site, ctx) => addCountryIssues(addressCountryProblems(site), ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type ContactSiteCreateInput = z.input<typeof contactSiteCreateSchema>;
export type ContactSiteCreate = z.output<typeof contactSiteCreateSchema>;

/** PUT /contacts/{id}/sites/{site_id}: any subset; the country rules are checked on the site with it applied. */
export const contactSiteUpdateSchema = bodyObject(siteFields).partial();
export type ContactSiteUpdate = z.output<typeof contactSiteUpdateSchema>;

/** The name a site is listed under when none is given: 'Atlas Imports', else '12 Harbour Road, Lisbon'. */
export function contactSiteLabel(site: {
  label?: string;
  company_name?: string;
  address_line_1: string;
  city: string;
}) {
  const given = site.label?.trim() || site.company_name?.trim();
  return given || [site.address_line_1, site.city].filter(Boolean).join(', ');
}

/** The `{id, site_id}` of a saved site's routes. */
export const contactSiteParamsSchema = idParamsSchema.extend({ site_id: pathIdSchema('site id') });
