import { SimpleGrid } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { DayRangeClientFields } from '../../shared/list/DayRangeClientFields';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { usePermission } from '../auth/session/usePermission';
import { ContactPicker } from '../contacts/picker/ContactPicker';
import { LATE_CHOICES, type LateChoice, type ShipmentFilters } from './shipmentFilters';

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
  const t = useT();
  const canPickContact = usePermission('contacts', 'view');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <FilterSelect<LateChoice>
        label={t('shipments.milestonesFilter')}
        allLabel={t('shipments.allMilestones')}
        choices={LATE_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
        value={filters.late}
        onChange={(late) => onChange({ late })}
      />
      <DayRangeClientFields
        days={[
          { key: 'etaFrom', label: t('shipments.etaFrom') },
          { key: 'etaTo', label: t('shipments.etaTo') },
        ]}
        filters={filters}
        onChange={onChange}
        ClientPicker={canPickContact ? ContactPicker : undefined}
      />
    </SimpleGrid>
  );
}
