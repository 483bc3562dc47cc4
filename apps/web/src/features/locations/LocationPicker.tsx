import { type LocationSearchKind, locationLabel } from '@freight/domain';
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type JSX, type ReactNode, useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../shared/list/searchDelay';
import { useLocation } from './useLocation';
import { useLocationOptions } from './useLocationOptions';

export interface LocationPickerProps {
  /** The stored code ('DEHAM', 'HAM'), '' for none. */
  value: string;
  onChange: (code: string) => void;
  /** Ports, airports, or any place: from the transport mode (`laneSearchKind`). */
  kind: LocationSearchKind;
  label: string;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  /** Wraps the input, e.g. to show a conflict notice right under it. */
  inputContainer?: (input: ReactNode) => ReactNode;
}

const KIND_WORDS: Record<LocationSearchKind, string> = { port: 'ports', airport: 'airports', any: 'places' };

/**
 * A port or airport searched on the server as the user types: 'DEHAM — Hamburg, Germany'. Arrow keys move,
 * Enter picks, Escape closes; the choice stores the code. A stored code the lists do not hold (entered before
 * them) is kept and said to be unknown under the field.
 */
export function LocationPicker({
  value,
  onChange,
  kind,
  label,
  error,
  placeholder,
  required,
  inputContainer,
}: LocationPickerProps): JSX.Element {
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const options = useLocationOptions(debounced, kind, combobox.dropdownOpened);
  const selected = useLocation(value);
  const found = options.data ?? [];

  // Fresh results highlight their first match, so Enter picks it straight after typing.
  useEffect(() => {
    if (combobox.dropdownOpened && debounced.trim() && options.data) combobox.selectFirstOption();
  }, [options.data, debounced, combobox.dropdownOpened, combobox.selectFirstOption]);

  const shown = value === '' ? '' : selected.data ? locationLabel(selected.data) : value;
  const unknown = value !== '' && selected.data === null;
  const typed = search.trim() !== '';

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(code) => {
        onChange(code);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          required={required}
          error={error}
          inputContainer={inputContainer}
          description={unknown ? `${value} is not a known location: choose one from the list` : undefined}
          placeholder={placeholder ?? `Search ${KIND_WORDS[kind]} by code or name`}
          value={combobox.dropdownOpened ? search : shown}
          autoComplete="off"
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            options.isFetching ? (
              <Loader size={14} />
            ) : value !== '' && !required ? (
              <Combobox.ClearButton onClear={() => onChange('')} aria-label={`Clear ${label}`} />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value !== '' && !required ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={`${label} options`}>
          {!typed ? (
            <Combobox.Empty>Type a code or a name, e.g. DEHAM or Hamburg</Combobox.Empty>
          ) : options.isError ? (
            <Combobox.Empty>
              <Text size="sm" c="red">
                Failed to search locations
              </Text>
            </Combobox.Empty>
          ) : found.length === 0 ? (
            <Combobox.Empty>
              {options.isFetching ? 'Searching…' : `No ${KIND_WORDS[kind]} match`}
            </Combobox.Empty>
          ) : (
            found.map((location) => (
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
    </Combobox>
  );
}
