import { SimpleGrid } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { DayRangeClientFields } from '../../shared/list/DayRangeClientFields';
import { usePermission } from '../auth/session/usePermission';
import { ContactPicker } from '../contacts/picker/ContactPicker';

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
  const t = useT();
  const canPickContact = usePermission('contacts', 'view');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <DayRangeClientFields
        days={[
          { key: 'dueFrom', label: t('invoices.dueFrom') },
          { key: 'dueTo', label: t('invoices.dueTo') },
        ]}
        filters={filters}
        onChange={onChange}
        ClientPicker={canPickContact ? ContactPicker : undefined}
      />
    </SimpleGrid>
  );
}
