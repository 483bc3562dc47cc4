import { Combobox, Loader } from '@mantine/core';

interface PickerRightSectionOptions {
  /** Whether the field holds a choice the user may clear. */
  clearable: boolean;
  onClear: () => void;
  /** The clear button's accessible name. */
  clearLabel: string;
  /** Shows a spinner instead, while an answer is on its way. */
  loading?: boolean;
}

/**
 * The right end of a search picker's input: a spinner while loading, a clear button when there is a choice to
 * clear, else the chevron. Returned as the input's props, since the clear button must take clicks and the
 * chevron must let them through to the input.
 */
export function pickerRightSection({ clearable, onClear, clearLabel, loading }: PickerRightSectionOptions) {
  const rightSection = loading ? (
    <Loader size={14} />
  ) : clearable ? (
    <Combobox.ClearButton onClear={onClear} aria-label={clearLabel} />
  ) : (
    <Combobox.Chevron />
  );
  return { rightSection, rightSectionPointerEvents: clearable ? ('all' as const) : ('none' as const) };
}
