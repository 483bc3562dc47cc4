import pg from 'pg';

/** A statement as pg sent it: its name when it is a named (prepared) statement, its text and its values. */
export interface SentStatement {
  name: string | undefined;
  text: string;
  values: unknown[];
}

type QueryConfigLike = { name?: string; text?: string; values?: unknown[] };

/**
 * The statements sent to PostgreSQL while `work` runs, read where they leave pg's client: Drizzle's own log
 * does not say whether a statement went out named, which is what a statement prepared once is.
 */
export async function sentStatements(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (
    this: pg.Client,
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) {
    if (typeof config === 'object' && config !== null && (config as QueryConfigLike).text) {
      const query = config as QueryConfigLike;
      const params = Array.isArray(values) ? values : (query.values ?? []);
      sent.push({ name: query.name, text: query.text!, values: [...params] });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, values, callback);
  } as typeof pg.Client.prototype.query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}
