import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../src/platform/database/database';

const TEMPLATE_DB = 'shipdesk_test_template';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: inject('testDatabaseServerUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A private, migrated database for one test file; dropped by `close()`. */
export async function createTestDatabase(
  options: { logger?: Logger } = {},
): Promise<Database & { url: string }> {
  const name = `shipdesk_test_${randomBytes(6).toString('hex')}`;
  // CREATE DATABASE from a template fails if another session is copying it at the same moment.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${TEMPLATE_DB}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = withDatabase(inject('testDatabaseServerUrl'), name);
  const database = connectDatabase(url, { max: 5, logger: options.logger });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
