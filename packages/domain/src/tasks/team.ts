import { z } from 'zod';
import { recordId, versionedColumns } from '../shared/record-columns';
import { teamRoleSchema } from './task-enums';
import { taskUserSchema } from './task-people';

/** A member of a team, with their user. */
export const teamMemberSchema = z.object({
  ...recordId(),
  team_id: z.number().int(),
  user_id: z.number().int(),
  role: teamRoleSchema,
  joined_at: z.string(),
  user: taskUserSchema,
  version: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team with its members. Assigned to a collaborative task, it shares it with them. */
export const teamSchema = z.object({
  ...recordId(),
  name: z.string(),
  description: z.string(),
  created_by_user_id: z.number().int().nullable(),
  created_by_user: taskUserSchema.nullable(),
  is_active: z.boolean(),
  member_count: z.number().int(),
  members: z.array(teamMemberSchema),
  ...versionedColumns(),
});
export type Team = z.infer<typeof teamSchema>;
