// Bundles the server into dist/main.js, so that `npm start` runs plain JavaScript: no TypeScript compiler
// at run time. npm packages stay external: node_modules is there at run time, and some cannot be bundled
// (native addons such as @node-rs/argon2, the PostgreSQL binaries). The workspace package @freight/domain
// is TypeScript source that Node cannot load, so it is bundled in.
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
// The package's source by its path in the repository rather than `import.meta.resolve`: a resolve of the
// package reads as a use of every export to `npm run check:unused`, which then could not find unused ones.
const domainSource = path.resolve(serverDir, '../../packages/domain/src/index.ts');

/** Sends @freight/domain to its source before `packages: 'external'` would leave it to Node. */
const bundleDomain = {
  name: 'bundle-freight-domain',
  setup(builder) {
    builder.onResolve({ filter: /^@freight\/domain$/ }, () => ({ path: domainSource }));
  },
};

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  // Directly below the package folder, like src/: src/server-paths.ts relies on it.
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleDomain],
  // Stack traces in the logs point at the TypeScript source (node --enable-source-maps).
  sourcemap: true,
  logLevel: 'warning',
});
