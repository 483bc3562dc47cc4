import { sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { users } from '../users/users.table';
import { auditLog } from './audit.table';

/** Query parameters the audit list handles itself: the date range, and `format=csv` on the list route. */
const AUDIT_RESERVED_PARAMS = ['date_from', 'date_to', 'format'] as const;

/** The acting user's name as it is now (null once the user is deleted: the row itself stays). */
export const auditUserName = sql<
  string | null
>`(select coalesce(nullif(trim(concat_ws(' ', ${users.first_name}, ${users.last_name})), ''), ${users.email}) from ${users} where ${users.id} = ${auditLog.user_id})`;

const fields = {
  ...tableListFields(auditLog, { omit: ['id'] }),
  // bigserial has no list kind of its own; its values are integers.
  id: { expr: auditLog.id, kind: 'integer' as const },
  user_name: { expr: auditUserName, kind: 'string' as const },
};

/** The audit log: newest first, filtered by user, action, entity and address; `search` over action and user. */
export const auditList = defineListSpec({
  fields,
  sortable: ['id', 'created_at', 'action', 'user_id', 'user_name', 'entity_type', 'ip'],
  filterable: ['id', 'user_id', 'action', 'entity_type', 'entity_id', 'ip', 'user_name'],
  selectable: [
    'id',
    'action',
    'user_id',
    'user_name',
    'ip',
    'created_at',
    'entity_type',
    'entity_id',
    'details',
  ],
  searchable: [auditLog.action, auditUserName],
  defaultOrder: [{ field: 'created_at', direction: 'desc' }],
  reservedParams: AUDIT_RESERVED_PARAMS,
});
