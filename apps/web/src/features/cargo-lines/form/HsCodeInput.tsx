import { TextInput } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';

/** The customs tariff code, as both box item forms ask for it (up to 50 characters, as the server keeps). */
export function HsCodeInput({ draft, errors, setField }: CargoLineFieldsProps) {
  const t = useT();
  return (
    <TextInput
      label={t('cargoLines.hsCode')}
      placeholder={t('cargoLines.hsCodePlaceholder')}
      maxLength={50}
      value={draft.hs_code}
      error={errors.hs_code}
      onChange={(event) => setField('hs_code', event.currentTarget.value)}
    />
  );
}
