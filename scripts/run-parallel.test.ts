import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runParallel } from './run-parallel';

/** A node one-liner as a shell command (JSON quoting is valid shell quoting for these scripts). */
const nodeRuns = (code: string) => `node -e ${JSON.stringify(code)}`;

it('runs commands side by side: each waits for a file the other writes, which one after the other never ends', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'run-parallel-'));
  const meetAt = (mine: string, theirs: string) =>
    nodeRuns(
      `const fs=require('node:fs');fs.writeFileSync(${JSON.stringify(path.join(dir, mine))},'');` +
        `const end=Date.now()+5000;const wait=()=>{if(fs.existsSync(${JSON.stringify(path.join(dir, theirs))}))` +
        `{console.log('${mine} met');return}if(Date.now()>end)process.exit(3);setTimeout(wait,20)};wait()`,
    );
  try {
    const done: string[] = [];
    const results = await runParallel([meetAt('a', 'b'), meetAt('b', 'a')], 2, (r) => done.push(r.output));
    expect(results.map((r) => [r.code, r.output.trim()])).toEqual([
      [0, 'a met'],
      [0, 'b met'],
    ]);
    expect(done).toHaveLength(2);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

it('keeps a failing command’s output and exit code, and still runs the rest', async () => {
  const results = await runParallel(
    [nodeRuns("console.error('broken');process.exit(4)"), nodeRuns("console.log('fine')")],
    1,
  );
  expect(results.map((r) => [r.code, r.output.trim()])).toEqual([
    [4, 'broken'],
    [0, 'fine'],
  ]);
});
