import { and, asc, eq } from 'drizzle-orm';
import { tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { contactSites } from './contact-sites.table';

export type ContactSiteRow = typeof contactSites.$inferSelect;

/** Insert and versioned update of one saved site. */
export const contactSiteRecords = tableRecords(contactSites);

const ofContact = (contactId: number, siteId: number) =>
  and(eq(contactSites.id, siteId), eq(contactSites.contact_id, contactId));

/** A contact's sites by name (then oldest first). */
export function listContactSites(db: Db, contactId: number): Promise<ContactSiteRow[]> {
  return db
    .select()
    .from(contactSites)
    .where(eq(contactSites.contact_id, contactId))
    .orderBy(asc(contactSites.label), asc(contactSites.id));
}

/** The site when it is this contact's, locked until the transaction ends; undefined otherwise. */
export async function lockContactSite(db: Db, contactId: number, siteId: number) {
  const [row] = await db.select().from(contactSites).where(ofContact(contactId, siteId)).for('update');
  return row;
}

/** False when the contact has no such site. */
export async function removeContactSite(db: Db, contactId: number, siteId: number): Promise<boolean> {
  const rows = await db
    .delete(contactSites)
    .where(ofContact(contactId, siteId))
    .returning({ id: contactSites.id });
  return rows.length > 0;
}
