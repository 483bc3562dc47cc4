import { SegmentedControl } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';

export type ExpiredFilterValue = 'true' | 'false' | '';

/** The status lists' expiry filter (`expired=true|false` on GET /quotations). */
export function ExpiredFilter({
  value,
  onChange,
}: {
  value: ExpiredFilterValue;
  onChange: (value: ExpiredFilterValue) => void;
}) {
  const t = useT();
  const data = [
    { value: '', label: t('quotations.expiryAll') },
    { value: 'true', label: t('quotations.expired') },
    { value: 'false', label: t('quotations.notExpired') },
  ];
  return (
    <SegmentedControl
      aria-label={t('quotations.expiry')}
      size="xs"
      data={data}
      value={value}
      onChange={(next) => onChange(next as ExpiredFilterValue)}
    />
  );
}
