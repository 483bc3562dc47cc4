import { isOfferField } from '@freight/domain';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import { translate } from '../../../shared/i18n/useT';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { QUOTATION_FIELD_LABELS } from './quotationFieldLabels';
import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/**
 * A quotation input's label, message and conflict notice (under the input, where every form puts messages),
 * disabled when it is part of an accepted offer. The label is in the active language: the form's layout
 * re-renders every section when it changes.
 */
export function quotationInputProps(props: QuotationSectionProps, field: QuotationField) {
  return {
    label: translate(QUOTATION_FIELD_LABELS[field]),
    error: props.errors[field],
    inputContainer: conflictContainer(props.conflictAt?.(field)),
    disabled: props.offerLocked === true && isOfferField(field),
  };
}

/** Which fields are typed text (a text input or text area bound to a string value). */
type QuotationTextField = {
  [K in QuotationField]: QuotationFormValues[K] extends string ? K : never;
}[QuotationField];

/** A typed-text input's props: label, message, conflict notice, value, and typing that saves after a pause. */
export function quotationTextProps(props: QuotationSectionProps, field: QuotationTextField) {
  return {
    ...quotationInputProps(props, field),
    value: props.values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      props.onChange({ [field]: event.currentTarget.value } as Partial<QuotationFormValues>, 'quiet'),
  };
}

/**
 * A pick-one list's props (a Select of the status, the priority, the transport mode): label, message,
 * conflict notice, its options, the value, and a pick that saves at once; it cannot be emptied.
 */
export function quotationChoiceProps<K extends QuotationField>(
  props: QuotationSectionProps,
  field: K,
  data: readonly (string | { value: string; label: string })[],
) {
  return {
    ...quotationInputProps(props, field),
    data: data as (string | { value: string; label: string })[],
    allowDeselect: false,
    value: props.values[field] as string,
    onChange: (value: string | null) =>
      value && props.onChange({ [field]: value } as Partial<QuotationFormValues>, 'now'),
  };
}
