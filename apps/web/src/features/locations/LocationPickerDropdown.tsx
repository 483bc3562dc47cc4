import type { Location, LocationKind, LocationSearchKind } from '@freight/domain';
import { Combobox, Text } from '@mantine/core';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import type { ServerSearch } from '../../shared/search/useServerSearch';

/** What the picker searches for, said in the box before anything is typed. */
export const SEARCH_PLACEHOLDERS: Record<LocationSearchKind, MessageId> = {
  port: 'locations.searchPorts',
  airport: 'locations.searchAirports',
  any: 'locations.searchPlaces',
};

/** Said when nothing of the kind matches what was typed. */
const NO_MATCH: Record<LocationSearchKind, MessageId> = {
  port: 'locations.noPorts',
  airport: 'locations.noAirports',
  any: 'locations.noPlaces',
};

/** Each location's kind, beside its name in the list. */
const KIND_NAMES: Record<LocationKind, MessageId> = {
  port: 'locations.kindPort',
  airport: 'locations.kindAirport',
  place: 'locations.kindPlace',
};

interface LocationPickerDropdownProps {
  label: string;
  kind: LocationSearchKind;
  /** The stored code, marked in the list. */
  value: string;
  /** Whether anything is typed: an empty box asks for a code or a name first. */
  typed: boolean;
  search: ServerSearch<Location>;
}

/** The location picker's list: a hint before typing, the matches with their code, name, country and kind. */
export function LocationPickerDropdown({ label, kind, value, typed, search }: LocationPickerDropdownProps) {
  const t = useT();
  return (
    <Combobox.Dropdown>
      <Combobox.Options
        mah={280}
        style={{ overflowY: 'auto' }}
        aria-label={t('locations.options', { label })}
      >
        {!typed ? (
          <Combobox.Empty>{t('locations.typeHint')}</Combobox.Empty>
        ) : search.failed ? (
          <Combobox.Empty>
            <Text size="sm" c="red">
              {t('locations.searchFailed')}
            </Text>
          </Combobox.Empty>
        ) : search.options.length === 0 ? (
          <Combobox.Empty>{search.loading ? t('locations.searching') : t(NO_MATCH[kind])}</Combobox.Empty>
        ) : (
          search.options.map((location) => (
            <Combobox.Option value={location.code} key={location.code} active={location.code === value}>
              <Text size="sm" span fw={600}>
                {location.code}
              </Text>
              <Text size="sm" span>
                {' — '}
                {location.name}, {location.country_name}
              </Text>
              <Text size="xs" c="dimmed" span>
                {'  '}
                {KIND_NAMES[location.kind] ? t(KIND_NAMES[location.kind]) : location.kind}
              </Text>
            </Combobox.Option>
          ))
        )}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
