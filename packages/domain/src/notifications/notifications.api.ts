import { z } from 'zod';
import { endpoint, idParamsSchema, listQuerySchema, listResponseSchema } from '../api/endpoint';
import { notificationChannelsSchema, notificationSchema, unreadCountSchema } from './notification';

const tags = ['notifications'];

/**
 * The caller's own notifications, newest first (another user's answers 404). The server makes them; a client
 * only reads them and marks them read.
 */
export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    tags,
    summary: "The caller's notifications, newest first",
    query: listQuerySchema,
    status: 200,
    response: listResponseSchema(notificationSchema.partial()),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notifications/unread_count',
    tags,
    summary: "How many of the caller's notifications are unread",
    status: 200,
    response: unreadCountSchema,
  }),
  channels: endpoint({
    method: 'GET',
    path: '/notifications/channels',
    tags,
    summary: 'Whether this server can send notifications by e-mail',
    status: 200,
    response: notificationChannelsSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    tags,
    summary: "Mark one of the caller's notifications read",
    params: idParamsSchema,
    status: 200,
    response: notificationSchema,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notifications/read_all',
    tags,
    summary: "Mark all the caller's notifications read; answers how many changed",
    status: 200,
    response: z.object({ updated: z.number().int() }),
  }),
};
