import {
  contactDisplayName,
  INTERACTION_MESSAGES,
  type InteractionCreate,
  type InteractionUpdate,
  interactionFromCreateInput,
} from '@freight/domain';
import { found, requireVersion } from '../../platform/crud';
import { preparedListQuery } from '../../platform/crud/prepared-list-query';
import { csvHeader, csvRow } from '../../platform/csv';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { type ParsedListQuery, parseListQuery } from '../../platform/list-query';
import type { Storage } from '../../platform/storage/storage';
import { recordAudit } from '../audit/audit.service';
import * as contactsService from '../contacts/contacts.service';
import { attachFiles, attachmentRecords, discardFiles, purgeFiles } from './interaction-files';
import { interactionList, isUnfilteredInteractionList } from './support.list';
import * as repo from './support.repository';

// The dashboard's figures (modules/dashboard reads them through this service).
export { interactionFigures } from './support.figures';

const INTERACTION_NOT_FOUND = 'Interaction not found';
const STALE = 'This interaction was changed by someone else. Reload it to see their changes, then try again.';

function contactRequired() {
  return AppError.badRequest(INTERACTION_MESSAGES.contactRequired, {
    contact_id: INTERACTION_MESSAGES.contactRequired,
  });
}

/** The contact's name and company as an interaction keeps them; 400 'Please select a contact' when unknown. */
async function contactFields(db: Db, contactId: number) {
  const contact = await contactsService.find(db, contactId);
  if (!contact) throw contactRequired();
  return {
    contact_id: contact.id,
    contact_name:
      contact.display_name || contactDisplayName(contact.name, contact.last_name) || contact.email,
    contact_company: contact.company_name,
  };
}

/** A write whose contact was deleted meanwhile answers like an unknown contact. */
async function withContactChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isMissingContact(error)) throw contactRequired();
    throw error;
  }
}

function dateRange(raw: Record<string, unknown>): repo.DateRange {
  const text = (name: string) =>
    typeof raw[name] === 'string' && raw[name] ? (raw[name] as string) : undefined;
  return { from: text('date_from'), to: text('date_to') };
}

export function list(db: Db, rawQuery: Record<string, unknown>) {
  // Every interaction is visible to whoever may list them: the statement follows from the request alone.
  const range = dateRange(rawQuery);
  const unfiltered = isUnfilteredInteractionList(rawQuery);
  const { fixed, values } = repo.interactionListShape(range, unfiltered);
  const query = preparedListQuery(rawQuery, interactionList, 'interactions', fixed, values);
  return repo.listInteractions(db, query, range, unfiltered);
}

const CSV_COLUMNS = [
  'id',
  'date',
  'contact_name',
  'contact_company',
  'subject',
  'description',
  'channel',
  'category',
  'status',
  'interaction_type',
  'created_at',
] as const satisfies readonly (keyof repo.InteractionRow)[];

/**
 * The CSV lines of every interaction the filters match (paging and field selection do not apply). The
 * filters are checked before the first line, so a bad one answers 400 instead of breaking a started download.
 */
export function exportCsv(db: Db, rawQuery: Record<string, unknown>): AsyncGenerator<string> {
  const { limit: _limit, offset: _offset, select: _select, ...filters } = rawQuery;
  return csvLines(db, parseListQuery(filters, interactionList), dateRange(rawQuery));
}

async function* csvLines(db: Db, query: ParsedListQuery, range: repo.DateRange) {
  yield csvHeader(CSV_COLUMNS);
  for await (const rows of repo.iterateInteractions(db, query, range)) {
    for (const row of rows) yield csvRow(CSV_COLUMNS.map((column) => row[column]));
  }
}

/** The record as the API answers it: the row and its attachments. */
async function withAttachments(db: Db, row: repo.InteractionRow) {
  const attachments = await attachmentRecords(db, await repo.attachmentsOf(db, [row.id]));
  return { ...row, attachments };
}

