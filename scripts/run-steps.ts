/**
 * `node --import tsx scripts/run-steps.ts <npm script>...`: runs the root package's npm scripts one after the
 * other, output streamed as it comes, stopping at the first that fails. At the end it prints how long each
 * took (wall time, and the CPU time of it and its children, which a busy shared machine changes much less) and
 * writes them to test-results/steps.json, so a CI log says which step its time went to (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface StepTime {
  step: string;
  code: number;
  wallSeconds: number;
  cpuSeconds: number;
}

/**
 * The user and system CPU seconds of this process's children that have ended (and of theirs, when waited for):
 * fields 16 and 17 of /proc/self/stat, in clock ticks of 1/100 s. 0 where there is no /proc.
 */
function childrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / 100 : 0;
  } catch {
    return 0;
  }
}

function runStep(step: string): Promise<StepTime> {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const child = spawn('npm', ['run', step], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        step,
        code: code ?? 1,
        wallSeconds: Math.round((performance.now() - started) / 100) / 10,
        cpuSeconds: Math.round((childrenCpuSeconds() - cpuBefore) * 10) / 10,
      }),
    );
  });
}

/** The table printed at the end: one line per step that ran. */
export function stepTable(times: readonly StepTime[]): string {
  const width = Math.max(4, ...times.map((time) => time.step.length));
  const lines = times.map(
    (time) =>
      `${time.step.padEnd(width)}  ${time.wallSeconds.toFixed(1).padStart(8)} s  ${time.cpuSeconds
        .toFixed(1)
        .padStart(8)} s CPU  ${time.code === 0 ? 'passed' : `failed (${time.code})`}`,
  );
  return [`${'step'.padEnd(width)}  ${'wall'.padStart(10)}  ${'CPU'.padStart(12)}`, ...lines].join('\n');
}

async function main() {
  const steps = process.argv.slice(2);
  const times: StepTime[] = [];
  for (const step of steps) {
    const time = await runStep(step);
    times.push(time);
    if (time.code !== 0) break;
  }
  console.log(`\nSteps (load average at the end ${os.loadavg()[0]?.toFixed(1)}):\n${stepTable(times)}`);
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results', 'steps.json'), `${JSON.stringify(times, null, 2)}\n`);
  const failed = times.find((time) => time.code !== 0);
  process.exitCode = failed ? failed.code : 0;
}

if (process.argv[1] === import.meta.filename) await main();
