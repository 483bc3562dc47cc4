import { type ContactListItem, contactLabel } from '@freight/domain';
import { Box, Button, Collapse, Divider, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useLastPageCorrection } from '../../shared/hooks/useLastPageCorrection';
import { useLinkedId } from '../../shared/routing/useLinkedId';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ListFooter } from '../../shared/ui/ListFooter';
import { ListMessage } from '../../shared/ui/ListMessage';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/usePermission';
import { ContactCreateDialog } from './ContactCreateDialog';
import { ContactDeleteDialog } from './ContactDeleteDialog';
import { ContactEditDialog } from './ContactEditDialog';
import { ContactFiltersPanel } from './ContactFiltersPanel';
import { ContactInteractionsDrawer } from './ContactInteractionsDrawer';
import { ContactsTable } from './ContactsTable';
import { ContactsToolbar } from './ContactsToolbar';
import { contactExportUrl } from './contactExportUrl';
import { NO_CONTACT_FILTERS } from './contactFilters';
import { useContactListParams } from './useContactListParams';
import { CONTACTS_PAGE_SIZE, useContacts } from './useContacts';

/** The Contacts screen: filterable, paged list with add, edit, delete and CSV export. */
export function ContactsPage() {
  const can = {
    view: usePermission('contacts', 'view'),
    create: usePermission('contacts', 'create'),
    edit: usePermission('contacts', 'edit'),
    delete: usePermission('contacts', 'delete'),
  };
  const { filters, page, setPage, setFilters } = useContactListParams();
  const list = useContacts(filters, page);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContactListItem | null>(null);
  const [interactionsOf, setInteractionsOf] = useState<ContactListItem | null>(null);
  const canSeeInteractions = usePermission('support', 'view');

  useLastPageCorrection(list, CONTACTS_PAGE_SIZE, page, setPage);

  // A link (the global search's) names a contact: the list is filtered to it, and it opens for editing.
  const linked = useLinkedId('contact');
  const { id: linkedId, clear: clearLinked } = linked;
  useEffect(() => {
    if (linkedId === undefined) return;
    if (can.edit) setEditingId(linkedId);
    clearLinked();
  }, [linkedId, can.edit, clearLinked]);

  const filtered = filters.status !== '' || filters.company !== 'all' || filters.search.trim() !== '';
  const addButton = (text: string) =>
    can.create && (
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
        {text}
      </Button>
    );

  function body() {
    if (list.isPending) return <CenteredLoader label="Loading contacts..." />;
    if (list.isError && !list.data) {
      return (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(list.error, 'Failed to load contacts. Please try again later.')}
        >
          <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
            Try Again
          </Button>
        </ListMessage>
      );
    }
    if (list.data.data.length === 0) {
      return (
        <ListMessage
          icon={<IconUsers size={26} />}
          title="No contacts found"
          description={
            filtered ? 'No contacts match these filters.' : 'Add the people and companies you ship for.'
          }
        >
          {filtered ? (
            <Button variant="default" onClick={() => setFilters(NO_CONTACT_FILTERS)}>
              Clear Filters
            </Button>
          ) : (
            addButton('Add First Contact')
          )}
        </ListMessage>
      );
    }
    return (
      <>
        <ContactsTable
          contacts={list.data.data}
          canEdit={can.edit}
          canDelete={can.delete}
          onEdit={(contact) => setEditingId(contact.id)}
          onDelete={setDeleting}
          onShowInteractions={canSeeInteractions ? setInteractionsOf : undefined}
          stale={list.isPlaceholderData}
        />
        <Divider />
        <ListFooter
          page={page}
          pageSize={CONTACTS_PAGE_SIZE}
          total={list.data.total}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Contacts"
        subtitle="Manage your business contacts"
        actions={addButton('Add Contact')}
      />
      <Paper withBorder shadow="xs">
        <ContactsToolbar
          filters={filters}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          exportUrl={contactExportUrl(filters)}
          total={list.data?.total}
        />
        <Collapse expanded={filtersOpen}>
          <Box
            id="contact-filters"
            px="lg"
            py="md"
            bg="var(--app-surface-subtle)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <ContactFiltersPanel
              filters={filters}
              onChange={setFilters}
              onClose={() => setFiltersOpen(false)}
            />
          </Box>
        </Collapse>
        <Divider />
        {can.view ? (
          body()
        ) : (
          <ListMessage icon={<IconUsers size={26} />} title="You do not have permission to view contacts." />
        )}
      </Paper>

      <ContactCreateDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(contact) => {
          setAdding(false);
          notifications.show({
            color: 'teal',
            title: 'Contact created',
            message: `${contactLabel(contact)} was added.`,
          });
        }}
      />
      <ContactEditDialog contactId={editingId} onClose={() => setEditingId(null)} />
      <ContactDeleteDialog contact={deleting} onClose={() => setDeleting(null)} />
      <ContactInteractionsDrawer contact={interactionsOf} onClose={() => setInteractionsOf(null)} />
    </>
  );
}
