import {
  contactDisplayName,
  duplicateQuotationFields,
  QUOTATION_MESSAGES,
  type QuotationCreate,
  type QuotationUpdate,
  quotationDefaults,
  quoteNumberLabel,
  validityDaysBetween,
  withoutUndefined,
} from '@freight/domain';
import { changesToWrite, found, requireVersion, written } from '../../platform/crud';
import { preparedListQuery } from '../../platform/crud/prepared-list-query';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import * as addressesService from '../addresses/addresses.service';
import * as audit from '../audit/audit.service';
import * as cargoLinesService from '../cargo-lines/cargo-lines.service';
import * as contactsService from '../contacts/contacts.service';
import * as costLinesService from '../cost-lines/cost-lines.service';
import * as notificationsService from '../notifications/notifications.service';
import * as companyProfile from '../settings/company-profile.service';
import { assertIncotermFitsMode } from './quotation-incoterm';
import { assertChangedLaneCodes, assertNewLaneCodes } from './quotation-lane-codes';
import { withLostReason } from './quotation-lost-reason';
import { assertCurrentRevision, assertDeletable, assertOfferWritable } from './quotation-revisions.guard';
import * as revisionsRepo from './quotation-revisions.repository';
import { quotationStatusMoved } from './quotation-status-moves';
import { recomputeQuotationTotals } from './quotation-totals';
import { recordQuotationDeleted, recordQuotationUpdate } from './quotations.history';
import {
  newestRevisionsOnly,
  newestRevisionsUnlessAsked,
  quotationList,
  unfilteredList,
} from './quotations.list';
import * as repo from './quotations.repository';
import { insertWithNewNumber } from './quote-numbers';

export { onQuotationStatusMove } from './quotation-status-moves';
// The dashboard's figures (modules/dashboard reads them through this service).
export { quotationFigures } from './quotations.figures';

const NOT_FOUND = 'Quotation not found';
const STALE = 'This quotation was changed by someone else. Reload it to see their changes, then try again.';
const ADDRESS_NOT_FOUND = 'Address not found';

/** Totals are the server's to compute from the quotation's items; a client cannot set them. */
const SERVER_OWNED = ['total_cbm', 'total_weight', 'total_declared_value', 'total_cost'] as const;

/** Fields the chargeable weight, the line totals and the margin follow: changing one recomputes them. */
const PRICING_INPUTS = ['transport_mode', 'containers', 'currency'] as const;

function withoutServerOwned<T extends object>(input: T): T {
  const copy = { ...input } as Record<string, unknown>;
  for (const key of SERVER_OWNED) delete copy[key];
  return copy as T;
}

function contactRequired() {
  const message = QUOTATION_MESSAGES.contactRequired;
  return AppError.badRequest(message, { contact_id: message });
}

/**
 * Runs a write that names a contact or addresses, answering an id that names none with the field's 400 (the
 * foreign keys check them as the write happens, so nothing is read first).
 */
async function withReferencesChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = repo.missingReference(error);
    if (field === 'contact_id') throw contactRequired();
    if (field) throw AppError.badRequest(ADDRESS_NOT_FOUND, { [field]: ADDRESS_NOT_FOUND });
    throw error;
  }
}

/** @public */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  const unfiltered = unfilteredList(rawQuery);
  // The statement follows from the request's shape (not who asks), whether superseded revisions are left out,
  // and where its total comes from.
  const { fixed, values } = repo.listStatementValues(unfiltered);
  const revisions = newestRevisionsOnly(rawQuery) ? 'newest revisions' : 'every revision';
  const query = preparedListQuery(rawQuery, quotationList, 'quotations', [...fixed, revisions], values);
  return repo.listQuotations(db, newestRevisionsUnlessAsked(query, rawQuery), unfiltered);
}

