import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { createMailer, MAIL_OFF } from './mailer';

describe('mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('is off without SMTP_URL, and says so instead of sending', async () => {
    const mailer = createMailer({ url: undefined, from: 'ShipDesk <desk@example.com>' });
    expect(mailer).toBe(MAIL_OFF);
    expect(mailer.enabled).toBe(false);
    await expect(mailer.send({ to: ['a@example.com'], subject: 'x', text: 'y' })).rejects.toThrow(
      'E-mail is off',
    );
  });

  it('delivers a message with its attachment through a real SMTP server', async () => {
    const mailer = createMailer({ url: smtp.url, from: 'ShipDesk <desk@example.com>' });
    expect(mailer.enabled).toBe(true);
    await mailer.send({
      to: ['client@example.com', 'buyer@example.com'],
      subject: 'Your quote Q-2026-0001 — Ελλάδα 上海',
      text: 'Please find the quote attached.',
      attachments: [
        {
          filename: 'Q-2026-0001.pdf',
          content: Buffer.from('%PDF-1.7 test'),
          contentType: 'application/pdf',
        },
      ],
    });
    const mail = await smtp.waitFor((m) => m.subject.startsWith('Your quote Q-2026-0001'));
    expect(mail).toMatchObject({
      from: 'desk@example.com',
      to: ['client@example.com', 'buyer@example.com'],
      subject: 'Your quote Q-2026-0001 — Ελλάδα 上海',
    });
    expect(mail.text.trim()).toBe('Please find the quote attached.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'Q-2026-0001.pdf',
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.toString()).toBe('%PDF-1.7 test');
  });

  it("sends as the server's From, or as a message's own From; the envelope sender follows the From", async () => {
    const mailer = createMailer({ url: smtp.url, from: 'ShipDesk <desk@example.com>' });
    await mailer.send({ to: ['a@example.com'], subject: 'As the server', text: 'x' });
    await mailer.send({
      to: ['a@example.com'],
      subject: 'As the company',
      text: 'x',
      from: { name: 'Harbour Freight', address: 'sales@harbour.test' },
    });
    const server = await smtp.waitFor((m) => m.subject === 'As the server');
    expect(server).toMatchObject({ from: 'desk@example.com', envelopeFrom: 'desk@example.com' });
    const company = await smtp.waitFor((m) => m.subject === 'As the company');
    expect(company).toMatchObject({ from: 'sales@harbour.test', envelopeFrom: 'sales@harbour.test' });
  });

  it("with the relay's sender configured (SMTP_FROM) the envelope keeps it under a message's own From", async () => {
    const mailer = createMailer({
      url: smtp.url,
      from: 'ShipDesk <relay@forwarder.test>',
      envelopeFrom: 'ShipDesk <relay@forwarder.test>',
    });
    await mailer.send({
      to: ['a@example.com', 'b@example.com'],
      subject: 'Relay sender',
      text: 'x',
      from: { name: 'Harbour Freight', address: 'sales@harbour.test' },
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Relay sender');
    expect(mail).toMatchObject({ from: 'sales@harbour.test', envelopeFrom: 'relay@forwarder.test' });
    expect(mail.envelopeTo.sort()).toEqual(['a@example.com', 'b@example.com']);
  });

  it('rejects when the relay refuses the recipient, so the caller can tell the user', async () => {
    const mailer = createMailer({ url: smtp.url, from: 'desk@example.com' });
    await expect(mailer.send({ to: ['reject-me@example.com'], subject: 'x', text: 'y' })).rejects.toThrow();
  });

  it('rejects when the relay cannot be reached', async () => {
    const mailer = createMailer({ url: 'smtp://127.0.0.1:1', from: 'desk@example.com' });
    await expect(mailer.send({ to: ['a@example.com'], subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
