import { Textarea } from '@mantine/core';
import type { RecordForm } from './useRecordForm';

type TextFieldOf<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

interface FormTextareaProps<V extends object> {
  form: RecordForm<V>;
  field: TextFieldOf<V>;
  label: string;
}

/** A free-text field of a useRecordForm form (a description, a change note): grows with its text, shows its message. */
export function FormTextarea<V extends object>({ form, field, label }: FormTextareaProps<V>) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      value={form.values[field] as string}
      error={form.errors[field]}
      onChange={(event) => form.setField(field, event.currentTarget.value as V[typeof field])}
    />
  );
}
