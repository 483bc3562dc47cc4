import { describe, expect, it } from 'vitest';
import { buildDecision, fingerprint, type InputFile } from './build-stamp';

const files: InputFile[] = [
  { path: 'apps/server/src/main.ts', size: 1200, mtimeMs: 1_700_000_000_000 },
  { path: 'package-lock.json', size: 500_000, mtimeMs: 1_700_000_100_000 },
];

describe('fingerprint', () => {
  it('does not depend on the order the files were listed in', () => {
    expect(fingerprint([...files].reverse())).toBe(fingerprint(files));
  });

  it.each([
    ['an edited file (newer time)', [{ ...files[0], mtimeMs: files[0].mtimeMs + 1 }, files[1]]],
    ['an edited file (other size)', [{ ...files[0], size: 1201 }, files[1]]],
    ['a deleted file', [files[1]]],
    ['a new file', [...files, { path: 'apps/server/src/new.ts', size: 10, mtimeMs: 1 }]],
    ['a renamed file', [{ ...files[0], path: 'apps/server/src/start.ts' }, files[1]]],
  ])('changes with %s', (_label, changed) => {
    expect(fingerprint(changed)).not.toBe(fingerprint(files));
  });
});

describe('buildDecision', () => {
  const current = fingerprint(files);

  it('skips the build when the stamp matches and the output is there', () => {
    expect(buildDecision({ current, stamp: `${current}\n`, outputExists: true })).toEqual({ build: false });
  });

  it('builds when the sources changed since the stamp', () => {
    const stamp = fingerprint([files[1]]);
    expect(buildDecision({ current, stamp, outputExists: true })).toEqual({
      build: true,
      reason: 'sources changed since the last build',
    });
  });

  it('builds when there is no stamp (never built by this script)', () => {
    expect(buildDecision({ current, stamp: undefined, outputExists: true }).build).toBe(true);
  });

  it('builds when the output is gone even if the stamp matches', () => {
    expect(buildDecision({ current, stamp: current, outputExists: false })).toEqual({
      build: true,
      reason: 'no earlier build',
    });
  });
});
