import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { useT } from '../../shared/i18n/useT';

const VALIDITY = [
  ['valid_from', 'rateCards.validFrom'],
  ['valid_to', 'rateCards.validTo'],
] as const;

type Validity = Record<(typeof VALIDITY)[number][0], string | null>;

interface ValidityFieldsProps {
  values: Validity;
  onChange: (patch: Partial<Validity>) => void;
  /** The message under each date. */
  errors: (field: keyof Validity) => string | undefined;
  /** Required on the card; a surcharge's are optional (blank takes the card's). */
  required?: boolean;
  description?: string;
}

/** Valid from and Valid to, as a rate card and each of its surcharges have them. */
export function ValidityFields({ values, onChange, errors, required, description }: ValidityFieldsProps) {
  const t = useT();
  return VALIDITY.map(([field, label]) => (
    <CalendarDateInput
      key={field}
      label={t(label)}
      description={description}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={errors(field)}
      required={required}
    />
  ));
}
