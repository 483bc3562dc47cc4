import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { notifications } from './notifications.table';

export const notificationList = defineListSpec({
  // The reminder key, the e-mail bookkeeping and the message (answered as the reader's `title` and `body`)
  // are the server's own.
  fields: tableListFields(notifications, {
    omit: ['due_key', 'email_state', 'email_attempts', 'message_id', 'message_values'],
  }),
  sortable: ['id', 'created_at', 'read_at', 'kind'],
  filterable: ['id', 'user_id', 'kind', 'record_kind', 'record_id', 'read_at'],
  searchable: [notifications.title, notifications.body],
  defaultOrder: [{ field: 'created_at', direction: 'desc' }],
  defaultLimit: 20,
});
