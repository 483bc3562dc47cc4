import type { ContactListItem } from '@freight/domain';
import { Group } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { RowEditDeleteActions } from '../../../shared/ui/RowEditDeleteActions';
import { ContactInteractionsAction } from '../interactions/ContactInteractionsAction';
import { contactRowLabel } from './contactColumns';

interface ContactRowActionsProps {
  contact: ContactListItem;
  /** Each left out hides its button (the user lacks the grant). */
  onShowInteractions?: (contact: ContactListItem) => void;
  onEdit?: (contact: ContactListItem) => void;
  onDelete?: (contact: ContactListItem) => void;
}

/** A contact row's buttons: its recent interactions, Edit and Delete. */
export function ContactRowActions({ contact, onShowInteractions, onEdit, onDelete }: ContactRowActionsProps) {
  const t = useT();
  const label = contactRowLabel(contact, t);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onShowInteractions && (
        <ContactInteractionsAction label={label} onClick={() => onShowInteractions(contact)} />
      )}
      <RowEditDeleteActions
        label={label}
        onEdit={onEdit && (() => onEdit(contact))}
        onDelete={onDelete && (() => onDelete(contact))}
      />
    </Group>
  );
}
