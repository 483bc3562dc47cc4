import { Select } from '@mantine/core';

// Mantine selects need a non-empty value for the 'all' entry; the filter itself holds ''.
const ALL = 'all';

interface FilterSelectProps<T extends string> {
  label: string;
  /** The entry that lifts the filter: 'All Statuses'. */
  allLabel: string;
  /** The values to filter by, shown as they are, or with their own labels. */
  choices: readonly T[] | readonly { value: T; label: string }[];
  /** The filter's value, '' for all. */
  value: T | '';
  onChange: (value: T | '') => void;
}

/** A filter panel's choice of one value, or all (`''`): the one way list filter selects map 'All …'. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  choices,
  value,
  onChange,
}: FilterSelectProps<T>) {
  const data = [
    { value: ALL, label: allLabel },
    ...choices.map((choice) => (typeof choice === 'string' ? { value: choice, label: choice } : choice)),
  ];
  return (
    <Select
      label={label}
      data={data}
      value={value || ALL}
      allowDeselect={false}
      onChange={(picked) => onChange(picked === ALL || !picked ? '' : (picked as T))}
    />
  );
}
