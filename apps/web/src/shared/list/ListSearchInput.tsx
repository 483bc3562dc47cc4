import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../i18n/useT';
import type { ListState } from './useListState';

interface ListSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  state: Pick<ListState, 'searchText' | 'typeSearch' | 'applySearchNow' | 'clearSearch'>;
}

/** A list's search box: applies as the user pauses typing, at once on Enter; the cross clears it. */
export function ListSearchInput({ state, ...inputProps }: ListSearchInputProps) {
  const t = useT();
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      {...inputProps}
      value={state.searchText}
      onChange={(event) => state.typeSearch(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          state.applySearchNow();
        }
      }}
      rightSection={
        state.searchText ? (
          <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={state.clearSearch} />
        ) : undefined
      }
    />
  );
}
