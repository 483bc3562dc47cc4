import type { Db } from './database';

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot statement built by Drizzle once per database handle and sent as a PostgreSQL named statement under
 * `name` (what `build` passes to `.prepare(name)`), its varying values given as `sql.placeholder`s at each
 * call: building a select with its joins cost more CPU than the database spent running it, and a named
 * statement is parsed and planned once per connection. A transaction is a handle of its own, so a statement
 * run inside one stays inside it (built again for that transaction). `name` must be unique per statement text.
 */
export function preparedOnce<P>(db: Db, name: string, build: (db: Db, name: string) => P): P {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  let statement = prepared.get(name) as P | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    prepared.set(name, statement);
  }
  return statement;
}
