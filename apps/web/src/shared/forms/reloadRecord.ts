/**
 * The `stale.load` of a record form (`useRecordForm`) for a record read again by one call: after a 412 the
 * record is read as it is now and the form gets its values and its version, to merge field by field.
 */
export function reloadRecord<R extends { version: number }, V>(
  read: () => Promise<R>,
  valuesOf: (record: R) => V,
): () => Promise<{ values: V; version: number }> {
  return async () => {
    const latest = await read();
    return { values: valuesOf(latest), version: latest.version };
  };
}
