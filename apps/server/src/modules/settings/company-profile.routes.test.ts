import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { PDF_BYTES, PNG_BYTES } from '../../../test/upload-fixtures';
import { postFiles } from '../../../test/upload-helpers';

let t: TestApp;
let admin: string;
useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object, version?: number) =>
  t.app.inject({
    method,
    url: `/api/1${url}`,
    payload,
    headers: { cookie, ...(version !== undefined && { 'if-match': String(version) }) },
  });

async function uploadLogo(cookie: string, content = PNG_BYTES, filename = 'logo.png') {
  const res = await postFiles(t, cookie, [{ filename, content }], '?purpose=logo');
  return res;
}

const idOf = (url: string) => Number(url.split('/').at(-1));

describe('company details for documents', () => {
  it('reads as blank with the default e-mail template until an admin saves them', async () => {
    const res = await call('GET', '/company-profile', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company_name: '',
      logo_upload_id: null,
      date_format: 'D MMM YYYY',
      time_zone: 'UTC',
      version: 1,
    });
    expect(res.json().quote_email_message).toContain('{acceptance_url}');
  });

  it('an admin saves them, with a PNG logo everyone signed in can see; a stale version answers 412', async () => {
    const upload = await uploadLogo(admin);
    expect(upload.statusCode, upload.body).toBe(201);
    const logoId = idOf(upload.json()[0].data.url);
    const current = (await call('GET', '/company-profile', admin)).json();
    const saved = await call(
      'PUT',
      '/company-profile',
      admin,
      {
        company_name: 'Harbour Freight',
        email: 'sales@harbour.test',
        logo_upload_id: logoId,
        terms: 'Net 30',
        date_format: 'DD/MM/YYYY',
        time_zone: 'Asia/Tokyo',
      },
      current.version,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      company_name: 'Harbour Freight',
      logo_upload_id: logoId,
      terms: 'Net 30',
      date_format: 'DD/MM/YYYY',
      time_zone: 'Asia/Tokyo',
    });
    const user = await t.signedInUser({ grants: { quotations: ['view'] } });
    const logo = await call('GET', '/company-profile/logo', user.cookie);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/png');
    const stale = await call('PUT', '/company-profile', admin, { footer: 'x' }, current.version);
    expect(stale.statusCode).toBe(412);
    const staleZone = await call(
      'PUT',
      '/company-profile',
      admin,
      { time_zone: 'Europe/Madrid' },
      current.version,
    );
    expect(staleZone.statusCode).toBe(412);
    expect((await call('GET', '/company-profile', admin)).json().time_zone).toBe('Asia/Tokyo');
  });

  it('the logo upload takes PNG or JPEG only, checked by content', async () => {
    const pdf = await uploadLogo(admin, PDF_BYTES, 'logo.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe('Please select a PNG or JPEG image');
  });

  it('checks the fields and refuses users without settings:edit', async () => {
    const bad = await call('PUT', '/company-profile', admin, {
      email: 'nope',
      quote_email_subject: '',
      date_format: 'YYYY/DD/MM',
      time_zone: '+09:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      quote_email_subject: 'E-mail subject is required',
      date_format: expect.stringMatching(/^Date format on quotes must be D MMM YYYY, MM\/DD\/YYYY, /),
      time_zone: 'Timezone must be an IANA time zone name such as Europe/Madrid or Asia/Tokyo',
    });
    // Bad input changes nothing.
    expect((await call('GET', '/company-profile', admin)).json().time_zone).not.toBe('+09:00');
    const user = await t.signedInUser({ grants: { settings: ['view'], quotations: ['view', 'edit'] } });
    expect((await call('PUT', '/company-profile', user.cookie, { company_name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/company-profile', user.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/1/company-profile' })).statusCode).toBe(401);
  });
});
