import {
  contactDisplayName,
  duplicateQuotationFields,
  QUOTATION_MESSAGES,
  type QuotationCreate,
  type QuotationUpdate,
  quotationDefaults,
  todayIso,
  validityDaysBetween,
  withoutUndefined,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import * as addressesRepo from '../addresses/addresses.repository';
import { copyBoxItems } from '../box-items/box-items.repository';
import { findContact } from '../contacts/contacts.repository';
import { copyCostItems } from '../cost-items/cost-items.repository';
import { recomputeQuotationTotals } from './quotation-totals';
import { quotationList } from './quotations.list';
import * as repo from './quotations.repository';
import { insertWithNewNumber } from './quote-numbers';

/** Totals are the server's to compute from the quotation's items; a client cannot set them. */
const SERVER_OWNED = ['total_cbm', 'total_weight', 'total_declared_value', 'total_cost'] as const;

function withoutServerOwned<T extends object>(input: T): T {
  const copy = { ...input } as Record<string, unknown>;
  for (const key of SERVER_OWNED) delete copy[key];
  return copy as T;
}

async function requireContact(db: Db, contactId: number) {
  const contact = await findContact(db, contactId);
  if (!contact) {
    throw AppError.badRequest(QUOTATION_MESSAGES.contactRequired, {
      contact_id: QUOTATION_MESSAGES.contactRequired,
    });
  }
  return contact;
}

const ADDRESS_NOT_FOUND = 'Address not found';

/** An address id given on a quotation must name an existing address. */
async function requireAddresses(
  db: Db,
  input: { origin_address_id?: number | null; destination_address_id?: number | null },
) {
  for (const field of ['origin_address_id', 'destination_address_id'] as const) {
    const id = input[field];
    if (id != null && !(await addressesRepo.findAddress(db, id))) {
      throw AppError.badRequest(ADDRESS_NOT_FOUND, { [field]: ADDRESS_NOT_FOUND });
    }
  }
}

export async function listQuotations(db: Db, rawQuery: Record<string, unknown>) {
  const query = parseListQuery(rawQuery, quotationList);
  const { rows, total } = await repo.listQuotations(db, query);
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

/** Quotations per status and in all, for the sidebar badges. */
export async function countByStatus(db: Db) {
  const counts = await repo.countByStatus(db);
  return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}

export async function getQuotation(db: Db, id: number) {
  const row = await repo.findQuotation(db, id);
  if (!row) throw AppError.notFound('Quotation not found');
  return row;
}

export async function createQuotation(db: Db, input: QuotationCreate, userId: number) {
  const given = withoutServerOwned(withoutUndefined(input));
  const values = { ...quotationDefaults(todayIso()), ...given };
  if (given.validity_days === undefined) {
    values.validity_days = validityDaysBetween(values.start_date, values.valid_until_date);
  }
  const contact = await requireContact(db, values.contact_id!);
  await requireAddresses(db, values);
  // API clients may send only the contact: the client fields then come from it, as the picker fills them.
  values.client_name ||= contact.display_name || contactDisplayName(contact.name, contact.last_name);
  values.client_email ||= contact.email;
  values.client_phone ||= contact.phone_number;
  const row = await insertWithNewNumber(db, { ...values, user_id: userId });
  return getQuotation(db, row.id);
}

export async function updateQuotation(db: Db, id: number, input: QuotationUpdate, expectedVersion?: number) {
  const changes = withoutServerOwned(withoutUndefined(input));
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  if (changes.contact_id !== undefined) await requireContact(db, changes.contact_id);
  await requireAddresses(db, changes);
  const current = await repo.findQuotation(db, id);
  if (!current) throw AppError.notFound('Quotation not found');
  // A new valid-until date recomputes the validity days from the start date (30 when not positive).
  if ((changes.valid_until_date || changes.start_date) && changes.validity_days === undefined) {
    changes.validity_days = validityDaysBetween(
      changes.start_date ?? current.start_date,
      changes.valid_until_date ?? current.valid_until_date,
    );
  }
  const row = await repo.updateQuotation(db, id, changes, expectedVersion);
  if (!row) {
    if (!(await repo.findQuotation(db, id))) throw AppError.notFound('Quotation not found');
    throw AppError.preconditionFailed(
      'This quotation was changed by someone else. Reload it to see their changes, then try again.',
    );
  }
  return getQuotation(db, id);
}

/**
 * Deletes a quotation with its box and cost items (foreign keys cascade) and with its origin and destination
 * addresses unless another quotation still uses them (see docs/quotations.md).
 */
export async function deleteQuotation(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const deleted = await repo.deleteQuotation(tx, id);
    if (!deleted) throw AppError.notFound('Quotation not found');
    const addressIds = [deleted.origin_address_id, deleted.destination_address_id].filter(
      (addressId): addressId is number => addressId !== null,
    );
    await addressesRepo.deleteUnusedAddresses(tx, addressIds);
  });
}

/** Copies a quotation as a new Pending one dated today, with its contents, in one transaction. */
export async function duplicateQuotation(db: Db, id: number, userId: number) {
  const copyId = await db.transaction(async (tx) => {
    const original = await repo.findQuotationForUpdate(tx, id);
    if (!original) throw AppError.notFound('Quotation not found');
    const values = duplicateQuotationFields(original, todayIso());
    const copy = await insertWithNewNumber(tx, { ...values, user_id: userId });
    await copyQuotationContents(tx, original.id, copy.id);
    return copy.id;
  });
  return getQuotation(db, copyId);
}

/**
 * Gives the copy its own origin and destination addresses (clones: editing one quotation's address must not
 * change the other's), the box items and the cost items (sub-items under their copied parents), then
 * recomputes its totals from what was copied. The original is locked by the caller.
 */
async function copyQuotationContents(tx: Db, fromId: number, toId: number): Promise<void> {
  const original = await repo.findQuotation(tx, fromId);
  if (!original) return;
  const clones = new Map<number, number | undefined>();
  const clone = async (addressId: number | null) => {
    if (addressId === null) return null;
    if (!clones.has(addressId)) clones.set(addressId, await addressesRepo.cloneAddress(tx, addressId));
    return clones.get(addressId) ?? null;
  };
  await repo.setQuotationAddresses(tx, toId, {
    origin_address_id: await clone(original.origin_address_id),
    destination_address_id: await clone(original.destination_address_id),
  });
  await copyBoxItems(tx, fromId, toId);
  await copyCostItems(tx, fromId, toId);
  await recomputeQuotationTotals(tx, toId, { bumpVersion: false });
}
