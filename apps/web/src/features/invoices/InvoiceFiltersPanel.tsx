import { SimpleGrid } from '@mantine/core';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { usePermission } from '../auth/session/usePermission';
import { ContactPicker } from '../contacts/picker/ContactPicker';
import { readableDay, readableId } from '../shipments/shipmentFilters';

interface PanelFilters {
  dueFrom: string;
  dueTo: string;
  contact: string;
}

interface InvoiceFiltersPanelProps {
  filters: PanelFilters;
  onChange: (patch: Partial<PanelFilters>) => void;
}

/** The Invoices filter panel: the due-date window (in the user's date format) and the client. */
export function InvoiceFiltersPanel({ filters, onChange }: InvoiceFiltersPanelProps) {
  const canPickContact = usePermission('contacts', 'view');
  const day = (label: string, key: 'dueFrom' | 'dueTo') => (
    <CalendarDateInput
      label={label}
      value={readableDay(filters[key]) || null}
      onChange={(value) => onChange({ [key]: value ?? '' })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {day('Due from', 'dueFrom')}
      {day('Due to', 'dueTo')}
      {canPickContact && (
        <ContactPicker
          label="Client"
          value={readableId(filters.contact) ? Number(filters.contact) : null}
          onChange={(contact) => onChange({ contact: contact ? String(contact.id) : '' })}
        />
      )}
    </SimpleGrid>
  );
}
