import { SegmentedControl } from '@mantine/core';

export type ExpiredFilterValue = 'true' | 'false' | '';

const data = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Expired' },
  { value: 'false', label: 'Not expired' },
];

/** The status lists' expiry filter (`expired=true|false` on GET /quotations). */
export function ExpiredFilter({
  value,
  onChange,
}: {
  value: ExpiredFilterValue;
  onChange: (value: ExpiredFilterValue) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Expiry"
      size="xs"
      data={data}
      value={value}
      onChange={(next) => onChange(next as ExpiredFilterValue)}
    />
  );
}
