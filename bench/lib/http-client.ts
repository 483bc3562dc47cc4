import http from 'node:http';

/**
 * A GET client for load: keep-alive connections (one per concurrent caller) and no more work per call than
 * reading the body. `fetch` costs about twice the CPU per call in Node 20, and the load generator shares the
 * machine's two cores with the server and PostgreSQL, so a heavy client would be measured as the server's
 * slowness.
 */
export function httpGetter(baseUrl: string, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(`${baseUrl}${path}`, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}
