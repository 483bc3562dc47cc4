import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which is not served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is actually smaller. */
async function compressFile(file: string): Promise<number> {
  // Even small files: the copies cost nothing per request, and a page loads dozens of small chunks.
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  if (br.length < raw.length) {
    await writeFile(`${file}.br`, br);
    written++;
  }
  if (gz.length < raw.length) {
    await writeFile(`${file}.gz`, gz);
    written++;
  }
  return written;
}

/**
 * Compresses the built files once, at build time, at the highest levels (too slow to do per request), so
 * the server only picks the file matching the browser's Accept-Encoding (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shipdesk:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After everything is on disk, public/ files included.
    async closeBundle(error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const files: string[] = [];
      for await (const file of walk(outDir)) if (COMPRESSIBLE.test(file)) files.push(file);
      const written = (await Promise.all(files.map(compressFile))).reduce((a, b) => a + b, 0);
      config.logger.info(`precompressed ${files.length} text files: ${written} .br and .gz copies written`);
    },
  };
}
