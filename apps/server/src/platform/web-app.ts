import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Serves the built single-page app on the API's origin. Unknown non-API GETs answer index.html so the
 * browser router can take them; unknown API paths answer the JSON 404.
 *
 * The web build writes brotli (`.br`) and gzip (`.gz`) copies beside each text file; the copy that the
 * browser's Accept-Encoding prefers is sent as is (no compression work per request), the plain file when it
 * accepts neither, always with `Vary: Accept-Encoding` so shared caches keep the variants apart.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite's hashed assets never change; index.html must always be fetched fresh.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw AppError.notFound(isApi ? `No route ${request.method} ${request.url.split('?')[0]}` : 'Not found');
  });
}
