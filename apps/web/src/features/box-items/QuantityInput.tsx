import { boxItemQuantity } from '@freight/domain';
import { NumberInput } from '@mantine/core';

interface QuantityInputProps {
  value: number | string;
  onChange: (value: number | string) => void;
  error?: string;
}

/** Pieces: whole numbers from 1; anything else turns back into 1 when the field is left (spec section 5). */
export function QuantityInput({ value, onChange, error }: QuantityInputProps) {
  return (
    <NumberInput
      label="Quantity"
      required
      min={1}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      value={value}
      error={error}
      onChange={onChange}
      onBlur={() => onChange(boxItemQuantity(value))}
    />
  );
}
