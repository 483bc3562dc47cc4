import {
  ADDRESS_MESSAGES,
  type AddressCreate,
  type AddressUpdate,
  addressChanges,
  addressFromCreateInput,
  addressRole,
  quotationAddressColumn,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { linkQuotationAddress } from '../quotations/quotations.repository';
import { addressList } from './addresses.list';
import * as repo from './addresses.repository';

const NOT_FOUND = 'Address not found';

export async function listAddresses(db: Db, rawQuery: Record<string, unknown>) {
  const query = parseListQuery(rawQuery, addressList);
  const { rows, total } = await repo.listAddresses(db, query);
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

export async function getAddress(db: Db, id: number) {
  const row = await repo.findAddress(db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/**
 * Creates an address; with `quotation_id` it also becomes that quotation's origin ('origin', or no role)
 * or destination (any other role) in the same transaction, so an address is never left half-linked: when
 * the link fails (unknown quotation) the address is not kept either.
 */
export async function createAddress(db: Db, input: AddressCreate, userId: number) {
  const values = { ...addressFromCreateInput(input), user_id: userId };
  if (input.quotation_id == null) return repo.insertAddress(db, values);
  const quotationId = input.quotation_id;
  const column = quotationAddressColumn(addressRole(input.quotation_role ?? 'origin'));
  return db.transaction(async (tx) => {
    const address = await repo.insertAddress(tx, values);
    if (!(await linkQuotationAddress(tx, quotationId, column, address.id))) {
      throw AppError.badRequest(ADDRESS_MESSAGES.quotationNotFound, {
        quotation_id: ADDRESS_MESSAGES.quotationNotFound,
      });
    }
    return address;
  });
}

export async function updateAddress(db: Db, id: number, input: AddressUpdate, expectedVersion?: number) {
  const changes = addressChanges(input);
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  const row = await repo.updateAddress(db, id, changes, expectedVersion);
  if (row) return row;
  if (!(await repo.findAddress(db, id))) throw AppError.notFound(NOT_FOUND);
  throw AppError.preconditionFailed();
}

/** Deletes an address; quotations that used it keep no address in that role (the foreign key sets null). */
export async function deleteAddress(db: Db, id: number) {
  if (!(await repo.deleteAddress(db, id))) throw AppError.notFound(NOT_FOUND);
}
