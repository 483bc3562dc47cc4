import nodemailer from 'nodemailer';

interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A From of the message's own: the name and address the reader sees and answers to. */
interface MailSender {
  name: string;
  address: string;
}

interface MailMessage {
  to: string[];
  /** Copies: named in the Cc header and, like `to`, in the envelope's recipients. */
  cc?: string[];
  /** Who the message is from when not the server (a quote from the company's e-mail); else `MailConfig.from`. */
  from?: MailSender;
  subject: string;
  /** The plain-text body; every message has one, so any mail program can show it. */
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail through the SMTP relay of `SMTP_URL`; `enabled` is false when none is configured. */
export interface Mailer {
  readonly enabled: boolean;
  /** Resolves once the relay accepted the message; rejects when it refused or could not be reached. */
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; undefined = no e-mail. */
  url: string | undefined;
  /** The From header of what the server sends as itself, e.g. `ShipDesk <no-reply@forwarder.example>`. */
  from: string;
  /**
   * The sender the relay is configured for (SMTP_FROM, when set): the envelope's MAIL FROM of every message,
   * also of one with a From of its own, since a relay that signs in as one mailbox accepts mail only from it
   * and bounces go back to it. Unset: the envelope sender is the message's From.
   */
  envelopeFrom?: string;
}

/** The From when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'ShipDesk <no-reply@localhost>';

/** No relay configured: callers check `enabled` first and say e-mail is off instead of calling send. */
export const MAIL_OFF: Mailer = {
  enabled: false,
  async send() {
    throw new Error('E-mail is off: SMTP_URL is not set');
  },
};

export function createMailer(config: MailConfig): Mailer {
  if (!config.url) return MAIL_OFF;
  const transport = nodemailer.createTransport({
    url: config.url,
    // A relay that hangs must not hold a request (or a background job) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    enabled: true,
    async send(message) {
      const from = message.from ?? config.from;
      await transport.sendMail({
        from,
        ...(config.envelopeFrom && {
          envelope: { from: config.envelopeFrom, to: [...message.to, ...(message.cc ?? [])] },
        }),
        to: message.to,
        cc: message.cc,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
  };
}
