/**
 * One table of choices, keyed by the stored value and giving what people read, is the only place the values
 * are written: the list a select offers and a schema accepts is read from it, in the table's order (object
 * keys keep the order they were written in, since no value is an integer).
 */
export function choiceValues<const K extends string>(
  labels: Readonly<Record<K, unknown>>,
): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}

/** The `value` of each option of a select's list (`{ value, label }`), in order: what its schema accepts. */
export function optionValues<const V extends string>(
  options: readonly [{ readonly value: V }, ...{ readonly value: V }[]],
): readonly [V, ...V[]] {
  return options.map((option) => option.value) as [V, ...V[]];
}

/** One column of a table of choices whose rows carry several things each (`{ label, tone }`), keyed by value. */
export function choiceColumn<K extends string, R, C extends keyof R>(
  table: Readonly<Record<K, R>>,
  column: C,
): Readonly<Record<K, R[C]>> {
  return Object.fromEntries(
    Object.entries(table).map(([value, row]) => [value, (row as R)[column]]),
  ) as Record<K, R[C]>;
}
