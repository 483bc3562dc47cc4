/**
 * `node --import tsx scripts/run-parallel.ts <npm script>...`: runs the root package's npm scripts side by side,
 * as many at once as the machine has cores (or `--jobs N`). Each script's output is held back and printed whole
 * when it ends, with how long it took, so two scripts' lines never interleave; the exit code is 1 when any
 * failed. `npm test` runs the independent static checks this way: each type check is one single-threaded
 * compiler, so run one after the other they leave the second core idle most of the time.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface CommandResult {
  command: string;
  code: number;
  seconds: number;
  output: string;
}

/** Runs one shell command line in the repository's folder. */
function runCommand(command: string): Promise<CommandResult> {
  const started = performance.now();
  const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        command,
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

/** Runs `commands` at most `jobs` at a time; `onDone` hears each as it ends. Answers them in the order given. */
export async function runParallel(
  commands: string[],
  jobs: number,
  onDone: (result: CommandResult) => void = () => {},
): Promise<CommandResult[]> {
  const results: CommandResult[] = new Array(commands.length);
  let next = 0;
  async function lane() {
    while (next < commands.length) {
      const index = next++;
      results[index] = await runCommand(commands[index]!);
      onDone(results[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, commands.length)) }, lane));
  return results;
}

function report(result: CommandResult) {
  const status = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
  process.stdout.write(
    `\n── ${result.command}: ${status} in ${result.seconds.toFixed(1)} s\n${result.output}`,
  );
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const jobsAt = args.indexOf('--jobs');
  const jobs = jobsAt >= 0 ? Number(args.splice(jobsAt, 2)[1]) : os.availableParallelism();
  // `npm run --silent` leaves out npm's own banner lines; the script's output and errors stay.
  const results = await runParallel(
    args.map((script) => `npm run --silent ${script}`),
    jobs,
    report,
  );
  const failed = results.filter((result) => result.code !== 0).map((result) => result.command);
  process.stdout.write(`\n${failed.length === 0 ? 'All passed' : `Failed: ${failed.join(', ')}`}\n`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
