import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailingTestApp, TEST_PUBLIC_URL } from '../../../test/mailing-test-app';
import { auditLog } from '../audit/audit.table';
import { userProfiles, users } from '../users/users.table';
import { acceptInvitationForVerifiedEmail } from './invitations.service';
import { invitations } from './invitations.table';

const env = mailingTestApp();
const PASSWORD = 'a long enough passphrase';
let nextAddress = 1;
/** Each call from its own client address, so the per-address throttle of one test spares the others. */
const clientAddress = () => `10.1.0.${nextAddress++}`;
let mailbox = 0;
const newEmail = () => `colleague-${++mailbox}-${Date.now()}@forwarder.example`;

async function inviter(options: Parameters<typeof env.t.signedInUser>[0] = { role: 'admin' }) {
  const { user, cookie } = await env.t.signedInUser({ first_name: 'Layla', last_name: 'Haddad', ...options });
  const invite = (body: object) => env.t.call('POST', '/invitations', cookie, body);
  return { user, cookie, invite };
}

/** Invites and answers the token read from the e-mail the SMTP stand-in received. */
async function invitedToken(invite: (body: object) => ReturnType<typeof env.t.call>, body: object) {
  const res = await invite(body);
  expect(res.statusCode).toBe(201);
  const email = (body as { email: string }).email;
  const mail = await env.smtp.waitFor((m) => m.to.includes(email));
  const link = mail.text.match(new RegExp(`${TEST_PUBLIC_URL}/invite/(\\S+)`))!;
  return { token: decodeURIComponent(link[1]!), id: res.json().id as number, mail };
}

const view = (token: string) =>
  env.t.app.inject({
    method: 'GET',
    url: `/api/1/public/invitations/${token}`,
    remoteAddress: clientAddress(),
  });
const accept = (
  token: string,
  body: object = { first_name: 'Sofía', last_name: 'Peña', password: PASSWORD },
) =>
  env.t.app.inject({
    method: 'POST',
    url: `/api/1/public/invitations/${token}/accept`,
    payload: body,
    remoteAddress: clientAddress(),
  });

