import { BOX_ITEM_MESSAGES } from '@freight/domain';
import { NumberField } from '../../../shared/ui/NumberField';

interface QuantityInputProps {
  value: number | string;
  onChange: (value: number | string) => void;
  error?: string;
}

const RULES = {
  min: 1,
  integer: true,
  messages: { min: BOX_ITEM_MESSAGES.quantityMin, integer: BOX_ITEM_MESSAGES.quantityWhole },
};

/**
 * Pieces: whole numbers from 1. A field left blank turns back into 1 (one piece); anything else that is
 * not a whole number from 1 stays as typed with its message, rather than silently becoming 1.
 */
export function QuantityInput({ value, onChange, error }: QuantityInputProps) {
  return (
    <NumberField
      label="Quantity"
      required
      {...RULES}
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
