import { useCombobox } from '@mantine/core';
import { type ChangeEvent, useEffect, useState } from 'react';
import { type ServerSearchConfig, useServerSearch } from './useServerSearch';

/**
 * A Mantine combobox whose options come from a server search (`useServerSearch`): the search asks only
 * while the dropdown is open, what was typed is dropped when it closes, and each fresh answer highlights its
 * first match, so Enter picks it straight after typing. `inputProps` wire the text box; the caller adds its
 * label, value shown when closed and right section.
 */
export function useSearchCombobox<T>(config: Omit<ServerSearchConfig<T>, 'typed' | 'enabled'>) {
  const [typed, setTyped] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyped('');
    },
  });
  const search = useServerSearch({ ...config, typed, enabled: combobox.dropdownOpened });
  const { dropdownOpened, selectFirstOption } = combobox;
  const { options, text } = search;

  useEffect(() => {
    if (dropdownOpened && text !== '' && options.length > 0) selectFirstOption();
  }, [options, text, dropdownOpened, selectFirstOption]);

  const inputProps = {
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      combobox.openDropdown();
      combobox.updateSelectedOptionIndex();
      setTyped(event.currentTarget.value);
    },
    onClick: () => combobox.openDropdown(),
    onBlur: () => combobox.closeDropdown(),
  };
  return { combobox, typed, search, inputProps };
}
