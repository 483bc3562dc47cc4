import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a row's inputs can do to their row, and the message the form holds for each of its fields. */
export interface RowEdit<R> {
  change: (patch: Partial<R>) => void;
  remove: () => void;
  errorOf: (field: keyof R & string) => string | undefined;
}

/** What each of the rate card's row lists is given by the form: its rows, their setter, the messages by path. */
export interface RowListProps<R> {
  rows: R[];
  onChange: (rows: R[]) => void;
  /** The form's messages by path (`breaks` for the list, `breaks.2.rate` for a row's field). */
  errors: Record<string, string>;
}

interface RowListEditorProps<R extends { key: string }> extends RowListProps<R> {
  /** The list's field in the card ('breaks'): its messages are read under it. */
  name: string;
  /** The list's title above the rows. */
  heading?: string;
  /** Shown instead of the rows while there are none. */
  empty?: ReactNode;
  footnote?: ReactNode;
  addLabel: string;
  /** A blank row for the Add button; null hides the button (nothing more can be added). */
  newRow: (() => R) | null;
  /** One row's inputs. */
  children: (row: R, index: number, edit: RowEdit<R>) => ReactNode;
}

/** A rate card's list of rows (weight breaks, container rates, surcharges): the rows, their message, Add. */
export function RowListEditor<R extends { key: string }>(props: RowListEditorProps<R>) {
  const { rows, onChange, newRow, errors, name } = props;
  const edit = (index: number): RowEdit<R> => ({
    change: (patch) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: () => onChange(rows.filter((_, i) => i !== index)),
    errorOf: (field) => errors[`${name}.${index}.${field}`],
  });
  return (
    <Stack gap="xs">
      {props.heading && (
        <Text size="sm" fw={500}>
          {props.heading}
        </Text>
      )}
      {rows.length === 0 && props.empty}
      {rows.map((row, index) => props.children(row, index, edit(index)))}
      {errors[name] && (
        <Text size="xs" c="red" role="alert">
          {errors[name]}
        </Text>
      )}
      {newRow && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, newRow()])}
          >
            {props.addLabel}
          </Button>
        </Group>
      )}
      {props.footnote}
    </Stack>
  );
}

/** A row's remove button, named for the row ('Remove break 2'). */
export function RemoveRowButton({ label, onClick, mt }: { label: string; onClick: () => void; mt?: number }) {
  return (
    <ActionIcon variant="subtle" color="gray" mt={mt} aria-label={label} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