/** Quotations per status and in all, for the sidebar badges. */
export async function countByStatus(db: Db) {
  const counts = await repo.countByStatus(db);
  return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

/** @public */
export async function get(db: Db, id: number) {
  return found(await repo.findQuotation(db, id), NOT_FOUND);
}

/** @public */
export async function create(db: Db, input: QuotationCreate, userId: number) {
  const given = withoutServerOwned(withoutUndefined(input));
  const values = { ...quotationDefaults(await companyProfile.companyToday(db)), ...given };
  if (given.validity_days === undefined) {
    values.validity_days = validityDaysBetween(values.start_date, values.valid_until_date);
  }
  assertIncotermFitsMode(values);
  const contact = await contactsService.find(db, values.contact_id!);
  if (!contact) throw contactRequired();
  await assertNewLaneCodes(db, values);
  // API clients may send only the contact: the client fields then come from it, as the picker fills them.
  values.client_name ||= contact.display_name || contactDisplayName(contact.name, contact.last_name);
  values.client_email ||= contact.email;
  values.client_phone ||= contact.phone_number;
  const row = await withReferencesChecked(() => insertWithNewNumber(db, { ...values, user_id: userId }));
  // A mode other than Air has its own chargeable weight even before cargo (Sea LCL's minimum revenue ton).
  if (values.transport_mode !== 'Air') {
    await db.transaction((tx) => recomputeQuotationTotals(tx, row.id, { bumpVersion: false }));
  }
  await publishEvent(db, { kind: 'quotation', action: 'created', ids: [row.id] });
  return get(db, row.id);
}

/**
 * A field save, in one transaction: the stored row is read under a lock (for the history's old values, the
 * status it leaves, and the validity days when a date changes: `validityDaysBetween`, 30 when not positive);
 * then the versioned update; the history row of what changed; a notification to the creator when someone else
 * changed the status; the live event (delivered at commit); then the answer with its contact and addresses.
 * @public
 */
export async function update(
  db: Db,
  id: number,
  input: QuotationUpdate,
  expectedVersion?: number,
  userId?: number,
) {
  const changes = changesToWrite(withoutServerOwned(input));
  const datesChange =
    (changes.start_date !== undefined || changes.valid_until_date !== undefined) &&
    changes.validity_days === undefined;
  const newStatus = changes.status;
  return withReferencesChecked(() =>
    db.transaction(async (tx) => {
      // Read under a lock: the history records what each field held before this save.
      const current = found(await repo.findQuotationForUpdate(tx, id), NOT_FOUND);
      await assertOfferWritable(tx, current, changes);
      requireVersion(current, expectedVersion, STALE);
      assertIncotermFitsMode(changes, current);
      await assertChangedLaneCodes(tx, current, changes);
      withLostReason(current.status, input, changes);
      if (datesChange) {
        changes.validity_days = validityDaysBetween(
          changes.start_date ?? current.start_date,
          changes.valid_until_date ?? current.valid_until_date,
        );
      }
      written(await repo.updateQuotation(tx, id, changes, expectedVersion), NOT_FOUND, STALE);
      await quotationStatusMoved(tx, id, current.status, newStatus, userId ?? null);
      if (PRICING_INPUTS.some((key) => changes[key] !== undefined)) {
        await recomputeQuotationTotals(tx, id, { bumpVersion: false });
      }
      await recordQuotationUpdate(tx, current, changes);
      if (newStatus !== undefined && userId !== undefined) {
        await notificationsService.quotationStatusChanged(
          tx,
          { ...current, ownerId: current.user_id },
          { from: current.status, to: newStatus },
          userId,
        );
      }
      const moved = newStatus !== undefined && newStatus !== current.status;
      await publishEvent(tx, { kind: 'quotation', action: moved ? 'status_changed' : 'updated', ids: [id] });
      return get(tx, id);
    }),
  );
}

/**
 * Deletes a quotation with its box and cost items (foreign keys cascade) and with its origin and destination
 * addresses unless another quotation still uses them (see docs/quotations.md).
 * @public
 */
export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const before = await repo.findQuotationForUpdate(tx, id);
    if (before) {
      await assertCurrentRevision(tx, before);
      assertDeletable(before);
    }
    const deleted = found(await repo.deleteQuotation(tx, id), NOT_FOUND);
    // Deleting the newest revision makes the one before it current again.
    if (before && before.revision > 1) await revisionsRepo.reinstateNewest(tx, before.quotation_number);
    await recordQuotationDeleted(tx, before!);
    const addressIds = [deleted.origin_address_id, deleted.destination_address_id].filter(
      (addressId): addressId is number => addressId !== null,
    );
    await addressesService.deleteUnused(tx, addressIds);
    await publishEvent(tx, { kind: 'quotation', action: 'deleted', ids: [id] });
  });
}

