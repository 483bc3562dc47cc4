import {
  type ContactCreate,
  type ContactUpdate,
  contactDisplayName,
  contactFromCreateInput,
} from '@freight/domain';
import { changesToWrite, found, removed, written } from '../../platform/crud';
import { preparedListQuery } from '../../platform/crud/prepared-list-query';
import { csvHeader } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { parseListQuery } from '../../platform/list-query';
import { recordAudit } from '../audit/audit.service';
import { contactList, contactSearchList } from './contacts.list';
import * as repo from './contacts.repository';
import { CSV_COLUMNS, contactCsvRow } from './contacts-csv';

// The dashboard's figures (modules/dashboard reads them through this service).
export { contactCount } from './contacts.figures';

const NOT_FOUND = 'Contact not found';
const DUPLICATE_CONTACT_MESSAGE = 'A contact with this email and phone number already exists';

function duplicateError(existingId: number) {
  return AppError.conflict(DUPLICATE_CONTACT_MESSAGE, { existing_id: existingId });
}

/** Throws the 409 for a write that hit the email+phone unique index, naming the contact that holds it. */
async function rethrowDuplicate(db: Db, error: unknown, email: string, phone: string): Promise<never> {
  if (repo.isDuplicateContactError(error)) {
    const existing = await repo.findContactByEmailAndPhone(db, email, phone);
    if (existing) throw duplicateError(existing.id);
  }
  throw error;
}

/** @public */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  const spec = rawQuery.search ? contactSearchList : contactList;
  // Every contact is visible to whoever may list them: the statement follows from the request's shape alone
  // (and from the list it is read as: a blank search still sorts as a search does).
  const fixed = [spec === contactSearchList ? 'search order' : 'index order'];
  return repo.listContacts(db, preparedListQuery(rawQuery, spec, 'contacts', fixed));
}

/** Every contact the filters match, as CSV lines (paging and field selection do not apply to an export). */
/**
 * The CSV lines of the filtered contacts. The filters are checked before the first line, so a bad one answers
 * 400 instead of failing a download that has already started.
 */
export function exportCsv(db: Db, rawQuery: Record<string, unknown>): AsyncGenerator<string> {
  const { limit: _limit, offset: _offset, select: _select, ...filters } = rawQuery;
  return csvLines(db, parseListQuery(filters, contactList));
}

async function* csvLines(db: Db, query: ReturnType<typeof parseListQuery>) {
  yield csvHeader(CSV_COLUMNS);
  for await (const rows of repo.iterateContacts(db, query)) for (const row of rows) yield contactCsvRow(row);
}

/** The other contacts that already have this e-mail; saving another one is allowed, so this only informs. */
export async function emailCheck(db: Db, query: { email: string; exclude_id?: number }) {
  return { contacts: await repo.findContactsByEmail(db, query.email, query.exclude_id) };
}

/** The contact, or undefined: for modules that answer an unknown contact their own way. */
export function find(db: Db, id: number) {
  return repo.contactRecords.find(db, id);
}

/** @public */
export async function get(db: Db, id: number) {
  return found(await find(db, id), NOT_FOUND);
}

/** @public */
export async function create(db: Db, input: ContactCreate) {
  const values = contactFromCreateInput(input);
  const existing = await repo.findContactByEmailAndPhone(db, values.email, values.phone_number);
  if (existing) throw duplicateError(existing.id);
  try {
    const contact = await repo.contactRecords.insert(db, values);
    await publishEvent(db, { kind: 'contact', action: 'created', ids: [contact.id] });
    return contact;
  } catch (error) {
    return rethrowDuplicate(db, error, values.email, values.phone_number);
  }
}

/** @public */
export async function update(db: Db, id: number, input: ContactUpdate, expectedVersion?: number) {
  const current = await get(db, id);
  const changes = changesToWrite(input);
  // A display name that was only ever first + last name follows renames; a custom one is kept.
  const renamed = changes.name !== undefined || changes.last_name !== undefined;
  const wasDerived = current.display_name === contactDisplayName(current.name, current.last_name);
  if (changes.display_name === undefined && renamed && wasDerived) {
    changes.display_name = contactDisplayName(
      changes.name ?? current.name,
      changes.last_name ?? current.last_name,
    );
  }
  try {
    const contact = written(await repo.contactRecords.update(db, id, changes, expectedVersion), NOT_FOUND);
    await publishEvent(db, { kind: 'contact', action: 'updated', ids: [id] });
    return contact;
  } catch (error) {
    return rethrowDuplicate(
      db,
      error,
      changes.email ?? current.email,
      changes.phone_number ?? current.phone_number,
    );
  }
}

/** @public */
export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = found(await repo.contactRecords.find(tx, id), NOT_FOUND);
    removed(await repo.contactRecords.remove(tx, id), NOT_FOUND);
    const details = { display_name: row.display_name, company_name: row.company_name, email: row.email };
    await recordAudit(tx, {}, { action: 'contact.deleted', entityType: 'contact', entityId: id, details });
    await publishEvent(tx, { kind: 'contact', action: 'deleted', ids: [id] });
  });
}

export { searchContacts as search } from './contacts.search';
