import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findProblems } from '../scripts/import-circles';
import { misplacedSql } from '../scripts/sql-placement';

const repository = path.resolve(import.meta.dirname, '../../..');
let scratch: string | undefined;

/** A throw-away tree of files (path → source) laid out like the repository. */
function tree(files: Record<string, string>): string {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(scratch, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
  }
  return scratch;
}

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

const modules = 'apps/server/src/modules';

describe('the import-circle check (npm run lint)', () => {
  it('finds none in this repository', () => {
    expect(findProblems(repository)).toEqual([]);
  });

  it('fails on two services that call each other, naming the files and the modules', () => {
    const root = tree({
      [`${modules}/orders/orders.service.ts`]:
        "import { price } from '../rates/rates.service';\nexport const a = price;",
      [`${modules}/rates/rates.service.ts`]:
        "import { a } from '../orders/orders.service';\nexport const price = a;",
    });
    const problems = findProblems(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('modules/orders/orders.service.ts');
    expect(problems[0]).toContain('modules/rates/rates.service.ts');
    expect(problems[1]).toContain('server modules depend on each other in a circle: orders, rates');
  });

  it('fails on two modules that depend on each other through different files (no file circle)', () => {
    const root = tree({
      [`${modules}/orders/orders.service.ts`]:
        "import { price } from '../rates/rates.service';\nexport const a = price;",
      [`${modules}/orders/order-lines.ts`]: 'export const lines = 1;',
      [`${modules}/rates/rates.service.ts`]: 'export const price = 1;',
      [`${modules}/rates/rate-orders.ts`]: "export { lines } from '../orders/order-lines';",
    });
    expect(findProblems(root)).toEqual([
      expect.stringContaining('server modules depend on each other in a circle: orders, rates'),
    ]);
  });

  it('lets a module name another one’s table (a foreign key) and lets tests reach anywhere', () => {
    const root = tree({
      [`${modules}/orders/orders.table.ts`]:
        "import { rates } from '../rates/rates.table';\nexport const o = rates;",
      [`${modules}/orders/orders.service.ts`]:
        "import { price } from '../rates/rates.service';\nexport const a = price;",
      [`${modules}/rates/rates.table.ts`]: 'export const rates = 1;',
      [`${modules}/rates/rates.repository.ts`]:
        "import { o } from '../orders/orders.table';\nexport const r = o;",
      [`${modules}/rates/rates.service.ts`]: 'export const price = 1;',
      [`${modules}/rates/rates.routes.test.ts`]:
        "import { a } from '../orders/orders.service';\nexport const t = a;",
    });
    expect(findProblems(root)).toEqual([]);
  });

  it('finds a circle between web files too', () => {
    const root = tree({
      'apps/web/src/features/a/A.tsx': "import { B } from '../b/B';\nexport const A = B;",
      'apps/web/src/features/b/B.tsx': "import { A } from '../a/A';\nexport const B = A;",
    });
    expect(findProblems(root)).toEqual([expect.stringContaining('files in apps/web/src import each other')]);
  });
});

describe('the SQL placement check (npm run lint)', () => {
  it('finds nothing misplaced in this repository', () => {
    expect(misplacedSql(path.join(repository, modules))).toEqual([]);
  });

  it('fails on a statement in a service and on a condition built in a rules file', () => {
    const root = tree({
      'orders/orders.service.ts': 'export const all = (db: any) =>\n  db\n    .select()\n    .from(orders);',
      'orders/order-access.ts': "import { eq } from 'drizzle-orm';\nexport const mine = eq;",
      'orders/orders.repository.ts':
        "import { eq } from 'drizzle-orm';\nexport const one = (db: any) => db.select();",
      'orders/order-access.sql.ts':
        "import { eq, sql } from 'drizzle-orm';\nexport const visible = [eq, sql];",
      'orders/orders.list.ts': "import { sql } from 'drizzle-orm';\nexport const list = sql;",
      'orders/orders.routes.ts': "import type { SQL } from 'drizzle-orm';\nexport type Where = SQL;",
      'orders/orders.routes.test.ts': 'export const t = (db: any) => db.select();',
    });
    expect(misplacedSql(root)).toEqual([
      expect.stringMatching(/^orders\/order-access\.ts builds SQL/),
      expect.stringMatching(/^orders\/orders\.service\.ts runs a statement/),
    ]);
  });
});
