/** Whether two values of one field would be stored the same (text trimmed, '12.50' and 12.5 alike...). */
export type SameValue<V> = <K extends keyof V>(field: K, a: V[K], b: V[K]) => boolean;

/** The fields whose value on screen differs from what the server last confirmed: the unsaved edits. */
export function unsavedFields<V>(
  fields: readonly (keyof V)[],
  same: SameValue<V>,
  values: V,
  saved: V,
): (keyof V)[] {
  return fields.filter((field) => !same(field, values[field], saved[field]));
}

export interface SavedAnswer<V> {
  /** The form's values now (the user may have typed on while the request travelled). */
  local: V;
  /** The values when the request left, and the fields it carried. */
  sent: V;
  sentFields: readonly (keyof V)[];
  /** What the server had confirmed before this answer, and the answer itself. */
  before: V;
  server: V;
}

/**
 * The form's values after a save was answered. A field left alone since the request went (or, for fields it
 * did not carry, since the last answer) shows the stored value, which may differ in form from what was typed
 * (trimmed, a blank count stored as 1); a field typed into meanwhile keeps what the user typed.
 */
export function adoptSavedValues<V>(
  fields: readonly (keyof V)[],
  same: SameValue<V>,
  answer: SavedAnswer<V>,
): V {
  const { local, sent, sentFields, before, server } = answer;
  const next = { ...local };
  for (const field of fields) {
    const reference = sentFields.includes(field) ? sent[field] : before[field];
    if (same(field, local[field], reference)) next[field] = server[field];
  }
  return next;
}

export interface ConflictMerge<V> {
  /** What the form shows next: the colleague's values, with the user's unsaved edits kept where they made one. */
  values: V;
  /** Both sides changed these, differently: the user chooses (the colleague's value is `theirs[field]`). */
  conflicts: (keyof V)[];
  /** Only the colleague changed these: they now show the colleague's value. */
  taken: (keyof V)[];
}

/**
 * A three-way merge after a 412. `base` is what the user's edits started from (the last version the server
 * confirmed to this form), `mine` the form's values, `theirs` the latest stored record. A field only one side
 * changed takes that side's value; a field both changed to different values is a conflict, and keeps the
 * user's value on screen until they choose. Nobody's change is dropped without the user seeing it.
 */
export function mergeAfterConflict<V>(
  fields: readonly (keyof V)[],
  same: SameValue<V>,
  { base, mine, theirs }: { base: V; mine: V; theirs: V },
): ConflictMerge<V> {
  const values = { ...theirs };
  const conflicts: (keyof V)[] = [];
  const taken: (keyof V)[] = [];
  for (const field of fields) {
    const mineChanged = !same(field, mine[field], base[field]);
    const theirsChanged = !same(field, theirs[field], base[field]);
    if (mineChanged) values[field] = mine[field];
    if (mineChanged && theirsChanged && !same(field, mine[field], theirs[field])) conflicts.push(field);
    else if (theirsChanged && !mineChanged) taken.push(field);
  }
  return { values, conflicts, taken };
}
