import { USER_PROFILE_DEFAULTS } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { PDF_BYTES, PNG_BYTES } from '../../../test/upload-fixtures';
import { postFiles, uploadOne } from '../../../test/upload-helpers';
import { userProfiles } from '../users/users.table';

let t: TestApp;

useTestApp(async (app) => {
  t = app;
});

async function ownProfile(cookie: string) {
  const res = await t.call('GET', '/user_profiles', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0];
}

describe('reading', () => {
  it("the first read makes the caller's profile with the spec's defaults", async () => {
    const { user, cookie } = await t.signedInUser();
    const res = await t.call('GET', '/user_profiles', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      user_id: user.id,
      avatar_url: null,
      avatar_upload_id: null,
      ...USER_PROFILE_DEFAULTS,
      version: 1,
    });
  });

  it("starts a new user in their browser's language when ShipDesk speaks it, else English", async () => {
    const firstRead = async (acceptLanguage: string) => {
      const { cookie } = await t.signedInUser();
      const res = await t.call('GET', '/user_profiles', cookie, undefined, {
        'accept-language': acceptLanguage,
      });
      return res.json().data[0].language;
    };
    expect(await firstRead('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(await firstRead('ar-SA,ja;q=0.5')).toBe('ja');
    expect(await firstRead('ar-SA,pl;q=0.9')).toBe('en');
  });

  it('ten first reads at once make one profile', async () => {
    const { user, cookie } = await t.signedInUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('GET', '/user_profiles', cookie)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((r) => r.json().data[0].id));
    expect(ids.size).toBe(1);
    const rows = (await t.db.select().from(userProfiles)).filter((r) => r.user_id === user.id);
    expect(rows).toHaveLength(1);
  });

  it("the list answers only the caller's own, whatever filter is asked", async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    await ownProfile(b.cookie);
    const res = await t.call('GET', `/user_profiles?user_id=${b.user.id}`, a.cookie);
    expect(res.json().data.map((p: { user_id: number }) => p.user_id)).toEqual([a.user.id]);
  });

  it("another user's profile by id is 404, even for an admin", async () => {
    const owner = await t.signedInUser();
    const admin = await t.signedInUser({ role: 'admin' });
    const profile = await ownProfile(owner.cookie);
    expect((await t.call('GET', `/user_profiles/${profile.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await t.call('GET', `/user_profiles/${profile.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('signed out: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/1/user_profiles' })).statusCode).toBe(401);
  });
});

describe('creating', () => {
  it('POST makes the profile with defaults for what is not sent; a second POST is 409', async () => {
    const { user, cookie } = await t.signedInUser();
    const res = await t.call('POST', '/user_profiles', cookie, { user_id: user.id, theme: 'dark' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...USER_PROFILE_DEFAULTS, theme: 'dark', user_id: user.id });
    const again = await t.call('POST', '/user_profiles', cookie, {});
    expect(again.statusCode).toBe(409);
  });

  it("POST for someone else's user_id is 403 and makes nothing", async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    const res = await t.call('POST', '/user_profiles', a.cookie, { user_id: b.user.id });
    expect(res.statusCode).toBe(403);
    const rows = (await t.db.select().from(userProfiles)).filter((r) => r.user_id === b.user.id);
    expect(rows).toHaveLength(0);
  });
});

