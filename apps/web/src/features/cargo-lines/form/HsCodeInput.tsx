import { TextInput } from '@mantine/core';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';

/** The customs tariff code, as both box item forms ask for it (up to 50 characters, as the server keeps). */
export function HsCodeInput({ draft, errors, setField }: CargoLineFieldsProps) {
  return (
    <TextInput
      label="HS code"
      placeholder="e.g. 9403.30"
      maxLength={50}
      value={draft.hs_code}
      error={errors.hs_code}
      onChange={(event) => setField('hs_code', event.currentTarget.value)}
    />
  );
}
