import { describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../../../test/upload-fixtures';
import { uploadOne } from '../../../test/upload-helpers';
import { AUDIT_IP, auditTestApp } from './audit-trail.fixtures';

/**
 * The audit trail of settings and deletions: global settings, the company details and the
 * pricing settings record old and new values; deleting a quotation, contact, interaction or document records
 * what it was, and a deletion that fails records nothing.
 */
const IP = AUDIT_IP;
const { app: audit, call, latest, wholeTrail } = auditTestApp();

describe('global settings', () => {
  it('global settings changes are recorded with old and new values; personal ones are not', async () => {
    const created = await call(audit.admin.cookie, 'POST', '/settings', {
      setting_key: 'company_name',
      setting_value: 'ShipDesk',
      is_global: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await call(audit.admin.cookie, 'PUT', `/settings/${id}`, { setting_value: 'ShipDesk Ltd' });
    expect(await latest('settings.changed')).toMatchObject({
      entity_id: id,
      details: {
        setting_key: 'company_name',
        changes: { setting_value: { old: 'ShipDesk', new: 'ShipDesk Ltd' } },
      },
    });
    await call(audit.admin.cookie, 'POST', '/settings', {
      setting_key: 'smtp_password',
      setting_value: 'pa55',
      is_global: true,
    });
    expect((await latest('settings.changed')).details).toEqual({
      setting_key: 'smtp_password',
      changes: '[redacted]',
    });
    const before = (await call(audit.admin.cookie, 'GET', '/audit_log?action=settings.changed')).json().total;
    await call(audit.admin.cookie, 'POST', '/settings', { setting_key: 'theme', setting_value: 'dark' });
    expect((await call(audit.admin.cookie, 'GET', '/audit_log?action=settings.changed')).json().total).toBe(
      before,
    );
    expect(await wholeTrail()).not.toContain('pa55');
  });
});

describe('settings records', () => {
  const put = async (url: string, payload: object) => {
    const current = (await call(audit.admin.cookie, 'GET', url)).json();
    return audit.t.app.inject({
      method: 'PUT',
      url: `/api/1${url}`,
      payload,
      headers: { cookie: audit.admin.cookie, 'if-match': String(current.version), 'x-forwarded-for': IP },
    });
  };

  it('changes to the pricing settings and the company details are recorded with old and new values', async () => {
    expect((await put('/pricing-settings', { minimum_margin_percent: 12.5 })).statusCode).toBe(200);
    expect(await latest('settings.changed')).toMatchObject({
      user_id: audit.admin.id,
      ip: IP,
      details: { setting_key: 'pricing', changes: { minimum_margin_percent: { old: 10, new: 12.5 } } },
    });
    expect((await put('/company-profile', { footer: 'Registered in Lisbon' })).statusCode).toBe(200);
    expect(await latest('settings.changed')).toMatchObject({
      details: {
        setting_key: 'company_profile',
        changes: { footer: { old: '', new: 'Registered in Lisbon' } },
      },
    });
    // Saving the same values again changes nothing and records nothing.
    const before = (await call(audit.admin.cookie, 'GET', '/audit_log?action=settings.changed')).json().total;
    expect((await put('/company-profile', { footer: 'Registered in Lisbon' })).statusCode).toBe(200);
    expect((await call(audit.admin.cookie, 'GET', '/audit_log?action=settings.changed')).json().total).toBe(
      before,
    );
  });
});

describe('deletions', () => {
  it('deleting a quotation, contact, interaction and document each records what it was', async () => {
    const contact = (
      await call(audit.admin.cookie, 'POST', '/contacts', { name: 'Nadia', company_name: 'Atlas' })
    ).json();
    const today = new Date().toISOString().slice(0, 10);
    const q = (
      await call(audit.admin.cookie, 'POST', '/quotations', {
        contact_id: contact.id,
        start_date: today,
        valid_until_date: today,
      })
    ).json();
    expect((await call(audit.admin.cookie, 'DELETE', `/quotations/${q.id}`)).statusCode).toBe(204);
    expect(await latest('quotation.deleted')).toMatchObject({
      user_id: audit.admin.id,
      ip: IP,
      entity_type: 'quotation',
      entity_id: q.id,
      details: { quotation_number: q.quotation_number },
    });

    const interaction = (
      await call(audit.admin.cookie, 'POST', '/client_interactions', {
        contact_id: contact.id,
        subject: 'Rates to Santos',
        description: 'Asked',
      })
    ).json();
    expect(
      (await call(audit.admin.cookie, 'DELETE', `/client_interactions/${interaction.id}`)).statusCode,
    ).toBe(204);
    expect(await latest('interaction.deleted')).toMatchObject({
      entity_id: interaction.id,
      details: { subject: 'Rates to Santos' },
    });

    expect((await call(audit.admin.cookie, 'DELETE', `/contacts/${contact.id}`)).statusCode).toBe(204);
    expect(await latest('contact.deleted')).toMatchObject({
      entity_type: 'contact',
      entity_id: contact.id,
      details: { company_name: 'Atlas' },
    });

    const root = (await call(audit.admin.cookie, 'GET', '/folders/root')).json();
    const file = await uploadOne(audit.t, audit.admin.cookie, {
      filename: 'invoice.pdf',
      content: PDF_BYTES,
      contentType: 'application/pdf',
    });
    const doc = (
      await call(audit.admin.cookie, 'POST', '/documents', { folder_id: root.id, upload_id: file.id })
    ).json();
    expect((await call(audit.admin.cookie, 'DELETE', `/documents/${doc.id}`)).statusCode).toBe(204);
    expect(await latest('document.deleted')).toMatchObject({
      entity_type: 'document',
      entity_id: doc.id,
      details: { name: doc.name },
    });
  });

  it('a deletion that fails writes no row', async () => {
    const before = (await call(audit.admin.cookie, 'GET', '/audit_log?action=contact.deleted')).json().total;
    expect((await call(audit.admin.cookie, 'DELETE', '/contacts/999999')).statusCode).toBe(404);
    expect((await call(audit.admin.cookie, 'GET', '/audit_log?action=contact.deleted')).json().total).toBe(
      before,
    );
  });
});
