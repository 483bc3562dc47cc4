import {
  PERMISSION_MESSAGES as M,
  type userGrantsReplaceSchema,
  type userModulePermissionCreateSchema,
} from '@freight/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { recordAudit } from '../audit/audit.service';
import { grantNames, recordPermissionsChanged } from '../audit/audit-records';
import * as usersService from '../users/users.service';
import { grantList, moduleList, permissionList } from './permissions.list';
import * as repo from './permissions.repository';

type GrantInput = z.output<typeof userModulePermissionCreateSchema>;
type GrantsReplace = z.output<typeof userGrantsReplaceSchema>;

export function listModules(db: Db, raw: Record<string, unknown>) {
  return repo.listModules(db, parseListQuery(raw, moduleList));
}

export function listPermissions(db: Db, raw: Record<string, unknown>) {
  return repo.listPermissions(db, parseListQuery(raw, permissionList));
}

export function listGrants(db: Db, raw: Record<string, unknown>) {
  return repo.listGrants(db, parseListQuery(raw, grantList));
}

/** A user, module or permission that does not exist is the caller's mistake, not a server error. */
function rethrowGrantError(error: unknown): never {
  if (repo.isDuplicateGrant(error)) throw AppError.conflict(M.alreadyGranted);
  if (repo.isUnknownReference(error)) throw AppError.badRequest(M.unknownGrant);
  throw error;
}

export async function grant(db: Db, input: GrantInput) {
  await usersService.get(db, input.user_id);
  const row = await repo.insertGrant(db, input).catch(rethrowGrantError);
  const details = { granted: { module_id: input.module_id, permission_id: input.permission_id } };
  await recordAudit(
    db,
    {},
    { action: 'permissions.changed', entityType: 'user', entityId: input.user_id, details },
  );
  return row;
}

export async function revoke(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteGrant(db, id))) throw AppError.notFound(M.notFound);
  await recordAudit(db, {}, { action: 'permissions.changed', details: { revoked_grant_id: id } });
}

/**
 * Replaces every grant of a user with `grants`, in one transaction: either the user holds exactly the new set
 * or, when any part fails (an unknown module, a lost connection), still exactly the old one.
 * Revoking grants one call at a time could leave a user half-granted. The user's next request is checked
 * against the new set (the session plugin reads grants on every request).
 */
export async function replaceUserGrants(db: Db, userId: number, input: GrantsReplace) {
  await usersService.get(db, userId);
  const data = await db
    .transaction(async (tx) => {
      await repo.lockGrantsOfUser(tx, userId);
      const before = grantNames(await usersService.grantsOf(tx, userId));
      await repo.deleteGrantsOfUser(tx, userId);
      const inserted = await repo.insertGrants(tx, userId, input.grants);
      await recordPermissionsChanged(tx, userId, before, grantNames(await usersService.grantsOf(tx, userId)));
      return inserted;
    })
    .catch(rethrowGrantError);
  return { data };
}
