/** Drops keys whose value is undefined ("undefined fields are removed from payloads"). */
export function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** True when a partial update carries no field at all (the client then makes no call). */
export function isEmptyUpdate(value: object): boolean {
  return Object.keys(withoutUndefined(value)).length === 0;
}
