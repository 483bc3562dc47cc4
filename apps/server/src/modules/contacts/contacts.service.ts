import {
  type ContactCreate,
  type ContactUpdate,
  contactDisplayName,
  contactFromCreateInput,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { contactList, contactSearchList } from './contacts.list';
import * as repo from './contacts.repository';
import { CSV_COLUMNS, contactCsvRow, csvRow } from './contacts-csv';

export const DUPLICATE_CONTACT_MESSAGE = 'A contact with this email and phone number already exists';

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

export async function listContacts(db: Db, rawQuery: Record<string, unknown>) {
  const spec = rawQuery.search ? contactSearchList : contactList;
  const query = parseListQuery(rawQuery, spec);
  const { rows, total } = await repo.listContacts(db, query);
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

/** Every contact the filters match, as CSV lines (paging and field selection do not apply to an export). */
export async function* exportContactsCsv(db: Db, rawQuery: Record<string, unknown>) {
  const { limit: _limit, offset: _offset, select: _select, ...filters } = rawQuery;
  const query = parseListQuery(filters, contactList);
  yield csvRow(CSV_COLUMNS);
  for await (const rows of repo.iterateContacts(db, query)) for (const row of rows) yield contactCsvRow(row);
}

export async function getContact(db: Db, id: number) {
  const row = await repo.findContact(db, id);
  if (!row) throw AppError.notFound('Contact not found');
  return row;
}

export async function createContact(db: Db, input: ContactCreate) {
  const values = contactFromCreateInput(input);
  const existing = await repo.findContactByEmailAndPhone(db, values.email, values.phone_number);
  if (existing) throw duplicateError(existing.id);
  try {
    return await repo.insertContact(db, values);
  } catch (error) {
    return rethrowDuplicate(db, error, values.email, values.phone_number);
  }
}

export async function updateContact(db: Db, id: number, input: ContactUpdate, expectedVersion?: number) {
  const current = await getContact(db, id);
  const changes: ContactUpdate = { ...input };
  // A display name that was only ever first + last name follows renames; a custom one is kept.
  const renamed = changes.name !== undefined || changes.last_name !== undefined;
  const wasDerived = current.display_name === contactDisplayName(current.name, current.last_name);
  if (changes.display_name === undefined && renamed && wasDerived) {
    changes.display_name = contactDisplayName(
      changes.name ?? current.name,
      changes.last_name ?? current.last_name,
    );
  }
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  try {
    const row = await repo.updateContact(db, id, changes, expectedVersion);
    if (row) return row;
  } catch (error) {
    return rethrowDuplicate(
      db,
      error,
      changes.email ?? current.email,
      changes.phone_number ?? current.phone_number,
    );
  }
  if (!(await repo.findContact(db, id))) throw AppError.notFound('Contact not found');
  throw AppError.preconditionFailed();
}

export async function deleteContact(db: Db, id: number) {
  if (!(await repo.deleteContact(db, id))) throw AppError.notFound('Contact not found');
}
