import { z } from 'zod';

/** The one error shape every API answer uses (docs/api.md, Errors). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
