import { QUOTATION_STATUS_COLORS, QUOTATION_STATUSES, type QuotationStatus } from '@freight/domain';
import { ColorSwatch, Group, Select, Text } from '@mantine/core';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';

function swatch(status: QuotationStatus) {
  return (
    <ColorSwatch
      color={`var(--mantine-color-${QUOTATION_STATUS_COLORS[status]}-6)`}
      size={10}
      withShadow={false}
    />
  );
}

interface QuotationStatusSelectProps {
  value: QuotationStatus;
  onChange: (status: QuotationStatus) => void;
  disabled?: boolean;
}

/** Any of the six statuses, chosen directly, each with its badge colour. */
export function QuotationStatusSelect({ value, onChange, disabled }: QuotationStatusSelectProps) {
  const t = useT();
  const options = QUOTATION_STATUSES.map((status) => ({
    value: status,
    label: t(QUOTATION_STATUS_MESSAGES[status]),
  }));
  return (
    <Select
      aria-label={t('quotations.fieldStatus')}
      data={options}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      w={200}
      leftSection={swatch(value)}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          {swatch(option.value as QuotationStatus)}
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      onChange={(next) => next && onChange(next as QuotationStatus)}
      comboboxProps={{ withinPortal: true, zIndex: 300 }}
    />
  );
}
