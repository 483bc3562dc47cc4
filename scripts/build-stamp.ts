/**
 * Whether a build is needed: the pure part of scripts/build-if-changed.ts. A build's inputs (its sources,
 * configuration and the lock file) are summed up as one fingerprint of every file's path, size and
 * modification time; the build writes that fingerprint as its stamp once it has succeeded. The same
 * fingerprint and an output still in place mean the output was built from exactly these files.
 */
import { createHash } from 'node:crypto';

export interface InputFile {
  /** Path relative to the repository, with forward slashes, so a stamp does not depend on the folder. */
  path: string;
  size: number;
  mtimeMs: number;
}

export function fingerprint(files: readonly InputFile[]): string {
  const hash = createHash('sha256');
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) hash.update(`${file.path}\0${file.size}\0${file.mtimeMs}\n`);
  return hash.digest('hex');
}

type BuildDecision = { build: false } | { build: true; reason: string };

export function buildDecision(input: {
  current: string;
  stamp: string | undefined;
  outputExists: boolean;
}): BuildDecision {
  if (!input.outputExists) return { build: true, reason: 'no earlier build' };
  if (input.stamp === undefined) return { build: true, reason: 'no record of what the last build used' };
  if (input.stamp.trim() !== input.current)
    return { build: true, reason: 'sources changed since the last build' };
  return { build: false };
}
