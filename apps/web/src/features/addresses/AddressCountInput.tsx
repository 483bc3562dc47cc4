import { ADDRESS_MESSAGES } from '@freight/domain';
import { useT } from '../../shared/i18n/useT';
import { translateFieldErrors } from '../../shared/i18n/validationMessages';
import { NumberField } from '../../shared/ui/NumberField';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressInputProps } from './addressInputProps';

interface AddressCountInputProps extends AddressFieldsProps {
  field: 'floor_number' | 'people_needed' | 'number_of_steps';
  min: number;
}

// The domain's message for each count (its schema says the same when the server refuses one), as the reader
// reads it.
const MESSAGES = {
  floor_number: { integer: ADDRESS_MESSAGES.floorWhole },
  people_needed: { min: ADDRESS_MESSAGES.peopleMin, integer: ADDRESS_MESSAGES.peopleMin },
  number_of_steps: { min: ADDRESS_MESSAGES.stepsMin, integer: ADDRESS_MESSAGES.stepsMin },
} as const;

/** A whole-number delivery figure (floor, people, steps); blank means the default, 1. */
export function AddressCountInput({ field, min, ...props }: AddressCountInputProps) {
  useT();
  return (
    <NumberField
      {...addressInputProps(props, field)}
      min={min}
      max={field === 'floor_number' ? 1000 : 10_000}
      integer
      messages={translateFieldErrors(MESSAGES[field])}
      step={1}
      placeholder="1"
      value={props.values[field]}
      onChange={(value) => props.onChange(field, value)}
      onBlur={() => props.onBlur(field)}
    />
  );
}
