import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** One request the stand-in received, as it arrived. */
export interface ReceivedAiRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** JSON bodies parsed; multipart bodies as text (latin1), for looking at their parts. */
  body: unknown;
}

export const STAND_IN_KEY = 'sk-stand-in-secret-key';
export const STAND_IN_TRANSCRIPT = 'Call with the carrier: pickup moves to Friday at 9.';

/**
 * A small local service that speaks the OpenAI-compatible protocol the AI helper uses, for tests and the
 * end-to-end run: `POST /v1/chat/completions` and `POST /v1/audio/transcriptions`. It answers from the
 * request, so tests can tell actions apart, and the user text steers its failures:
 * - 'FAIL 429' / 'FAIL 500': an OpenAI-style error answer with that status;
 * - 'ECHO KEY': a 401 whose message repeats the key it was sent (the server must not pass it on);
 * - 'SLOW': answers after `slowMs`.
 * A wrong or missing key answers 401 like the real services do.
 */
export async function startAiServer(options: { slowMs?: number; port?: number; host?: string } = {}) {
  const received: ReceivedAiRequest[] = [];
  const slowMs = options.slowMs ?? 2_000;
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const contentType = req.headers['content-type'];
    const isJson = contentType?.startsWith('application/json');
    const body = isJson ? safeJson(raw.toString('utf8')) : raw.toString('latin1');
    const path = req.url ?? '';
    received.push({ path, authorization: req.headers.authorization, contentType, body });
    const send = (status: number, payload: unknown, statusText?: string) => {
      res.writeHead(status, statusText, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const fail = (status: number, message: string) =>
      send(status, { error: { message, type: 'invalid_request_error' } });

    if (req.method !== 'POST') return fail(404, 'Not found');
    if (req.headers.authorization !== `Bearer ${STAND_IN_KEY}`) return fail(401, 'Invalid API Key');
    if (path === '/v1/audio/transcriptions') {
      if (!contentType?.startsWith('multipart/form-data')) return fail(400, 'Expected multipart/form-data');
      return send(200, { text: STAND_IN_TRANSCRIPT });
    }
    if (path !== '/v1/chat/completions') return fail(404, `Unknown path ${path}`);
    const request = body as { model?: string; messages?: { role: string; content: string }[] };
    const system = request.messages?.find((m) => m.role === 'system')?.content ?? '';
    const text = request.messages?.findLast((m) => m.role === 'user')?.content ?? '';
    if (text.includes('FAIL 429')) return fail(429, 'Rate limit reached for model');
    if (text.includes('FAIL 500')) return fail(500, 'The server had an error while processing your request');
    if (text.includes('ECHO KEY')) return fail(401, `Invalid API Key: ${req.headers.authorization}`);
    if (text.includes('SLOW')) await new Promise((resolve) => setTimeout(resolve, slowMs));
    const kind = system.startsWith('Translate')
      ? `Translated to ${/into (\w+)/.exec(system)?.[1] ?? '?'}`
      : system.startsWith('Summarize')
        ? 'Summary'
        : system.startsWith('Reorganize')
          ? 'Organized'
          : 'Improved';
    return send(200, {
      id: `chatcmpl-${received.length}`,
      object: 'chat.completion',
      model: request.model,
      choices: [
        { index: 0, message: { role: 'assistant', content: `${kind}: ${text}` }, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: STAND_IN_KEY,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Run by itself (the end-to-end server does): listens and prints its address for the caller to read.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startAiServer({ port: Number(process.env.AI_STAND_IN_PORT ?? 0) });
  console.log(`AI_BASE_URL=${server.baseUrl}`);
}
