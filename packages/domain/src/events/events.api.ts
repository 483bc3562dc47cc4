import type { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { liveEventSchema } from './live-event';

const platform = endpointGroup(['platform']);

/** The SSE event name of a change; its `data` is `{kind, action, ids}` (a LiveEvent without `user_ids`). */
export const LIVE_CHANGE_EVENT = 'change';

/** What the browser receives: who else gets an event (`user_ids`) is the server's business only. */
export const liveChangeSchema = liveEventSchema.omit({ user_ids: true });
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const eventsApi = {
  stream: platform.get('/events', {
    summary: 'Live updates: a server-sent events stream of what changed (kinds and ids only)',
    description:
      "`text/event-stream`. Each change is `event: change` with `data: {kind, action, ids}` and an `id:`; an empty `ids` means 'refetch the lot'. A comment line every ~25 s keeps proxies from closing it; the stream ends when the session does. Events carry no record content: fetch the records through the API, which checks what the caller may see.",
    response: noContentSchema,
    produces: 'text/event-stream',
  }),
};
