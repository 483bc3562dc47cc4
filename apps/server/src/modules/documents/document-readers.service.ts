import { hasPermission, type LiveEvent } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import type { LiveReadRule } from '../../platform/events/live-read-rules';
import { mayViewDocument } from './document-access';
import { documentOwnership } from './document-readers.repository';

// Who hears of a library change, by the rule of document-access.ts: one's own folders and documents are one's
// own (documents view), the shared ones belong to the quotations (quotations view). A change that cannot be
// checked at delivery (a deleted document, a folder change, which names no document) carries its owner in
// `user_ids` when it was private, and nothing when it was shared.

type Owned = { user_id: number | null; quotation_id?: number | null };

/** The `user_ids` of a change to a private document or folder: its owner alone. */
export function privateItemReaders(item: Owned, kind: 'folder' | 'document'): Pick<LiveEvent, 'user_ids'> {
  const shared = kind === 'folder' ? item.user_id === null : item.quotation_id != null;
  if (shared) return {};
  return { user_ids: item.user_id === null ? [] : [item.user_id] };
}

const may = (reader: AuthContext, module: 'documents' | 'quotations') =>
  hasPermission(reader.user.role, reader.permissions, module, 'view');

/** Live document events reach those who see the document (or the folder), as the library's GETs decide. */
export function documentReadRule(db: Db): LiveReadRule {
  return {
    mayHear: (reader, event) => {
      if (event.ids.length > 0 && event.action !== 'deleted') {
        return may(reader, 'documents') || may(reader, 'quotations');
      }
      return event.user_ids ? may(reader, 'documents') : may(reader, 'quotations');
    },
    visibility: async (ids) => {
      const rows = new Map((await documentOwnership(db, ids)).map((row) => [row.id, row]));
      return (reader) => (id) => mayViewDocument(reader, rows.get(id));
    },
  };
}
