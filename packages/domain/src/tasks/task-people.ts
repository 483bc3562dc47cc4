import { z } from 'zod';
import { recordId } from '../shared/record-columns';

/** A user as task records embed them: id, display name (first plus last name, else the email) and email. */
export const taskUserSchema = z.object({
  ...recordId(),
  name: z.string(),
  email: z.string(),
});
export type TaskUser = z.infer<typeof taskUserSchema>;

/** A contact as a task embeds it. */
export const taskContactSchema = z.object({
  ...recordId(),
  display_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  company_name: z.string(),
  category: z.string(),
  segment: z.string(),
});
export type TaskContact = z.infer<typeof taskContactSchema>;

/** A team as a task embeds it. */
export const taskTeamSchema = z.object({
  ...recordId(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type TaskTeam = z.infer<typeof taskTeamSchema>;
