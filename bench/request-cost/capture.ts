import pg from 'pg';

/** One statement a route sent, as pg received it: enough to send it again unchanged. */
export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Drizzle reads joined selects as arrays of values; the replay asks for the same shape. */
  rowMode?: 'array';
  /**
   * Which connection it went out on, numbered in order of first use: statements on one connection ran one
   * after another (a transaction, or awaited in turn), statements on different ones may have run together.
   */
  connection: number;
}

type QueryConfigLike = { text?: string; values?: unknown[]; rowMode?: string };

let recording: { statements: CapturedStatement[]; connections: Map<pg.Client, number> } | undefined;
const originalQuery = pg.Client.prototype.query;

/**
 * pg's client is where every statement leaves the process, whoever built it (Drizzle, a raw `pool.query`), so
 * recording there sees exactly what the database is sent. The hook is installed once and records only while
 * `captureStatements` runs; LISTEN/UNLISTEN of the live-update connection are not a request's statements.
 */
function installHook(): void {
  if ((pg.Client.prototype.query as { capturing?: boolean }).capturing) return;
  const hooked = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === 'string' ? config : (config as QueryConfigLike | undefined)?.text;
    if (recording && text && !/^\s*(un)?listen\b/i.test(text)) {
      const { connections } = recording;
      if (!connections.has(this)) connections.set(this, connections.size);
      const params = Array.isArray(values) ? values : ((config as QueryConfigLike).values ?? []);
      const rowMode = typeof config === 'object' && (config as QueryConfigLike).rowMode === 'array';
      recording.statements.push({
        text,
        values: [...params],
        ...(rowMode && { rowMode: 'array' as const }),
        connection: connections.get(this)!,
      });
    }
    return (originalQuery as (...args: unknown[]) => unknown).call(this, config, values, callback);
  };
  (hooked as { capturing?: boolean }).capturing = true;
  pg.Client.prototype.query = hooked as typeof pg.Client.prototype.query;
}

/** The statements sent to PostgreSQL while `run` runs (nothing else may use the database meanwhile). */
export async function captureStatements(run: () => Promise<unknown>): Promise<CapturedStatement[]> {
  installHook();
  if (recording) throw new Error('captureStatements does not nest');
  recording = { statements: [], connections: new Map() };
  try {
    await run();
    return recording.statements;
  } finally {
    recording = undefined;
  }
}
