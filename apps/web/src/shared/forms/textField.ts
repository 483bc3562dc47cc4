import type { ChangeEvent } from 'react';

/** The fields of a form's values that hold text. */
type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The part of a record form (`useRecordForm`) that a bound field reads and writes. */
interface FieldValues<V> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  setField: <K extends keyof V>(field: K, value: V[K]) => void;
}

/** What `textField` gives a text box: for components that wrap one (`<AccountEmailInput {...textField(form, 'email')} />`). */
export interface BoundTextField {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
}

/**
 * A text box bound to one field of a record form: its value, the change that writes it (clearing the field's
 * message), and the message under it. Spread onto a Mantine `TextInput` or `Textarea`.
 */
export function textField<V extends object, K extends TextFieldOf<V>>(
  form: FieldValues<V>,
  field: K,
): BoundTextField {
  return {
    value: form.values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setField(field, event.currentTarget.value as V[K]),
    error: form.errors[field],
  };
}
