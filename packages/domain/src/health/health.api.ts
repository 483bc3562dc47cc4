import { z } from 'zod';
import { endpoint } from '../api/endpoint';

/** Says only whether the database answers, nothing about versions or configuration. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

export const healthApi = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    tags: ['platform'],
    status: 200,
    response: healthSchema,
    otherResponses: { 503: healthSchema },
  }),
};
