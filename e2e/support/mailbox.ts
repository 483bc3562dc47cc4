import { type APIRequestContext, expect } from '@playwright/test';

/** What the local SMTP stand-in received (apps/server/test/smtp-server.ts), attachments without their bytes. */
export interface MailboxMessage {
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: { filename?: string; contentType: string; size: number }[];
}

/** The stand-in's mailbox listens next to the app (start-test-server.mjs starts it on E2E_PORT + 1). */
const mailboxUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}/messages`;

/** Waits until a message to `to` whose subject matches arrives, and answers the newest such message. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp | string = /./,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(mailboxUrl())).json()) as MailboxMessage[];
        const matching = all.filter(
          (m) =>
            m.envelopeTo.some((r) => r.toLowerCase() === to.toLowerCase()) &&
            (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)),
        );
        found = matching.at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
