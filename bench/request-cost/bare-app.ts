import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { CapturedStatement } from './capture';

/** A prepared statement's name: one per text, so PostgreSQL plans each once per connection. */
const nameOf = (text: string) => `b${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

function queryOf(statement: CapturedStatement): pg.QueryConfig {
  return {
    name: nameOf(statement.text),
    text: statement.text,
    values: statement.values,
    ...(statement.rowMode && { rowMode: statement.rowMode }),
  } as pg.QueryConfig;
}

/**
 * Runs a route's statements as the route did: those that shared a connection in turn on one connection (a
 * transaction stays one), the connections' runs side by side. Answers every statement's rows.
 */
async function replay(pool: pg.Pool, statements: CapturedStatement[]): Promise<unknown[][]> {
  const byConnection = new Map<number, number[]>();
  statements.forEach((statement, index) => {
    byConnection.set(statement.connection, [...(byConnection.get(statement.connection) ?? []), index]);
  });
  const rows: unknown[][] = new Array(statements.length);
  await Promise.all(
    [...byConnection.values()].map(async (indexes) => {
      if (indexes.length === 1) {
        rows[indexes[0]!] = (await pool.query(queryOf(statements[indexes[0]!]!))).rows;
        return;
      }
      const client = await pool.connect();
      try {
        for (const index of indexes) rows[index] = (await client.query(queryOf(statements[index]!))).rows;
      } finally {
        client.release();
      }
    }),
  );
  return rows;
}

/**
 * The baseline a ShipDesk route is measured against: Fastify with no session, hooks, logger or schemas,
 * sending the very statements the route sent (captured from it) as prepared statements and answering their
 * rows as JSON. `GET /select-1` is the liveness check's baseline. Whatever ShipDesk spends above this is the
 * server's own cost per request.
 */
export async function buildBareApp(
  pool: pg.Pool,
  routes: Record<string, CapturedStatement[]>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  Object.entries(routes).forEach(([name, statements], index) => {
    app.get(`/route/${index}`, { config: { name } }, async () => {
      const rows = await replay(pool, statements);
      return rows.length === 1 ? rows[0] : rows;
    });
  });
  app.get('/select-1', async () => (await pool.query({ name: 'select1', text: 'select 1' })).rows);
  return app;
}
