import {
  ADDRESS_MESSAGES,
  type AddressCreate,
  type AddressUpdate,
  addressChanges,
  addressFromCreateInput,
  addressRole,
  quotationAddressColumn,
} from '@freight/domain';
import { changesToWrite, found, removed, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import * as quotationsService from '../quotations/quotations.service';
import { addressList } from './addresses.list';
import * as repo from './addresses.repository';

const NOT_FOUND = 'Address not found';

export function list(db: Db, rawQuery: Record<string, unknown>) {
  return repo.listAddresses(db, parseListQuery(rawQuery, addressList));
}

export async function get(db: Db, id: number) {
  return found(await repo.addressRecords.find(db, id), NOT_FOUND);
}

/**
 * Creates an address; with `quotation_id` it also becomes that quotation's origin ('origin', or no role)
 * or destination (any other role) in the same transaction, so an address is never left half-linked: when
 * the link fails (unknown quotation) the address is not kept either.
 */
export async function create(db: Db, input: AddressCreate, userId: number) {
  const values = { ...addressFromCreateInput(input), user_id: userId };
  if (input.quotation_id == null) return repo.addressRecords.insert(db, values);
  const quotationId = input.quotation_id;
  const column = quotationAddressColumn(addressRole(input.quotation_role ?? 'origin'));
  return db.transaction(async (tx) => {
    const address = await repo.addressRecords.insert(tx, values);
    if (!(await quotationsService.linkAddress(tx, quotationId, column, address.id))) {
      throw AppError.badRequest(ADDRESS_MESSAGES.quotationNotFound, {
        quotation_id: ADDRESS_MESSAGES.quotationNotFound,
      });
    }
    return address;
  });
}

/** An address of a superseded quotation revision is read-only (409), like the revision. */
export async function update(db: Db, id: number, input: AddressUpdate, expectedVersion?: number) {
  const changes = changesToWrite(addressChanges(input));
  return db.transaction(async (tx) => {
    await quotationsService.assertAddressWritable(tx, id);
    return written(await repo.addressRecords.update(tx, id, changes, expectedVersion), NOT_FOUND);
  });
}

/** Deletes an address; quotations that used it keep no address in that role (the foreign key sets null). */
export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await quotationsService.assertAddressWritable(tx, id);
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
