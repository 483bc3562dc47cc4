/**
 * `npm run -s test:slowest [-- --top N]`: the slowest Vitest files and Playwright specs of the last run, from the
 * JSON reports `npm run test:unit` and the Playwright run write to test-results/ (vitest.json, playwright.json).
 * A file's time is its wall time in Vitest (imports and hooks included); a spec's is the sum of its tests'
 * durations, retries included, which is what it costs the workers (docs/testing.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface TimedFile {
  file: string;
  seconds: number;
  tests: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** Each Vitest file's wall time, from the json reporter's output. */
export function vitestFiles(report: VitestReport): TimedFile[] {
  return report.testResults.map((result) => ({
    file: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each spec file's summed test time (every attempt), from Playwright's json reporter's output. */
export function playwrightFiles(report: { suites: PlaywrightSuite[] }): TimedFile[] {
  const byFile = new Map<string, TimedFile>();
  const visit = (suite: PlaywrightSuite) => {
    const entry = byFile.get(suite.file) ?? { file: suite.file, seconds: 0, tests: 0 };
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        entry.tests += 1;
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      }
    }
    byFile.set(suite.file, entry);
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile.values()].filter((entry) => entry.tests > 0);
}

/** The `top` slowest, slowest first, as aligned lines under a heading with the total. */
export function slowestTable(heading: string, files: readonly TimedFile[], top: number): string {
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, top);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const width = Math.max(...sorted.map((file) => file.file.length), 4);
  const lines = sorted.map(
    (file) =>
      `${file.seconds.toFixed(1).padStart(8)} s  ${String(file.tests).padStart(3)} tests  ${file.file.padEnd(width)}`,
  );
  return [
    `${heading}: ${files.length} files, ${total.toFixed(0)} s summed; the ${sorted.length} slowest`,
    ...lines,
  ].join('\n');
}

function main() {
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
  const reports = [
    { heading: 'Vitest', file: 'test-results/vitest.json', read: vitestFiles },
    { heading: 'Playwright', file: 'test-results/playwright.json', read: playwrightFiles },
  ];
  for (const report of reports) {
    const file = path.join(root, report.file);
    if (!existsSync(file)) {
      console.log(`${report.heading}: no ${report.file} (run the tests first)\n`);
      continue;
    }
    console.log(
      `${slowestTable(report.heading, report.read(JSON.parse(readFileSync(file, 'utf8'))), top)}\n`,
    );
  }
}

if (process.argv[1] === import.meta.filename) main();
