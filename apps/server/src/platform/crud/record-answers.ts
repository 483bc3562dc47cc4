import { withoutUndefined } from '@freight/domain';
import { AppError } from '../errors';
import type { UpdateMiss } from './records';

/** The record, or the 404 a client gets for an unknown id. */
export function found<Row>(row: Row | undefined, notFoundMessage: string): Row {
  if (row === undefined) throw AppError.notFound(notFoundMessage);
  return row;
}

/** For a delete: the 404 when there was nothing to delete. */
export function removed(deleted: boolean, notFoundMessage: string): void {
  if (!deleted) throw AppError.notFound(notFoundMessage);
}

/**
 * The row a versioned update wrote, or its answer when it wrote nothing: 404 when
 * the record is gone, 412 PRECONDITION_FAILED when `If-Match` named an older version.
 */
export function written<Row extends object>(
  result: Row | UpdateMiss,
  notFoundMessage: string,
  staleMessage?: string,
): Row {
  if (result === 'missing') throw AppError.notFound(notFoundMessage);
  if (result === 'stale') throw AppError.preconditionFailed(staleMessage);
  return result;
}

/** The fields a PUT sets (those sent as undefined dropped); a PUT that sets nothing answers 400. */
export function changesToWrite<T extends object>(input: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const changes = withoutUndefined(input);
  if (Object.keys(changes).length === 0) throw AppError.badRequest('No fields provided for update');
  return changes;
}

/**
 * For a record read under a lock before it is changed: the 412 when `If-Match` named another version than the
 * one read (nobody can change it before the write, so the write itself need not check again).
 */
export function requireVersion(
  row: { version: number },
  expectedVersion: number | undefined,
  staleMessage?: string,
): void {
  if (expectedVersion !== undefined && row.version !== expectedVersion) {
    throw AppError.preconditionFailed(staleMessage);
  }
}

/**
 * The answer of `write`, or the 409 `message` when it failed on what `isConflict` recognises (a unique key
 * taken: a user already in the team, already on the task).
 */
export async function conflictOn<T>(
  isConflict: (error: unknown) => boolean,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConflict(error)) throw AppError.conflict(message);
    throw error;
  }
}
