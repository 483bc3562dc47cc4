import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the stand-in accepted, parsed. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), which include Bcc. */
  envelopeTo: string[];
  /** The envelope's sender (MAIL FROM), where bounces go. */
  envelopeFrom: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server (the `smtp-server` package) on a local port, for tests and the end-to-end run: it accepts
 * every message, keeps it parsed in memory, and lets a test wait for the one it expects. A recipient whose
 * address starts with `reject` is refused (550), as a relay refuses an unknown mailbox.
 */
export async function startSmtpServer(options: { port?: number; host?: string } = {}) {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no self-signed certificate for the client to distrust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith('reject')) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const addresses = (field: typeof parsed.to) =>
            (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
              a.value.map((v) => v.address ?? ''),
            );
          messages.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            from: parsed.from?.value[0]?.address ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  /** Resolves with the first message (already received or still to come) that `matches`. */
  function waitFor(matches: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(matches);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run as a script (the end-to-end run starts it): SMTP on a free port, printed as SMTP_URL=..., and the
// received messages as JSON at http://127.0.0.1:$MAILBOX_PORT/messages for the browser tests to read.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const smtp = await startSmtpServer();
  const mailbox = createHttpServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          smtp.messages.map((m) => ({
            ...m,
            attachments: m.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
            })),
          })),
        ),
      );
      return;
    }
    res.writeHead(404).end();
  });
  mailbox.listen(Number(process.env.MAILBOX_PORT ?? 0), '127.0.0.1', () => {
    const { port } = mailbox.address() as AddressInfo;
    console.log(`SMTP_URL=${smtp.url} MAILBOX_URL=http://127.0.0.1:${port}`);
  });
  const stop = () => {
    mailbox.close();
    void smtp.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