/** Copies a quotation as a new Pending one dated today, with its contents, in one transaction. */
export async function duplicate(db: Db, id: number, userId: number) {
  const copyId = await db.transaction(async (tx) => {
    const original = found(await repo.findQuotationForUpdate(tx, id), NOT_FOUND);
    const values = duplicateQuotationFields(original, await companyProfile.companyToday(tx));
    const copy = await insertWithNewNumber(tx, { ...values, user_id: userId });
    await copyContents(tx, original, copy.id);
    await publishEvent(tx, { kind: 'quotation', action: 'created', ids: [copy.id] });
    return copy.id;
  });
  return get(db, copyId);
}

/** The quotation row under its lock, or undefined. */
export function findForUpdate(tx: Db, id: number) {
  return repo.findQuotationForUpdate(tx, id);
}

/** The quotation with its contact and addresses, or undefined (no 404). */
export function find(db: Db, id: number) {
  return repo.findQuotation(db, id);
}

/**
 * Inserts a revision of `original` (locked by the caller) with the given values and copies its contents:
 * cloned addresses, cargo and cost lines, recomputed totals. Answers the new id.
 */
export async function insertRevision(tx: Db, original: repo.QuotationRow, values: repo.QuotationInsert) {
  const copy = await repo.insertQuotation(tx, values);
  await copyContents(tx, original, copy.id);
  return copy.id;
}

/**
 * Gives the copy its own origin and destination addresses (clones: editing one quotation's address must not
 * change the other's), the box items and the cost items (sub-items under their copied parents), then
 * recomputes its totals from what was copied. The original is locked by the caller.
 */
async function copyContents(tx: Db, original: repo.QuotationRow, toId: number): Promise<void> {
  const clones = new Map<number, number | undefined>();
  const clone = async (addressId: number | null) => {
    if (addressId === null) return null;
    if (!clones.has(addressId)) clones.set(addressId, await addressesService.clone(tx, addressId));
    return clones.get(addressId) ?? null;
  };
  await repo.setQuotationAddresses(tx, toId, {
    origin_address_id: await clone(original.origin_address_id),
    destination_address_id: await clone(original.destination_address_id),
  });
  await cargoLinesService.copyToQuotation(tx, original.id, toId);
  await costLinesService.copyToQuotation(tx, original.id, toId);
  await recomputeQuotationTotals(tx, toId, { bumpVersion: false });
}

/**
 * Makes an address the quotation's origin or destination (bumping its version); false for an unknown quotation.
 * The addresses module calls it through `useQuotationLink`, handed over below.
 */
async function linkAddress(
  db: Db,
  quotationId: number,
  column: 'origin_address_id' | 'destination_address_id',
  addressId: number,
) {
  const current = await repo.findQuotationForUpdate(db, quotationId);
  if (current) await assertOfferWritable(db, current);
  return repo.linkQuotationAddress(db, quotationId, column, addressId);
}

// A new address may name its quotation; the quotation's row is written here, not by the addresses module. It is
// handed over when this module loads, so every caller finds it (the routes, the demo data at first start,
// scripts), not only requests that came after the routes were registered.
addressesService.useQuotationLink(linkAddress);

// The audit trail names a quotation by its number ('Q-2026-0042 rev 2'), not by its id.
audit.useEntityLabels('quotation', async (db, ids) => {
  const rows = await repo.quoteNumbersOf(db, ids);
  return new Map(rows.map((row) => [row.id, quoteNumberLabel(row)]));
});

export { searchQuotations as search } from './quotations.search';
