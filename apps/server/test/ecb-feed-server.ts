import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The ECB's daily reference-rate file as recorded (rates of 2026-11-26). */
export const RECORDED_ECB_FILE = readFileSync(path.join(import.meta.dirname, 'fixtures/eurofxref-daily.xml'));

/**
 * A local HTTP server standing in for the ECB: `/eurofxref-daily.xml` answers the recorded file, and a few
 * paths answer the failures a feed can have: `/error` a 500, `/bad-xml` text that is not XML, `/not-ecb`
 * well-formed XML of another shape, `/slow` headers that never come, `/huge` a body over any sane limit.
 * `serve(body)` replaces what the daily file answers (a newer day, a broken file).
 */
export async function startEcbFeedServer(options: { port?: number } = {}) {
  let daily: Buffer | string = RECORDED_ECB_FILE;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    switch (req.url) {
      case '/eurofxref-daily.xml':
        res.writeHead(200, { 'content-type': 'text/xml' }).end(daily);
        return;
      case '/error':
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        return;
      case '/bad-xml':
        res
          .writeHead(200, { 'content-type': 'text/xml' })
          .end('<gesmes:Envelope><Cube><Cube time="2026-11-27">');
        return;
      case '/not-ecb':
        res.writeHead(200, { 'content-type': 'text/xml' }).end('<?xml version="1.0"?><rates><rate/></rates>');
        return;
      case '/slow':
        // Never answers: the importer's timeout must end the wait.
        return;
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(Buffer.alloc(3 * 1024 * 1024, ' '));
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    dailyUrl: `${origin}/eurofxref-daily.xml`,
    requests,
    serve(body: Buffer | string) {
      daily = body;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run as a script (the end-to-end run starts it): the recorded file on a free port, printed as FX_FEED_URL=...
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const feed = await startEcbFeedServer();
  console.log(`FX_FEED_URL=${feed.dailyUrl}`);
  const stop = () => void feed.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
