import { z } from 'zod';
import { endpointGroup } from '../api/endpoint-group';

const platform = endpointGroup(['platform']);

/** Says only whether the database answers, nothing about versions or configuration. */
const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/**
 * Readiness: may a load balancer send this process work? Each part says whether it passed, so a 503 shows which
 * failed; nothing about versions or configuration.
 */
const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** 'pending': the database lacks migrations this server ships (an upgrade half done); 'unknown': unreadable. */
  migrations: z.enum(['current', 'pending', 'unknown']),
  storage: z.enum(['writable', 'failed']),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const healthApi = {
  check: platform.get('/health', { response: healthSchema, otherResponses: { 503: healthSchema } }),
  ready: platform.get('/health/ready', {
    summary: 'Readiness: database reachable, migrations current, file storage writable',
    response: readinessSchema,
    otherResponses: { 503: readinessSchema },
  }),
};
