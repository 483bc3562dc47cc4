import type { Db } from './database/database';

/**
 * A demo data set: each feature adds its loader here. Loaders run in order, only on a brand-new
 * embedded database (or with DEMO_DATA=1), and must be idempotent.
 */
export type DemoLoader = { name: string; load: (db: Db) => Promise<number> };

const loaders: DemoLoader[] = [];

export async function loadDemoData(db: Db, log: (message: string) => void): Promise<void> {
  for (const loader of loaders) {
    const count = await loader.load(db);
    log(`Demo data: ${count} ${loader.name}`);
  }
}
