import { taskResourceEndpoints } from './task-endpoints';
import {
  teamCreateSchema,
  teamMemberCreateSchema,
  teamMemberUpdateSchema,
  teamUpdateSchema,
} from './task-validation';
import { teamMemberSchema, teamSchema } from './team';

const tags = ['teams'];

/** Teams (docs/api.md, Task manager), guarded by the tasks permissions. */
export const teamsApi = taskResourceEndpoints(
  '/teams',
  tags,
  { record: teamSchema, create: teamCreateSchema, update: teamUpdateSchema },
  'Teams with their members; filter with is_active, created_by_user_id; search: name, description',
);

export const teamMembersApi = taskResourceEndpoints(
  '/team_members',
  tags,
  { record: teamMemberSchema, create: teamMemberCreateSchema, update: teamMemberUpdateSchema },
  'Team members; filter with team_id, user_id, role',
);
