import {
  type AddressCountryField,
  addressCountryProblems,
  CONTACT_SITE_MESSAGES,
  type ContactSiteCreate,
  type ContactSiteUpdate,
  contactSiteLabel,
} from '@freight/domain';
import { changesToWrite, found, removed, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as sites from './contact-sites.repository';
import { contactRecords } from './contacts.repository';

async function requireContact(db: Db, contactId: number) {
  found(await contactRecords.find(db, contactId), CONTACT_SITE_MESSAGES.contactNotFound);
}

/** The contact's saved sites by name; 404 for an unknown contact. */
export async function listSites(db: Db, contactId: number) {
  await requireContact(db, contactId);
  return { data: await sites.listContactSites(db, contactId) };
}

/** Saves a site to the contact, named by its company or street when no name is given. */
export async function createSite(db: Db, contactId: number, input: ContactSiteCreate) {
  await requireContact(db, contactId);
  return sites.contactSiteRecords.insert(db, {
    ...input,
    contact_id: contactId,
    label: contactSiteLabel(input),
  });
}

/**
 * A versioned change of one of the contact's sites (404 when it is another contact's); a sent province or
 * postcode is checked against the site's country with the change applied, as an address's is.
 */
export async function updateSite(
  db: Db,
  contactId: number,
  siteId: number,
  input: ContactSiteUpdate,
  expectedVersion?: number,
) {
  const changes = changesToWrite(input);
  return db.transaction(async (tx) => {
    const site = found(await sites.lockContactSite(tx, contactId, siteId), CONTACT_SITE_MESSAGES.notFound);
    requireVersion(site, expectedVersion);
    const sent = (['province', 'zip_code'] as const).filter((f) => changes[f] !== undefined);
    const problems = addressCountryProblems({ ...site, ...changes }, sent as AddressCountryField[]);
    const messages = Object.values(problems);
    if (messages.length > 0) throw AppError.badRequest(messages[0]!, problems);
    const label = changes.label === '' ? contactSiteLabel({ ...site, ...changes }) : changes.label;
    return written(
      await sites.contactSiteRecords.update(tx, siteId, { ...changes, label }),
      CONTACT_SITE_MESSAGES.notFound,
    );
  });
}

/** Deletes one of the contact's sites; 404 when the contact has no such site. */
export async function removeSite(db: Db, contactId: number, siteId: number) {
  removed(await sites.removeContactSite(db, contactId, siteId), CONTACT_SITE_MESSAGES.notFound);
}
