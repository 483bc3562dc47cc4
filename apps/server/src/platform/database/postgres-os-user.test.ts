import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { closedDataDirMessage, folderClosedTo } from './postgres-os-user';

const postgres = { uid: 999, gids: [999] };
const root = (folder: string, mode: number) => ({ path: folder, mode: 0o40000 | mode, uid: 0, gid: 0 });

describe('folderClosedTo', () => {
  it('lets the postgres user through folders open to others', () => {
    const chain = [root('/', 0o755), root('/srv', 0o755), root('/srv/data', 0o711)];
    expect(folderClosedTo(chain, postgres)).toBeUndefined();
  });

  it('names a private data folder owned by root', () => {
    const chain = [root('/', 0o755), root('/srv', 0o755), root('/srv/data', 0o700)];
    expect(folderClosedTo(chain, postgres)?.path).toBe('/srv/data');
  });

  it('names the outermost private folder, such as /root', () => {
    const chain = [root('/', 0o755), root('/root', 0o700), root('/root/data', 0o700)];
    expect(folderClosedTo(chain, postgres)?.path).toBe('/root');
  });

  it('uses the group bits for a folder of one of the postgres groups', () => {
    const grouped = { path: '/srv/data', mode: 0o40750, uid: 0, gid: 999 };
    expect(folderClosedTo([root('/', 0o755), grouped], postgres)).toBeUndefined();
    expect(folderClosedTo([root('/', 0o755), { ...grouped, mode: 0o40700 }], postgres)?.path).toBe(
      '/srv/data',
    );
  });

  it('uses the owner bits for a folder the postgres user owns', () => {
    const owned = { path: '/srv/data', mode: 0o40700, uid: 999, gid: 999 };
    expect(folderClosedTo([root('/', 0o755), owned], postgres)).toBeUndefined();
  });
});

describe('closedDataDirMessage', () => {
  it('is one sentence naming the folder, the postgres OS user and the fix', () => {
    const message = closedDataDirMessage('/srv/data', '/srv/data');
    expect(message).toContain('the data folder /srv/data');
    expect(message).toContain('`postgres` OS user');
    expect(message).toContain('chmod o+x /srv/data');
    expect(message).toContain('DATABASE_URL');
    expect(message.match(/\./g)?.length).toBe(1);
  });

  it('names the closed parent when the data folder itself is open', () => {
    expect(closedDataDirMessage('/root/data', '/root')).toContain(
      '/root, a parent of the data folder /root/data',
    );
  });
});

describe.skipIf(os.userInfo().uid !== 0)('as root with a private DATA_DIR', () => {
  let dataDir: string;
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stops before initdb with the sentence and leaves no cluster folder behind', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-private-'));
    await fs.chmod(dataDir, 0o700);
    // What an earlier failed attempt left.
    await fs.mkdir(path.join(dataDir, 'postgres'));
    await expect(startEmbeddedPostgres(dataDir, () => {})).rejects.toThrow(
      `cannot enter the data folder ${dataDir}: allow it (chmod o+x ${dataDir}`,
    );
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  });
});
