import { z } from 'zod';

/** One signed-in session of the current user, as Session Management lists it. */
const accountSessionSchema = z.object({
  /** A reference to the session, not its token: enough to end it, useless to sign in with. */
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  persistent: z.boolean(),
  /** The session of the device asking ('This device'). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ data: z.array(accountSessionSchema) });

export const sessionRefParamsSchema = z.object({
  id: z
    .string({ error: 'The session id is not valid' })
    .regex(/^[0-9a-f]{32}$/, 'The session id is not valid'),
});

export const endedSessionsSchema = z.object({ ended_sessions: z.number().int() });

export const SESSION_MESSAGES = {
  notFound: 'This session has already ended',
  signedOutOne: 'The session was signed out.',
  signedOutOthers: (count: number) =>
    count === 0
      ? 'There were no other sessions to sign out.'
      : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
} as const;