describe('inviting a colleague', () => {
  it("writes the invitation in the inviter's language, the invitee having none yet", async () => {
    const { user, invite } = await inviter();
    await env.t.db.insert(userProfiles).values({ user_id: user.id, language: 'fr' });
    const { mail } = await invitedToken(invite, { email: newEmail(), role: 'user', grants: [] });
    expect(mail.subject).toBe('Layla Haddad vous a invité sur ShipDesk');
    expect(mail.text).toContain('ouvrez ce lien dans les 7 jours');
  });

  it('e-mails a single-use link; the invitee sees who invited them, accepts and is signed in', async () => {
    const { invite } = await inviter();
    const email = newEmail();
    const { token, mail } = await invitedToken(invite, {
      email,
      role: 'user',
      grants: ['contacts:view', 'tasks:create'],
    });
    expect(mail.subject).toBe('Layla Haddad invited you to ShipDesk');
    const [row] = await env.t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row!.token_hash).not.toContain(token);

    expect((await view(token)).json()).toMatchObject({ email, role: 'user', invited_by: 'Layla Haddad' });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      email,
      first_name: 'Sofía',
      last_name: 'Peña',
      role: 'user',
    });
    const cookie = accepted.cookies.find((c) => c.name === 'sid')!;
    const me = await env.t.app.inject({
      method: 'GET',
      url: '/api/1/auth/me',
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(me.json().permissions).toEqual({ contacts: ['view'], tasks: ['create'] });
    await env.t.login(email, PASSWORD);

    const used = await accept(token);
    expect(used.statusCode).toBe(410);
    expect(used.json().error).toMatchObject({
      code: 'GONE',
      message: 'This invitation has already been used',
    });
    expect((await view(token)).statusCode).toBe(410);
  });

  it('lists invitations with their status and revokes a pending one (410 revoked afterwards)', async () => {
    const { invite, cookie } = await inviter();
    const email = newEmail();
    const { token, id } = await invitedToken(invite, { email, grants: [] });
    let listed = (await env.t.call('GET', '/invitations', cookie)).json().data;
    expect(listed.find((i: { id: number }) => i.id === id)).toMatchObject({
      email,
      status: 'pending',
      invited_by: 'Layla Haddad',
    });
    expect((await env.t.call('DELETE', `/invitations/${id}`, cookie)).statusCode).toBe(204);
    const revoked = await accept(token);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().error).toMatchObject({
      code: 'GONE',
      message: 'This invitation was revoked: ask for a new one',
    });
    listed = (await env.t.call('GET', '/invitations', cookie)).json().data;
    expect(listed.find((i: { id: number }) => i.id === id).status).toBe('revoked');
    expect((await env.t.call('DELETE', `/invitations/${id}`, cookie)).statusCode).toBe(409);
    expect(await env.t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('answers 410 expired once the 7 days have passed', async () => {
    const { invite, cookie } = await inviter();
    const { token, id } = await invitedToken(invite, { email: newEmail() });
    await env.t.db
      .update(invitations)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, id));
    const res = await accept(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({
      code: 'GONE',
      message: 'This invitation has expired: ask for a new one',
    });
    const listed = (await env.t.call('GET', '/invitations', cookie)).json().data;
    expect(listed.find((i: { id: number }) => i.id === id).status).toBe('expired');
  });

  it('makes exactly one account of parallel accepts', async () => {
    const { invite } = await inviter();
    const email = newEmail();
    const { token } = await invitedToken(invite, { email });
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
    const rows = await env.t.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    expect(rows).toHaveLength(1);
  });

  it('keeps grants within the inviter’s own, naming the grant refused; only an admin invites an admin', async () => {
    const { invite } = await inviter({ grants: { users: ['view', 'create'], contacts: ['view'] } });
    const tooMuch = await invite({ email: newEmail(), grants: ['contacts:view', 'contacts:delete'] });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().error.message).toBe('You cannot grant what you do not hold: contacts:delete');
    const admin = await invite({ email: newEmail(), role: 'admin' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe('Only an administrator can invite an administrator');
    expect((await invite({ email: newEmail(), grants: ['contacts:view'] })).statusCode).toBe(201);
  });

  it('refuses an e-mail that already has an account (409) and bad input, naming the field', async () => {
    const { invite, user } = await inviter();
    const taken = await invite({ email: user.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toBe('A user with this email already exists');
    const bad = await invite({ email: 'not-an-address', grants: ['contacts:fly'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ email: 'Please enter a valid email address' });
    expect(bad.json().error.fields.grants).toContain('unknown entry contacts:fly');
  });

  it("applies Change Password's rules to the new password and leaves the invitation pending", async () => {
    const { invite } = await inviter();
    const email = newEmail();
    const { token } = await invitedToken(invite, { email });
    const short = await accept(token, { first_name: 'Ana', last_name: 'Ruiz', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Password must have at least 12 characters');
    const same = await accept(token, { first_name: 'Ana', last_name: 'Ruiz', password: email });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.password).toBe('New password must not be your email address');
    const names = await accept(token, { first_name: ' ', last_name: 'Ruiz', password: PASSWORD });
    expect(names.json().error.fields.first_name).toBe('First name is required');
    expect((await view(token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown link and throttles one address (429)', async () => {
    const unknown = await view('no-such-token');
    expect(unknown.statusCode).toBe(404);
    const address = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await env.t.app.inject({ method: 'GET', url: '/api/1/public/invitations/x', remoteAddress: address })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('records the invitation, its acceptance and the new account in the audit trail', async () => {
    const { invite, user } = await inviter();
    const email = newEmail();
    const { token, id } = await invitedToken(invite, { email });
    const newUser = (await accept(token)).json().user;
    const rows = await env.t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity_id} in (${id}, ${newUser.id})`);
    const actions = rows.map((r) => `${r.action}:${r.user_id}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `user.invited:${user.id}`,
        `user.created:${user.id}`,
        `user.invitation_accepted:${newUser.id}`,
      ]),
    );
  });

  it('lets a sign-in provider accept for a verified e-mail (no password then)', async () => {
    const { invite } = await inviter();
    const email = newEmail();
    await invitedToken(invite, { email, grants: ['tasks:view'] });
    const user = await acceptInvitationForVerifiedEmail(env.t.db, email.toUpperCase(), {
      first_name: 'Yuki',
    });
    expect(user).toMatchObject({ email, first_name: 'Yuki', email_verified: true });
    expect(await acceptInvitationForVerifiedEmail(env.t.db, email)).toBeNull();
    const signIn = await env.t.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      payload: { email, password: '' },
    });
    expect(signIn.statusCode).toBe(400);
  });
});

describe('invitation permissions', () => {
  it.each([
    ['GET', '/invitations'],
    ['POST', '/invitations'],
    ['DELETE', '/invitations/1'],
  ] as const)('%s %s needs users:create (403 with users:view only)', async (method, url) => {
    const { cookie } = await env.t.signedInUser({ grants: { users: ['view'] } });
    const res = await env.t.call(method, url, cookie, method === 'POST' ? { email: newEmail() } : undefined);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You do not have create permission on users');
  });
});
