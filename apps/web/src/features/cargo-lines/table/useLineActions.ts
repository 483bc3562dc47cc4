import { useState } from 'react';
import { usePermission } from '../../auth/session/usePermission';

/** The line a modal form is open for (null: a new line), with an opening count so each opening starts afresh. */
export interface LineFormTarget<L> {
  item: L | null;
  session: number;
}

/**
 * What a quotation's list of lines (cargo lines, cost lines) lets the user do: open the Add or Edit form, ask
 * to delete, and show the list fullscreen. Each action is offered only with its grant (quotations:create, edit,
 * delete) and never on a read-only revision.
 */
export function useLineActions<L>(readOnly: boolean) {
  const canCreate = usePermission('quotations', 'create') && !readOnly;
  const canEdit = usePermission('quotations', 'edit') && !readOnly;
  const canDelete = usePermission('quotations', 'delete') && !readOnly;
  const [fullscreen, setFullscreen] = useState(false);
  const [target, setTarget] = useState<LineFormTarget<L> | null>(null);
  const [deleting, setDeleting] = useState<L | null>(null);
  return {
    fullscreen,
    setFullscreen,
    target,
    closeForm: () => setTarget(null),
    deleting,
    closeDelete: () => setDeleting(null),
    /** The panel's Add, Edit and Delete, each left out without its grant. */
    panelActions: {
      onAdd: canCreate ? () => setTarget({ item: null, session: Date.now() }) : undefined,
      onEdit: canEdit ? (item: L) => setTarget({ item, session: Date.now() }) : undefined,
      onDelete: canDelete ? setDeleting : undefined,
    },
  };
}
