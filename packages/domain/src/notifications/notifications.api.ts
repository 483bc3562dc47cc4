import { z } from 'zod';
import { resourceGroup } from '../api/resource-group';
import { notificationChannelsSchema, notificationSchema, unreadCountSchema } from './notification';

const api = resourceGroup(['notifications']);

/**
 * The caller's own notifications, newest first (another user's answers 404). The server makes them; a client
 * only reads them and marks them read.
 */
export const notificationsApi = {
  list: api.list('/notifications', notificationSchema.partial(), {
    summary: "The caller's notifications, newest first",
  }),
  unreadCount: api.get('/notifications/unread_count', {
    summary: "How many of the caller's notifications are unread",
    response: unreadCountSchema,
  }),
  channels: api.get('/notifications/channels', {
    summary: 'Whether this server can send notifications by e-mail',
    response: notificationChannelsSchema,
  }),
  read: api.action('/notifications/:id/read', {
    summary: "Mark one of the caller's notifications read",
    response: notificationSchema,
  }),
  readAll: api.action('/notifications/read_all', {
    summary: "Mark all the caller's notifications read; answers how many changed",
    response: z.object({ updated: z.number().int() }),
  }),
};
