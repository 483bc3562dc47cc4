import type { NoteType } from '@freight/domain';
import { Textarea, TextInput } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { contentField } from './contentFieldLabels';

interface NoteContentInputProps {
  type: NoteType;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The text a text-type note carries: a long text, or one line typed as an e-mail, a phone number or a link. */
export function NoteContentInput({ type, value, error, onChange }: NoteContentInputProps) {
  const t = useT();
  const field = contentField(t, type);
  if (!field) return null;
  if (type === 'text') {
    return (
      <Textarea
        label={field.label}
        placeholder={field.placeholder}
        autosize
        minRows={3}
        maxRows={10}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      label={field.label}
      placeholder={field.placeholder}
      type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
