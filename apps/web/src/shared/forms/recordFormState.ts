import { mergeAfterConflict, type SameValue } from '../autosave/autosaveMerge';
import type { FieldConflicts, FieldOf } from '../autosave/autosaveTypes';

/** Everything useRecordForm keeps, in one state so that a merge sees the values of the same moment. */
export interface RecordFormState<V> {
  values: V;
  /** The stored values the user's edits started from: the loaded record, or after a 412 the colleague's. */
  base: V;
  version: number | undefined;
  errors: Partial<Record<string, string>>;
  conflicts: FieldConflicts<V>;
  stale: boolean;
}

/** The state with the messages and conflicts of the edited fields gone (the next save checks them again). */
export function withoutErrorsOf<V>(state: RecordFormState<V>, fields: string[]): RecordFormState<V> {
  const touched = (field: string) => fields.includes(field);
  const keptErrors = Object.keys(state.errors).filter((field) => !touched(field));
  const keptConflicts = Object.keys(state.conflicts).filter((field) => !touched(field));
  if (
    keptErrors.length === Object.keys(state.errors).length &&
    keptConflicts.length === Object.keys(state.conflicts).length
  )
    return state;
  const pick = <T extends object>(from: T, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, from[key as keyof T]])) as T;
  return {
    ...state,
    errors: pick(state.errors, keptErrors),
    conflicts: pick(state.conflicts, keptConflicts),
  };
}

/**
 * After a 412: the latest record becomes the base and its version the one the next save sends; the values are
 * the three-way merge of what the user typed with it (`mergeAfterConflict`), and each field both changed
 * differently waits for the user's choice.
 */
export function staleMerge<V extends object>(
  state: RecordFormState<V>,
  theirs: { values: V; version: number },
  same: SameValue<V>,
): RecordFormState<V> {
  const fields = Object.keys(state.base) as FieldOf<V>[];
  const merged = mergeAfterConflict(fields, same, {
    base: state.base,
    mine: state.values,
    theirs: theirs.values,
  });
  const conflicts: FieldConflicts<V> = {};
  for (const field of merged.conflicts) conflicts[field] = { theirs: theirs.values[field] };
  return {
    ...state,
    values: merged.values,
    base: theirs.values,
    version: theirs.version,
    conflicts,
    stale: true,
  };
}
