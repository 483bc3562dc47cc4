import { laneSearchKind, RATE_CARD_MODES } from '@freight/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { useT } from '../../shared/i18n/useT';
import { LocationPicker } from '../locations/LocationPicker';
import type { RateCardFilters } from './rateCardFilters';

interface RateCardsToolbarProps {
  filters: RateCardFilters;
  onChange: (filters: RateCardFilters) => void;
  exportUrl: string;
}

/** Search, the filters (mode, lane, valid on a date) and the CSV export of what they match. */
export function RateCardsToolbar({ filters, onChange, exportUrl }: RateCardsToolbarProps) {
  const t = useT();
  const set = (patch: Partial<RateCardFilters>) => onChange({ ...filters, ...patch });
  return (
    <Group px="lg" py="sm" gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('rateCards.search')}
        placeholder={t('rateCards.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <NativeSelect
        label={t('rateCards.mode')}
        data={[{ value: '', label: t('rateCards.allModes') }, ...RATE_CARD_MODES]}
        value={filters.mode}
        onChange={(event) => set({ mode: event.currentTarget.value as RateCardFilters['mode'] })}
        style={{ flex: '0 1 140px' }}
      />
      {/* Lane filters pick a real place; the mode filter narrows them to its airports or ports. */}
      {(['origin', 'destination'] as const).map((end) => (
        <div key={end} style={{ flex: '0 1 220px' }}>
          <LocationPicker
            label={end === 'origin' ? t('rateCards.origin') : t('rateCards.destination')}
            placeholder={t('rateCards.codeOrName')}
            kind={filters.mode ? laneSearchKind(filters.mode) : 'any'}
            value={filters[end]}
            onChange={(place) => set({ [end]: place })}
          />
        </div>
      ))}
      <div style={{ flex: '0 1 190px' }}>
        <CalendarDateInput
          label={t('rateCards.validOn')}
          value={filters.validOn || null}
          onChange={(validOn) => set({ validOn: validOn ?? '' })}
        />
      </div>
      <Button
        component="a"
        href={exportUrl}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        {t('rateCards.exportCsv')}
      </Button>
    </Group>
  );
}
