import path from 'node:path';

/**
 * The server package's folder (apps/server), for files that ship beside the code rather than in it. This
 * module sits directly in src/, and esbuild bundles it into dist/main.js, also directly below the package
 * folder, so `..` is apps/server whether the server runs from source (tests, `npm run dev`) or from the build.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The committed SQL migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** The web app's build (apps/web/dist), unless WEB_DIST_DIR says otherwise. */
export const DEFAULT_WEB_DIST_DIR = path.resolve(SERVER_DIR, '../web/dist');
