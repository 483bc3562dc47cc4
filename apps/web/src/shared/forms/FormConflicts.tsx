import { Stack } from '@mantine/core';
import type { FieldOf } from '../autosave/autosaveTypes';
import { FieldConflict, type FieldConflictProps } from '../autosave/FieldConflict';

interface FormConflictsProps<V> {
  fields: readonly FieldOf<V>[];
  conflictAt: (field: FieldOf<V>) => FieldConflictProps | undefined;
}

/**
 * The conflict notices of a form whose fields live in parts that cannot each carry one (lists of rows, a
 * field group shared with other screens): each both-changed field's two values and its choice, together.
 * Where a field is one input, put its notice under it instead (`conflictContainer`).
 */
export function FormConflicts<V>({ fields, conflictAt }: FormConflictsProps<V>) {
  if (fields.length === 0) return null;
  return (
    <Stack gap={0}>
      {fields.map((field) => {
        const conflict = conflictAt(field);
        return conflict && <FieldConflict key={field} {...conflict} />;
      })}
    </Stack>
  );
}
