import type { Db } from '../../platform/database/database';
import { parseListQuery } from '../../platform/list-query';
import { refuseSelect } from '../teams/teams.service';
import { listActiveUsers, taskUserList } from './task-users.repository';

/** Active users for the collaborator and team member pickers. */
export function list(db: Db, raw: Record<string, unknown>) {
  refuseSelect(raw);
  return listActiveUsers(db, parseListQuery(raw, taskUserList));
}