describe('updating', () => {
  it('a PUT changes the fields sent and moves the version on', async () => {
    const { cookie } = await t.signedInUser();
    const profile = await ownProfile(cookie);
    const res = await t.call('PUT', `/user_profiles/${profile.id}`, cookie, {
      theme: 'dark',
      date_format: 'DD/MM/YYYY',
      timezone: 'Asia/Tokyo',
      notification_email: false,
      bio: '  Ships things.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      theme: 'dark',
      date_format: 'DD/MM/YYYY',
      timezone: 'Asia/Tokyo',
      notification_email: false,
      bio: 'Ships things.',
      language: 'en',
      version: profile.version + 1,
    });
  });

  it('values outside the option lists are refused field by field, and nothing changes', async () => {
    const { cookie } = await t.signedInUser();
    const profile = await ownProfile(cookie);
    const res = await t.call('PUT', `/user_profiles/${profile.id}`, cookie, {
      theme: 'purple',
      timezone: 'Mars/Olympus',
      language: 'xx',
      date_format: 'YYYY/DD/MM',
      time_format: '36h',
      currency_preference: 'BTC',
      sidebar_collapsed: 'yes',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.theme).toBe('Theme must be light, dark or auto');
    expect(fields.time_format).toBe('Time format must be 12h or 24h');
    expect(fields.currency_preference).toBe('Currency must be USD, EUR, GBP, JPY, CAD, AUD, CHF or CNY');
    expect(fields.language).toBe('Language must be en, es, fr, de, it, pt, zh or ja');
    expect(fields.date_format).toBe(
      'Date format must be MM/DD/YYYY, DD/MM/YYYY, YYYY-MM-DD, DD-MM-YYYY or MM-DD-YYYY',
    );
    expect(fields.timezone).toBe(
      'Timezone must be an IANA time zone name such as Europe/Madrid or Asia/Tokyo',
    );
    expect(fields.sidebar_collapsed).toBe('Sidebar collapsed must be true or false');
    expect(await ownProfile(cookie)).toEqual(profile);
  });

  it('any IANA time zone is taken, Asian and southern ones included; an offset or a made-up zone is 400', async () => {
    const { cookie } = await t.signedInUser();
    let profile = await ownProfile(cookie);
    for (const timezone of [
      'Asia/Kolkata',
      'Asia/Singapore',
      'Pacific/Auckland',
      'America/Argentina/Buenos_Aires',
    ]) {
      const res = await t.call('PUT', `/user_profiles/${profile.id}`, cookie, { timezone });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().timezone).toBe(timezone);
      profile = res.json();
    }
    for (const timezone of ['+05:00', 'Asia/Atlantis', '']) {
      const res = await t.call('PUT', `/user_profiles/${profile.id}`, cookie, { timezone });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.timezone).toMatch(/^Timezone must be an IANA time zone name/);
    }
    expect((await ownProfile(cookie)).timezone).toBe('America/Argentina/Buenos_Aires');
  });

  it('a stale If-Match is 412 and writes nothing; the current one writes', async () => {
    const { cookie } = await t.signedInUser();
    const profile = await ownProfile(cookie);
    const first = await t.call(
      'PUT',
      `/user_profiles/${profile.id}`,
      cookie,
      { theme: 'dark' },
      {
        'if-match': String(profile.version),
      },
    );
    expect(first.statusCode).toBe(200);
    const stale = await t.call(
      'PUT',
      `/user_profiles/${profile.id}`,
      cookie,
      { theme: 'auto' },
      {
        'if-match': String(profile.version),
      },
    );
    expect(stale.statusCode).toBe(412);
    expect((await ownProfile(cookie)).theme).toBe('dark');
  });

  it("another user's profile id is 404 and nothing changes", async () => {
    const owner = await t.signedInUser();
    const intruder = await t.signedInUser({ role: 'admin' });
    const profile = await ownProfile(owner.cookie);
    const res = await t.call('PUT', `/user_profiles/${profile.id}`, intruder.cookie, { bio: 'hacked' });
    expect(res.statusCode).toBe(404);
    expect(await ownProfile(owner.cookie)).toEqual(profile);
  });

  it('an empty PUT is 400', async () => {
    const { cookie } = await t.signedInUser();
    const profile = await ownProfile(cookie);
    expect((await t.call('PUT', `/user_profiles/${profile.id}`, cookie, {})).statusCode).toBe(400);
  });
});

describe('the profile picture', () => {
  it('an uploaded picture becomes the avatar, shows on /auth/me, and colleagues can see it', async () => {
    const owner = await t.signedInUser();
    const colleague = await t.signedInUser({ grants: {} });
    const profile = await ownProfile(owner.cookie);
    const upload = (
      await postFiles(
        t,
        owner.cookie,
        [{ filename: 'me.png', content: PNG_BYTES, contentType: 'image/png' }],
        '?purpose=avatar',
      )
    ).json()[0].data;
    const res = await t.call('PUT', `/user_profiles/${profile.id}`, owner.cookie, {
      avatar_upload_id: upload.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      avatar_upload_id: upload.id,
      avatar_url: `/api/1/files/${upload.id}`,
    });
    expect((await t.call('GET', '/auth/me', owner.cookie)).json().user.avatar_url).toBe(
      `/api/1/files/${upload.id}`,
    );
    expect((await t.call('GET', `/files/${upload.id}`, colleague.cookie)).statusCode).toBe(200);
  });

  it('replacing or removing the picture discards the old file', async () => {
    const { cookie } = await t.signedInUser();
    const profile = await ownProfile(cookie);
    const first = await uploadOne(t, cookie);
    const second = await uploadOne(t, cookie);
    await t.call('PUT', `/user_profiles/${profile.id}`, cookie, { avatar_upload_id: first.id });
    const replaced = await t.call('PUT', `/user_profiles/${profile.id}`, cookie, {
      avatar_upload_id: second.id,
    });
    expect(replaced.json().avatar_url).toBe(`/api/1/files/${second.id}`);
    expect((await t.call('GET', `/files/${first.id}`, cookie)).statusCode).toBe(404);
    const removed = await t.call('PUT', `/user_profiles/${profile.id}`, cookie, { avatar_upload_id: null });
    expect(removed.json()).toMatchObject({ avatar_upload_id: null, avatar_url: null });
    expect((await t.call('GET', `/files/${second.id}`, cookie)).statusCode).toBe(404);
  });

  it("someone else's upload cannot become your picture: 400 on the field, nothing changes", async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    const profile = await ownProfile(a.cookie);
    const theirs = await uploadOne(t, b.cookie);
    const res = await t.call('PUT', `/user_profiles/${profile.id}`, a.cookie, {
      avatar_upload_id: theirs.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.avatar_upload_id).toBe('Picture not found: upload it again');
    expect(await ownProfile(a.cookie)).toEqual(profile);
  });

  it("the avatar upload takes jpeg, png, gif and webp only, by content, with the spec's message", async () => {
    const { cookie } = await t.signedInUser();
    const pdfAsPng = await postFiles(
      t,
      cookie,
      [{ filename: 'me.png', content: PDF_BYTES, contentType: 'image/png' }],
      '?purpose=avatar',
    );
    expect(pdfAsPng.statusCode).toBe(415);
    expect(pdfAsPng.json().error.message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP)');
  });

  it("a picture over 10 MB is refused with the spec's message", async () => {
    const { cookie } = await t.signedInUser();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await postFiles(
      t,
      cookie,
      [{ filename: 'big.png', content: big, contentType: 'image/png' }],
      '?purpose=avatar',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size must be less than 10MB');
  });
});
