import { type ContactListItem, contactLabel } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { ExportAllButton } from '../../../shared/list/ExportAllButton';
import { ListPage } from '../../../shared/list/ListPage';
import { useListState } from '../../../shared/list/useListState';
import { useLinkedId } from '../../../shared/routing/useLinkedId';
import { usePermission } from '../../auth/session/usePermission';
import { ContactCreateDialog } from '../form/ContactCreateDialog';
import { ContactEditDialog } from '../form/ContactEditDialog';
import { ContactInteractionsDrawer } from '../interactions/ContactInteractionsDrawer';
import { ContactDeleteDialog } from './ContactDeleteDialog';
import { ContactFiltersPanel } from './ContactFiltersPanel';
import { ContactRowActions } from './ContactRowActions';
import { contactColumns } from './contactColumns';
import { contactExportUrl } from './contactExportUrl';
import { CONTACT_LIST_FILTERS } from './contactFilters';
import { CONTACTS_PAGE_SIZE, useContacts } from './useContacts';

const LIST_OPTIONS = { filters: CONTACT_LIST_FILTERS, searchParam: 'q', pageSize: CONTACTS_PAGE_SIZE };

/** The Contacts screen: filterable, paged list with add, edit, delete and CSV export. */
export function ContactsPage() {
  const t = useT();
  const can = {
    view: usePermission('contacts', 'view'),
    create: usePermission('contacts', 'create'),
    edit: usePermission('contacts', 'edit'),
    delete: usePermission('contacts', 'delete'),
    interactions: usePermission('support', 'view'),
  };
  const state = useListState(LIST_OPTIONS);
  const filters = { ...state.filters, search: state.search };
  const list = useContacts(filters, state.paging);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContactListItem | null>(null);
  const [interactionsOf, setInteractionsOf] = useState<ContactListItem | null>(null);

  // A link (the global search's) names a contact: it opens for editing.
  const { id: linkedId, clear: clearLinked } = useLinkedId('contact');
  useEffect(() => {
    if (linkedId === undefined) return;
    if (can.edit) setEditingId(linkedId);
    clearLinked();
  }, [linkedId, can.edit, clearLinked]);

  const rowActions = (contact: ContactListItem) => (
    <ContactRowActions
      contact={contact}
      onShowInteractions={can.interactions ? setInteractionsOf : undefined}
      onEdit={can.edit ? (row) => setEditingId(row.id) : undefined}
      onDelete={can.delete ? setDeleting : undefined}
    />
  );

  return (
    <>
      <ListPage
        title={t('contacts.title')}
        subtitle={t('contacts.subtitle')}
        add={
          can.create && {
            label: t('contacts.add'),
            firstLabel: t('contacts.addFirst'),
            onClick: () => setAdding(true),
          }
        }
        state={state}
        list={list}
        canView={can.view}
        errorMessage={t('contacts.loadFailed')}
        noun={[t('contacts.nounOne'), t('contacts.nounMany')]}
        icon={<IconUsers size={26} />}
        count="matches"
        empty={{ description: t('contacts.emptyDescription') }}
        filterPanel={{
          id: 'contact-filters',
          fields: <ContactFiltersPanel filters={state.filters} onChange={state.setFilters} />,
        }}
        search={{ 'aria-label': t('contacts.search'), placeholder: t('contacts.searchPlaceholder') }}
        actions={
          <ExportAllButton
            href={contactExportUrl(filters)}
            filtered={state.filtered}
            count={list.data?.total}
          />
        }
        columns={contactColumns(t)}
        rowActions={can.edit || can.delete || can.interactions ? rowActions : undefined}
        table={{ minWidth: 820, horizontalSpacing: 'lg' }}
      />
      <ContactCreateDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(contact) => {
          setAdding(false);
          notifications.show({
            color: 'teal',
            title: t('contacts.created'),
            message: t('contacts.createdMessage', { name: contactLabel(contact) }),
          });
        }}
      />
      <ContactEditDialog contactId={editingId} onClose={() => setEditingId(null)} />
      <ContactDeleteDialog contact={deleting} onClose={() => setDeleting(null)} />
      <ContactInteractionsDrawer contact={interactionsOf} onClose={() => setInteractionsOf(null)} />
    </>
  );
}
