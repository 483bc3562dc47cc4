import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../src/app';
import { createMailer, type Mailer } from '../src/platform/mail/mailer';
import { startSmtpServer } from './smtp-server';
import { createTestApp, type TestApp } from './test-app';

/** The address the app's links in e-mails (a quote's acceptance link, a task's page) start with. */
export const TEST_PUBLIC_URL = 'http://desk.test';

export interface MailingTestApp {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The app's mailer, for the jobs a test runs itself. */
  mail: Mailer;
}

export interface MailingTestOptions {
  /** The From of every e-mail the app sends as itself. */
  from?: string;
  /** The relay's configured sender (SMTP_FROM), kept as the envelope sender of every message. */
  envelopeFrom?: string;
  /** More of the app's parts (a storage that fails, say), made when the file starts. */
  deps?: () => Partial<AppDeps>;
}

/**
 * Registers the hooks of a test file whose app sends e-mail: the SMTP stand-in and a test app that sends
 * through it, with links to `TEST_PUBLIC_URL`; both closed after the file. The answer fills in when the
 * file's tests start.
 */
export function mailingTestApp(options: MailingTestOptions = {}): MailingTestApp {
  const app = {} as MailingTestApp;
  beforeAll(async () => {
    app.smtp = await startSmtpServer();
    app.mail = createMailer({
      url: app.smtp.url,
      from: options.from ?? 'quotes@desk.test',
      envelopeFrom: options.envelopeFrom,
    });
    app.t = await createTestApp({ mail: app.mail, publicUrl: TEST_PUBLIC_URL, ...options.deps?.() });
  });
  afterAll(async () => {
    await app.t?.close();
    await app.smtp?.close();
  });
  return app;
}
