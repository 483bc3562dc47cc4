import { useT } from '../../../shared/i18n/useT';
import { NumberField } from '../../../shared/ui/NumberField';

interface QuantityInputProps {
  value: number | string;
  onChange: (value: number | string) => void;
  error?: string;
}

/**
 * Pieces: whole numbers from 1. A field left blank turns back into 1 (one piece); anything else that is
 * not a whole number from 1 stays as typed with its message, rather than silently becoming 1.
 */
export function QuantityInput({ value, onChange, error }: QuantityInputProps) {
  const t = useT();
  return (
    <NumberField
      label={t('cargoLines.quantity')}
      required
      min={1}
      integer
      messages={{ min: t('cargoLines.quantityMin'), integer: t('cargoLines.quantityWhole') }}
      step={1}
      thousandSeparator
      value={value}
      error={error}
      onChange={onChange}
      onBlur={() => {
        if (typeof value === 'string' && value.trim() === '') onChange(1);
      }}
    />
  );
}
