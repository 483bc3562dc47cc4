import { type LocationSearchKind, locationLabel } from '@freight/domain';
import { Combobox, InputBase } from '@mantine/core';
import { type JSX, type ReactNode, useMemo } from 'react';
import { useT } from '../../shared/i18n/useT';
import { pickerRightSection } from '../../shared/search/pickerRightSection';
import { useSearchCombobox } from '../../shared/search/useSearchCombobox';
import { LocationPickerDropdown, SEARCH_PLACEHOLDERS } from './LocationPickerDropdown';
import { locationOptionsSearch } from './locationOptionsSearch';
import { useLocation } from './useLocation';

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
  const t = useT();
  const searchConfig = useMemo(() => locationOptionsSearch(kind), [kind]);
  const { combobox, typed, search, inputProps } = useSearchCombobox(searchConfig);
  const selected = useLocation(value);
  const shown = value === '' ? '' : selected.data ? locationLabel(selected.data) : value;
  const unknown = value !== '' && selected.data === null;

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
          {...inputProps}
          onFocus={() => combobox.openDropdown()}
          label={label}
          required={required}
          error={error}
          inputContainer={inputContainer}
          description={unknown ? t('locations.unknownCode', { code: value }) : undefined}
          placeholder={placeholder ?? t(SEARCH_PLACEHOLDERS[kind])}
          value={combobox.dropdownOpened ? typed : shown}
          {...pickerRightSection({
            clearable: value !== '' && !required,
            onClear: () => onChange(''),
            clearLabel: t('locations.clear', { label }),
            loading: search.loading && search.text !== '',
          })}
        />
      </Combobox.Target>
      <LocationPickerDropdown
        label={label}
        kind={kind}
        value={value}
        typed={typed.trim() !== ''}
        search={search}
      />
    </Combobox>
  );
}
