import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a row's inputs can do to their row. */
export interface RowEdit<R> {
  change: (patch: Partial<R>) => void;
  remove: () => void;
}

interface RowListEditorProps<R extends { key: string }> {
  rows: R[];
  onChange: (rows: R[]) => void;
  /** The message about the list as a whole (e.g. two breaks from the same weight). */
  error?: string;
  heading?: ReactNode;
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
  const { rows, onChange, newRow } = props;
  const edit = (index: number): RowEdit<R> => ({
    change: (patch) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: () => onChange(rows.filter((_, i) => i !== index)),
  });
  return (
    <Stack gap="xs">
      {props.heading}
      {rows.length === 0 && props.empty}
      {rows.map((row, index) => props.children(row, index, edit(index)))}
      {props.error && (
        <Text size="xs" c="red" role="alert">
          {props.error}
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
