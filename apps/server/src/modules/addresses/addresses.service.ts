import {
  ACCEPTED_OFFER_MESSAGES,
  ADDRESS_MESSAGES,
  type AddressCountryField,
  type AddressCreate,
  type AddressUpdate,
  addressChanges,
  addressCountryProblems,
  addressFromCreateInput,
  addressRole,
  quotationAddressColumn,
  REVISION_MESSAGES,
} from '@freight/domain';
import { changesToWrite, found, removed, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { addressList } from './addresses.list';
import * as repo from './addresses.repository';

const NOT_FOUND = 'Address not found';

/**
 * Makes an address a quotation's origin or destination (bumping the quotation's version); false for an
 * unknown quotation, 409 for a superseded revision. The quotation is the owner of its row, so the quotations
 * module provides this at start-up (`useQuotationLink`, called when quotations.service.ts loads): addresses sit below
 * quotations and never import them.
 */
export type QuotationLink = (
  tx: Db,
  quotationId: number,
  column: 'origin_address_id' | 'destination_address_id',
  addressId: number,
) => Promise<boolean>;

let linkToQuotation: QuotationLink | undefined;

export function useQuotationLink(link: QuotationLink): void {
  linkToQuotation = link;
}

/**
 * Refuses a change to an address that a superseded quotation revision uses (409, naming the newest revision,
 * as a write to the revision itself answers) or that an accepted quote prints (409, the accepted offer's
 * answer, as a write to the quotation answers: quotations/quotation-revisions.guard.ts); the quotations using the address stay locked until commit, so a
 * revise copying them waits for the change or the change waits for the revise.
 */
async function assertWritable(tx: Db, addressId: number) {
  const superseded = await repo.quotationKeepingAddress(tx, addressId);
  if (superseded === 'accepted') throw new AppError('QUOTE_ACCEPTED_LOCKED', ACCEPTED_OFFER_MESSAGES.locked);
  if (superseded) {
    throw AppError.conflict(REVISION_MESSAGES.superseded(superseded.newest_revision), {
      newest_id: superseded.newest_id,
    });
  }
}

/** @public */
export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listAddresses(db, parseListQuery(rawQuery, addressList));
}

/** @public */
export async function get(db: Db, id: number) {
  return found(await repo.addressRecords.find(db, id), NOT_FOUND);
}

/**
 * Creates an address; with `quotation_id` it also becomes that quotation's origin ('origin', or no role)
 * or destination (any other role) in the same transaction, so an address is never left half-linked: when
 * the link fails (unknown quotation) the address is not kept either.
 * @public
 */
export async function create(db: Db, input: AddressCreate, userId: number) {
  const values = { ...addressFromCreateInput(input), user_id: userId };
  if (input.quotation_id == null) return repo.addressRecords.insert(db, values);
  const quotationId = input.quotation_id;
  const column = quotationAddressColumn(addressRole(input.quotation_role ?? 'origin'));
  return db.transaction(async (tx) => {
    const address = await repo.addressRecords.insert(tx, values);
    if (!linkToQuotation) throw new Error('The quotations module has not provided the address link');
    if (!(await linkToQuotation(tx, quotationId, column, address.id))) {
      throw AppError.badRequest(ADDRESS_MESSAGES.quotationNotFound, {
        quotation_id: ADDRESS_MESSAGES.quotationNotFound,
      });
    }
    return address;
  });
}

/**
 * The province/state and postcode a change sends, checked against the address's country with the change
 * applied (400 naming the field). A change of the country alone is taken: the edit screen saves each field
 * as it is left, and the user reaches the postcode after the country; the fields stay marked by the form.
 */
async function assertFitsCountry(tx: Db, id: number, changes: AddressUpdate) {
  const sent = (['province', 'zip_code'] as const).filter((f) => changes[f] !== undefined);
  if (sent.length === 0) return;
  const stored = await repo.addressRecords.find(tx, id);
  if (!stored) return; // the update answers the 404
  const problems = addressCountryProblems({ ...stored, ...changes }, sent as AddressCountryField[]);
  const messages = Object.values(problems);
  if (messages.length > 0) throw AppError.badRequest(messages[0]!, problems);
}

/**
 * An address of a superseded quotation revision is read-only (409), like the revision.
 * @public
 */
export async function update(db: Db, id: number, input: AddressUpdate, expectedVersion?: number) {
  const changes = changesToWrite(addressChanges(input));
  return db.transaction(async (tx) => {
    await assertWritable(tx, id);
    await assertFitsCountry(tx, id, changes);
    return written(await repo.addressRecords.update(tx, id, changes, expectedVersion), NOT_FOUND);
  });
}

/**
 * Deletes an address; quotations that used it keep no address in that role (the foreign key sets null).
 * @public
 */
export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await assertWritable(tx, id);
    removed(await repo.addressRecords.remove(tx, id), NOT_FOUND);
  });
}

/** A copy of the address for another quotation (a duplicate must not share its addresses); undefined when unknown. */
export function clone(db: Db, id: number) {
  return repo.cloneAddress(db, id);
}

/** Deletes those of the given addresses that no quotation uses any more (a deleted quotation's). */
export function deleteUnused(db: Db, ids: readonly number[]) {
  return repo.deleteUnusedAddresses(db, ids);
}
