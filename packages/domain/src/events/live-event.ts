import { z } from 'zod';

/**
 * What changed, as `GET /api/1/events` streams it: a kind and ids only, never a record's content. The web
 * refetches what an event touches, and the server checks what the user may see on that fetch.
 */
export const LIVE_EVENT_KINDS = [
  'quotation',
  'contact',
  'interaction',
  'task',
  'document',
  'notification',
  'shipment',
] as const;

export const liveEventSchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  /**
   * `status_changed`: an update that moved a quotation (or a shipment) to another status. Only that, a create and a delete move
   * the sidebar's per-status counts, so only they make every open tab read the counts again.
   */
  action: z.enum(['created', 'updated', 'status_changed', 'deleted']),
  /** The records that changed (quotation ids for 'quotation', and so on). */
  ids: z.array(z.number().int().positive()),
  /**
   * Only these users may get the event (a notification is its recipient's business; a deleted private record's
   * readers), and among them only those its kind's read rule lets read it; absent = everyone the rule lets read
   * it. Never sent to the browser.
   */
  user_ids: z.array(z.number().int().positive()).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
