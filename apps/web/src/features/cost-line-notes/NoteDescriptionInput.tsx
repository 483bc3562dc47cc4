import { Textarea, type TextareaProps } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';

/** A note's optional description, a few growing lines, as both the new-note form and the editor ask it. */
export function NoteDescriptionInput(props: TextareaProps) {
  const t = useT();
  return <Textarea label={t('costLineNotes.fieldDescription')} autosize minRows={1} maxRows={4} {...props} />;
}
