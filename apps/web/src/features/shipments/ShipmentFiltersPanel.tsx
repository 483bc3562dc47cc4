import { SimpleGrid } from '@mantine/core';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { usePermission } from '../auth/session/usePermission';
import { ContactPicker } from '../contacts/picker/ContactPicker';
import {
  LATE_CHOICES,
  type LateChoice,
  readableDay,
  readableId,
  type ShipmentFilters,
} from './shipmentFilters';

type PanelFilters = Pick<ShipmentFilters, 'late' | 'etaFrom' | 'etaTo' | 'contact'>;

interface ShipmentFiltersPanelProps {
  filters: PanelFilters;
  onChange: (patch: Partial<PanelFilters>) => void;
}

/**
 * The Shipments filter panel: late milestones, the ETA window (days in the user's date format) and the client
 * (a contact, for those who may look contacts up).
 */
export function ShipmentFiltersPanel({ filters, onChange }: ShipmentFiltersPanelProps) {
  const canPickContact = usePermission('contacts', 'view');
  const day = (label: string, key: 'etaFrom' | 'etaTo') => (
    <CalendarDateInput
      label={label}
      value={readableDay(filters[key]) || null}
      onChange={(value) => onChange({ [key]: value ?? '' })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <FilterSelect<LateChoice>
        label="Milestones"
        allLabel="All milestones"
        choices={LATE_CHOICES}
        value={filters.late}
        onChange={(late) => onChange({ late })}
      />
      {day('ETA from', 'etaFrom')}
      {day('ETA to', 'etaTo')}
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