export async function get(db: Db, id: number) {
  return withAttachments(db, found(await repo.interactionRecords.find(db, id), INTERACTION_NOT_FOUND));
}

/** Creates the interaction and attaches its files in one transaction; `created_by` is the caller. */
export async function create(db: Db, input: InteractionCreate, userId: number) {
  const values = { ...interactionFromCreateInput(input), ...(await contactFields(db, input.contact_id)) };
  const row = await withContactChecked(() =>
    db.transaction(async (tx) => {
      const inserted = await repo.interactionRecords.insert(tx, { ...values, created_by: userId });
      const uploadIds = input.attachment_ids ?? [];
      await attachFiles(tx, inserted.id, uploadIds, userId);
      await repo.insertAttachments(tx, inserted.id, uploadIds);
      await publishEvent(tx, { kind: 'interaction', action: 'created', ids: [inserted.id] });
      return inserted;
    }),
  );
  return withAttachments(db, row);
}

/**
 * Saves changed fields and, when `attachment_ids` is given, makes it the interaction's complete set of files:
 * new ones are attached, left-out ones removed and their files deleted, all in one transaction.
 */
export async function update(
  db: Db,
  storage: Storage,
  id: number,
  input: InteractionUpdate,
  expectedVersion: number | undefined,
  userId: number,
) {
  const { attachment_ids: attachmentIds, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0 && attachmentIds === undefined) {
    throw AppError.badRequest('No fields provided for update');
  }
  const contact =
    changes.contact_id !== undefined ? await contactFields(db, changes.contact_id as number) : {};
  const { row, discarded } = await withContactChecked(() =>
    db.transaction(async (tx) => {
      const current = found(await repo.lockInteraction(tx, id), INTERACTION_NOT_FOUND);
      requireVersion(current, expectedVersion, STALE);
      const discarded = attachmentIds ? await replaceAttachments(tx, id, attachmentIds, userId) : [];
      const written = await repo.interactionRecords.update(tx, id, { ...changes, ...contact });
      if (typeof written === 'string') throw AppError.notFound(INTERACTION_NOT_FOUND);
      await publishEvent(tx, { kind: 'interaction', action: 'updated', ids: [id] });
      return { row: written, discarded };
    }),
  );
  if (discarded.length > 0) purgeFiles(db, storage);
  return withAttachments(db, row);
}

/** Attaches the new uploads, removes the attachments left out; answers the upload ids discarded. */
async function replaceAttachments(tx: Db, id: number, uploadIds: number[], userId: number) {
  const current = await repo.attachmentsOf(tx, [id]);
  const kept = new Set(uploadIds);
  const have = new Set(current.map((a) => a.upload_id));
  const added = uploadIds.filter((uploadId) => !have.has(uploadId));
  const dropped = current.filter((a) => !kept.has(a.upload_id));
  await attachFiles(tx, id, added, userId);
  await repo.insertAttachments(tx, id, added);
  await repo.deleteAttachments(
    tx,
    dropped.map((a) => a.id),
  );
  const discarded = dropped.map((a) => a.upload_id);
  await discardFiles(tx, discarded);
  return discarded;
}

/** Deletes the interaction and its files (their bytes are removed right after the commit). */
export async function remove(db: Db, storage: Storage, id: number) {
  const discarded = await db.transaction(async (tx) => {
    const row = found(await repo.lockInteraction(tx, id), INTERACTION_NOT_FOUND);
    const uploadIds = found(await repo.deleteInteraction(tx, id), INTERACTION_NOT_FOUND);
    const details = { subject: row.subject, contact_name: row.contact_name, date: row.date };
    await recordAudit(
      tx,
      {},
      { action: 'interaction.deleted', entityType: 'interaction', entityId: id, details },
    );
    await discardFiles(tx, uploadIds);
    await publishEvent(tx, { kind: 'interaction', action: 'deleted', ids: [id] });
    return uploadIds;
  });
  if (discarded.length > 0) purgeFiles(db, storage);
}

export { searchInteractions as search } from './support.search';
