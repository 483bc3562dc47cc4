import { type ContactListItem, contactLabel } from '@freight/domain';
import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../../shared/forms/DeleteRecordDialog';
import type { Translate } from '../../../shared/i18n/useT';
import { useT } from '../../../shared/i18n/useT';
import { ContactDialogTitle } from '../form/ContactDialogTitle';
import { useDeleteContact } from './useDeleteContact';

interface ContactDeleteDialogProps {
  /** The contact to delete; the dialog is open while this is set. */
  contact: ContactListItem | null;
  onClose: () => void;
}

/** Stands for the contact's name in the translated question, to split it around the bold name. */
const NAME_MARK = '\u2063';

const labelOf = (contact: ContactListItem, t: Translate) =>
  contactLabel(contact) || t('contacts.deleteThisContact');

/** Asks to confirm a deletion, naming the contact, since it cannot be undone. */
export function ContactDeleteDialog({ contact, onClose }: ContactDeleteDialogProps) {
  const t = useT();
  return (
    <DeleteRecordDialog
      target={contact}
      mutation={useDeleteContact()}
      onClose={onClose}
      title={<ContactDialogTitle>{t('contacts.deleteTitle')}</ContactDialogTitle>}
      deletedNotice={(target) => ({
        color: 'teal',
        title: t('contacts.deleted'),
        message: t('contacts.deletedMessage', { name: labelOf(target, t) }),
      })}
      failedMessage={t('contacts.deleteFailed')}
    >
      {(shown) => {
        // The name is drawn in bold where the reader's language places it in the sentence.
        const [before, after] = t('contacts.deleteConfirm', { name: NAME_MARK }).split(NAME_MARK);
        return (
          <Text size="sm">
            {before}
            <Text span fw={600}>
              {shown ? labelOf(shown, t) : ''}
            </Text>
            {after}
          </Text>
        );
      }}
    </DeleteRecordDialog>
  );
}
