import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFiles, slowestTable, vitestFiles } from './slowest-tests';

const root = path.resolve(import.meta.dirname, '..');

describe('slowest tests', () => {
  it("takes a Vitest file's wall time from its start and end, named from the repository", () => {
    const files = vitestFiles({
      testResults: [
        {
          name: path.join(root, 'apps/server/a.test.ts'),
          startTime: 1_000,
          endTime: 13_500,
          assertionResults: [1, 2],
        },
      ],
    });
    expect(files).toEqual([{ file: 'apps/server/a.test.ts', seconds: 12.5, tests: 2 }]);
  });

  it("sums a Playwright spec's tests over nested describes, retries included", () => {
    const files = playwrightFiles({
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 4_000 }, { duration: 6_000 }] }] }],
          suites: [{ file: 'a.spec.ts', specs: [{ tests: [{ results: [{ duration: 2_000 }] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 30_000 }] }] }] },
      ],
    });
    expect(files).toEqual([
      { file: 'a.spec.ts', seconds: 12, tests: 2 },
      { file: 'b.spec.ts', seconds: 30, tests: 1 },
    ]);
  });

  it('lists the slowest first, at most `top`, under the total of all', () => {
    const table = slowestTable(
      'Playwright',
      [
        { file: 'a.spec.ts', seconds: 12, tests: 2 },
        { file: 'b.spec.ts', seconds: 30, tests: 1 },
        { file: 'c.spec.ts', seconds: 1, tests: 1 },
      ],
      2,
    ).split('\n');
    expect(table[0]).toBe('Playwright: 3 files, 43 s summed; the 2 slowest');
    expect(table.slice(1).map((line) => line.trim().split(/\s+/).at(-1))).toEqual(['b.spec.ts', 'a.spec.ts']);
  });
});
