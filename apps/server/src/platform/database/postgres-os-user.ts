import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root: when the server runs as root, the embedded cluster runs as the
 * `postgres` OS user (created when missing). That user must be able to pass through every folder down to
 * `$DATA_DIR`, where its cluster and its one-time password file live; a private `DATA_DIR` (mode 700, owned by
 * root) or a private parent such as `/root` stops it, and initdb would fail half-way.
 */
export interface OsUser {
  uid: number;
  gid: number;
}

export function postgresOsUser(): OsUser | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  const lookup = () => ({ uid: idOf('-u'), gid: idOf('-g') });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

function idOf(flag: string): number {
  return Number(execFileSync('id', [flag, 'postgres']).toString().trim());
}

export interface FolderFacts {
  path: string;
  mode: number;
  uid: number;
  gid: number;
}

/** The first folder of the chain (outermost first) that a user with these ids may not pass through. */
export function folderClosedTo(chain: readonly FolderFacts[], user: { uid: number; gids: number[] }) {
  return chain.find((folder) => {
    if (user.uid === 0) return false;
    if (folder.uid === user.uid) return (folder.mode & 0o100) === 0;
    if (user.gids.includes(folder.gid)) return (folder.mode & 0o010) === 0;
    return (folder.mode & 0o001) === 0;
  });
}

export function closedDataDirMessage(dataDir: string, closed: string): string {
  const where =
    closed === dataDir ? `the data folder ${dataDir}` : `${closed}, a parent of the data folder ${dataDir},`;
  return (
    `The embedded PostgreSQL runs as the \`postgres\` OS user when the server runs as root, and that user cannot ` +
    `enter ${where}: allow it (chmod o+x ${closed}, or give the folder to the postgres group), choose another ` +
    'DATA_DIR, run the server as another user, or set DATABASE_URL.'
  );
}

/** Throws the one-sentence explanation when the `postgres` OS user could not reach the data folder. */
export function assertDataDirReachable(dataDir: string, user: OsUser): void {
  const chain: FolderFacts[] = [];
  let folder = path.resolve(dataDir);
  for (;;) {
    const stat = statSync(folder);
    chain.unshift({ path: folder, mode: stat.mode, uid: stat.uid, gid: stat.gid });
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  const gids = execFileSync('id', ['-G', 'postgres']).toString().trim().split(/\s+/).map(Number);
  const closed = folderClosedTo(chain, { uid: user.uid, gids: [user.gid, ...gids] });
  if (closed) throw new Error(closedDataDirMessage(path.resolve(dataDir), closed.path));
}
