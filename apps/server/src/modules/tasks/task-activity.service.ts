import type { Db } from '../../platform/database/database';
import { parseListQuery } from '../../platform/list-query';
import { type Caller, refuseSelect } from '../teams/teams.service';
import * as parts from './task-parts.repository';
import { taskActivityList } from './tasks.list';

/** The feed of the tasks the caller may see, newest first; read-only (entries come with each change). */
export function list(db: Db, raw: Record<string, unknown>, caller: Caller) {
  refuseSelect(raw);
  return parts.listActivity(db, parseListQuery(raw, taskActivityList), caller);
}
