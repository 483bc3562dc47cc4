import { Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';

interface InlineTitleProps {
  title: string;
  /** What the field is, for its accessible name: 'Task title', 'Subtask title'. */
  label: string;
  /** The title's button name before editing: 'Edit task title: Despacho Jebel Ali'. */
  editLabel: string;
  /** Read-only when off (a viewer). */
  editable: boolean;
  /** A changed, trimmed, non-empty title (an emptied title is ignored). */
  onSave: (title: string) => void;
  completed?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A title that turns into a text field on click (or Enter on it): Enter or leaving the field saves, Escape
 * puts the old title back. A blank or unchanged title saves nothing.
 */
export function InlineTitle(props: InlineTitleProps) {
  const { title, label, editLabel, editable, onSave, completed, size = 'md' } = props;
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const textProps = {
    fw: size === 'md' ? 600 : 500,
    size,
    td: completed ? 'line-through' : undefined,
    c: completed ? 'dimmed' : undefined,
    style: { overflowWrap: 'anywhere' as const },
    // The title is the user's own words, not a message.
    'data-i18n-ignore': true,
  };

  if (!editable) return <Text {...textProps}>{title}</Text>;

  if (draft === null) {
    return (
      <UnstyledButton onClick={() => setDraft(title)} aria-label={editLabel} title={t('tasks.clickToEdit')}>
        <Text {...textProps} component="span">
          {title}
        </Text>
      </UnstyledButton>
    );
  }

  function commit() {
    const next = (draft ?? '').trim();
    setDraft(null);
    if (next && next !== title) onSave(next);
  }

  return (
    <TextInput
      aria-label={label}
      value={draft}
      size={size === 'md' ? 'sm' : 'xs'}
      autoFocus
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') {
          event.stopPropagation();
          setDraft(null);
        }
      }}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
