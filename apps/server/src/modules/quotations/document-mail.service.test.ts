import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailingTestApp } from '../../../test/mailing-test-app';
import type { AuthContext } from '../../platform/auth-context';
import { createMailer } from '../../platform/mail/mailer';
import { auditLog } from '../audit/audit.table';
import { documentRecipients, sendDocumentMail } from './document-mail.service';

const sending = mailingTestApp();
const company = {
  company_name: 'Ḥamad Logistics W.L.L.',
  email: 'docs@hamad.test',
} as Parameters<typeof sendDocumentMail>[1];
const NO_RECIPIENT = 'Enter who the document goes to.';

async function signedIn(): Promise<AuthContext> {
  const { user } = await sending.t.signedInUser({ first_name: 'Nuria', last_name: 'Peña' });
  return { sessionId: 'kit-test', user, permissions: {} } as unknown as AuthContext;
}

const auditRows = (entityId: number) =>
  sending.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'invoice'), eq(auditLog.entity_id, entityId)));

const documentMail = (entityId: number) => ({
  to: ['cliente@iberia.test'],
  cc: ['ops@iberia.test'],
  subject: 'Factura INV-2026-00009',
  text: 'Adjuntamos la factura.',
  pdf: { name: 'INV-2026-00009.pdf', bytes: Buffer.from('%PDF-1.4 kit') },
  refused: 'The mail server refused the e-mail.',
  audit: { action: 'invoice.sent' as const, entityType: 'invoice', entityId },
});

describe('document mail', () => {
  it('sends from the company with the PDF, answers to the sender, then records the send', async () => {
    const auth = await signedIn();
    await sendDocumentMail({ db: sending.t.db, mail: sending.mail }, company, auth, documentMail(9001));
    const mail = await sending.smtp.waitFor((m) => m.subject === 'Factura INV-2026-00009');
    expect(mail.from).toBe('docs@hamad.test');
    expect(mail.envelopeTo.sort()).toEqual(['cliente@iberia.test', 'ops@iberia.test']);
    expect(mail.attachments[0]?.filename).toBe('INV-2026-00009.pdf');
    const [row] = await auditRows(9001);
    expect(row).toMatchObject({
      action: 'invoice.sent',
      user_id: auth.user.id,
      details: { to: 'cliente@iberia.test', cc: 'ops@iberia.test', subject: 'Factura INV-2026-00009' },
    });
  });

  it('answers 503 with the refusal message when the relay cannot be reached, and records nothing', async () => {
    const auth = await signedIn();
    // A port nothing listens on: the connection is refused, as a relay that is down refuses it.
    const downRelay = createMailer({ url: 'smtp://127.0.0.1:1', from: 'quotes@desk.test' });
    await expect(
      sendDocumentMail({ db: sending.t.db, mail: downRelay }, company, auth, documentMail(9002)),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The mail server refused the e-mail.' });
    expect(await auditRows(9002)).toEqual([]);
  });

  it('sends to the typed addresses, else to the contact, and with neither is a 400 naming `to`', async () => {
    const { cookie } = await sending.t.signedInUser({ role: 'admin' });
    const contact = await sending.t.call('POST', '/contacts', cookie, {
      name: 'Yūko',
      last_name: 'Tanaka',
      email: 'yuko@tokyo-cargo.test',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const found = await documentRecipients(sending.t.db, contact.json().id, {}, NO_RECIPIENT);
    expect(found).toMatchObject({ to: ['yuko@tokyo-cargo.test'], cc: [], contact: { last_name: 'Tanaka' } });
    await expect(
      documentRecipients(sending.t.db, null, { cc: ['x@y.test'] }, NO_RECIPIENT),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NO_RECIPIENT,
      fields: { to: NO_RECIPIENT },
    });
    expect(await documentRecipients(sending.t.db, null, { to: ['a@b.test'] }, NO_RECIPIENT)).toEqual({
      contact: undefined,
      to: ['a@b.test'],
      cc: [],
    });
  });
});
