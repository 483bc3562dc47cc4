import type { Location, LocationSearchKind } from '@freight/domain';
import { Combobox, Text } from '@mantine/core';
import type { ServerSearch } from '../../shared/search/useServerSearch';

export const KIND_WORDS: Record<LocationSearchKind, string> = {
  port: 'ports',
  airport: 'airports',
  any: 'places',
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
  return (
    <Combobox.Dropdown>
      <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={`${label} options`}>
        {!typed ? (
          <Combobox.Empty>Type a code or a name, e.g. DEHAM or Hamburg</Combobox.Empty>
        ) : search.failed ? (
          <Combobox.Empty>
            <Text size="sm" c="red">
              Failed to search locations
            </Text>
          </Combobox.Empty>
        ) : search.options.length === 0 ? (
          <Combobox.Empty>{search.loading ? 'Searching…' : `No ${KIND_WORDS[kind]} match`}</Combobox.Empty>
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
                {location.kind}
              </Text>
            </Combobox.Option>
          ))
        )}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
