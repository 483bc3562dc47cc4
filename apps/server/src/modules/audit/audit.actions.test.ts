import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/test-app';
import { AUDIT_IP, type AuditRow, auditTestApp } from './audit-trail.fixtures';

/**
 * The audit trail: every listed action writes its row with the acting user, the client
 * address and what changed, and never a password, hash, token, TOTP secret or recovery code.
 */
const IP = AUDIT_IP;
const { app: audit, call, latest, wholeTrail } = auditTestApp();

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

describe('sign-in, sign-out and account security', () => {
  it('a sign-in, a failed one, a failed one of an unknown account and a sign-out each write their row', async () => {
    const user = await audit.t.createUser({ grants: { quotations: ['view'] } });
    const ok = await call(undefined, 'POST', '/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(await latest('auth.login')).toMatchObject({ user_id: user.id, ip: IP, entity_id: user.id });

    const wrong = await call(undefined, 'POST', '/auth/login', {
      email: user.email,
      password: 'Wrong-pass-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await latest('auth.login_failed')).toMatchObject({
      user_id: user.id,
      ip: IP,
      details: { email: user.email, reason: 'wrong_password' },
    });

    const unknown = await call(undefined, 'POST', '/auth/login', {
      email: 'nobody@example.com',
      password: 'Whatever-1',
    });
    expect(unknown.statusCode).toBe(401);
    const failed = await latest('auth.login_failed');
    expect(failed).toMatchObject({ user_id: null, ip: IP, details: { reason: 'unknown_account' } });
    // Not an account: only a keyed hash of what was typed, the same for the same text, so repeats still show.
    expect(failed.details).toEqual({
      identifier_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      reason: 'unknown_account',
    });
    await call(undefined, 'POST', '/auth/login', { email: ' Nobody@Example.com', password: 'Whatever-2' });
    expect((await latest('auth.login_failed')).details.identifier_digest).toBe(
      failed.details.identifier_digest,
    );
    expect(await wholeTrail()).not.toContain('nobody@example.com');

    const cookie = `sid=${ok.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await call(cookie, 'POST', '/auth/logout')).statusCode).toBe(204);
    expect(await latest('auth.logout')).toMatchObject({ user_id: user.id, ip: IP });
  });

  it('a password typed into the e-mail field never reaches the audit trail, in the list or the CSV', async () => {
    const user = await audit.t.createUser();
    const typedPassword = 'Correct-Horse-Battery-42';
    for (const email of [typedPassword, `${typedPassword}@`, `${user.email}${typedPassword}`]) {
      const res = await call(undefined, 'POST', '/auth/login', { email, password: typedPassword });
      expect(res.statusCode).toBe(401);
      expect((await latest('auth.login_failed')).details).toEqual({
        identifier_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        reason: 'unknown_account',
      });
    }
    expect(await wholeTrail()).not.toContain(typedPassword);
    const csv = await call(audit.admin.cookie, 'GET', '/audit_log.csv?action=auth.login_failed');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(typedPassword);
  });

  it('a failed sign-in whose e-mail PostgreSQL could not store is still recorded', async () => {
    const { login } = await import('../auth/auth.service');
    await expect(
      login(audit.t.db, {
        email: 'a\ud800@example.com',
        password: 'x',
        remember: false,
        ip: IP,
        userAgent: undefined,
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await latest('auth.login_failed')).details).toMatchObject({ reason: 'unknown_account' });
  });

  it('a deactivated account signing in is a failed sign-in', async () => {
    const user = await audit.t.createUser({ is_active: false });
    const res = await call(undefined, 'POST', '/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(await latest('auth.login_failed')).toMatchObject({
      user_id: user.id,
      details: { reason: 'deactivated' },
    });
  });

  it('a password change, ended sessions and two-factor changes are recorded without any secret', async () => {
    const { user, cookie } = await audit.t.signedInUser();
    const second = await audit.t.login(user.email);
    const newPassword = 'Another-secret-42';
    const changed = await call(cookie, 'POST', '/auth/password', {
      current_password: TEST_PASSWORD,
      new_password: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect(await latest('auth.password_changed')).toMatchObject({
      user_id: user.id,
      ip: IP,
      entity_id: user.id,
      details: { ended_sessions: 1 },
    });
    expect(second).toBeTruthy();

    await audit.t.login(user.email, newPassword);
    const sessions = (await call(cookie, 'GET', '/auth/sessions')).json().data as {
      id: string;
      current: boolean;
    }[];
    const other = sessions.find((s) => !s.current)!;
    expect((await call(cookie, 'DELETE', `/auth/sessions/${other.id}`)).statusCode).toBe(204);
    expect(await latest('auth.session_ended')).toMatchObject({
      user_id: user.id,
      details: { session: other.id },
    });

    const setup = (await call(cookie, 'POST', '/auth/two-factor/setup')).json();
    const enabled = await call(cookie, 'POST', '/auth/two-factor/enable', { code: codeFor(setup.secret) });
    expect(enabled.statusCode).toBe(200);
    expect(await latest('auth.two_factor_enabled')).toMatchObject({ user_id: user.id, ip: IP });

    const codes = await call(cookie, 'POST', '/auth/two-factor/recovery-codes', { password: newPassword });
    expect(codes.statusCode).toBe(200);
    expect(await latest('auth.recovery_codes_renewed')).toMatchObject({ user_id: user.id });

    const reset = await call(audit.admin.cookie, 'DELETE', `/users/${user.id}/two-factor`);
    expect(reset.statusCode).toBe(204);
    expect(await latest('auth.two_factor_reset')).toMatchObject({
      user_id: audit.admin.id,
      entity_id: user.id,
    });

    const again = (await call(cookie, 'POST', '/auth/two-factor/setup')).json();
    await call(cookie, 'POST', '/auth/two-factor/enable', { code: codeFor(again.secret) });
    const disabled = await call(cookie, 'POST', '/auth/two-factor/disable', { password: newPassword });
    expect(disabled.statusCode).toBe(204);
    expect(await latest('auth.two_factor_disabled')).toMatchObject({ user_id: user.id, ip: IP });

    const trail = await wholeTrail();
    for (const secret of [
      newPassword,
      TEST_PASSWORD,
      setup.secret,
      again.secret,
      ...codes.json().recovery_codes,
    ]) {
      expect(trail).not.toContain(secret);
    }
    expect(trail).not.toMatch(/\$argon2/);
  });
});

describe('users, permissions and settings', () => {
  it('creating, changing, deactivating and deleting a user record old and new values and never the password', async () => {
    const password = 'Brand-new-pass-77';
    const created = await call(audit.admin.cookie, 'POST', '/users', {
      email: 'audited@example.com',
      password,
      first_name: 'Otto',
      last_name: 'Audit',
      company: 'ShipDesk Ltd',
    });
    expect(created.json().error).toBeUndefined();
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await latest('user.created')).toMatchObject({
      user_id: audit.admin.id,
      user_name: 'Ada Admin',
      ip: IP,
      entity_type: 'user',
      entity_id: id,
      details: { email: 'audited@example.com', first_name: 'Otto' },
    });

    const renamed = await call(audit.admin.cookie, 'PUT', `/users/${id}`, {
      first_name: 'Ottilie',
      password: 'Other-pass-99',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await latest('user.updated')).toMatchObject({
      entity_id: id,
      details: { changes: { first_name: { old: 'Otto', new: 'Ottilie' }, password: '[redacted]' } },
    });

    expect((await call(audit.admin.cookie, 'PUT', `/users/${id}`, { is_active: false })).statusCode).toBe(
      200,
    );
    expect(await latest('user.deactivated')).toMatchObject({
      entity_id: id,
      details: { changes: { is_active: { old: true, new: false } } },
    });

    expect((await call(audit.admin.cookie, 'DELETE', `/users/${id}`)).statusCode).toBe(204);
    expect(await latest('user.deleted')).toMatchObject({
      entity_id: id,
      details: { email: 'audited@example.com' },
    });
    // The deleted user's own rows stay.
    const rows = (
      await call(audit.admin.cookie, 'GET', `/audit_log?entity_type=user&entity_id=${id}`)
    ).json();
    expect(rows.total).toBe(4);

    const trail = await wholeTrail();
    expect(trail).not.toContain(password);
    expect(trail).not.toContain('Other-pass-99');
  });

  it('rows of a user who is later deleted stay, and name nobody', async () => {
    const { user, cookie } = await audit.t.signedInUser({ grants: { settings: ['view'] } });
    await call(cookie, 'POST', '/auth/logout');
    expect((await call(audit.admin.cookie, 'DELETE', `/users/${user.id}`)).statusCode).toBe(204);
    const theirs = (await call(audit.admin.cookie, 'GET', `/audit_log?user_id=${user.id}`)).json();
    expect(theirs.data.map((r: AuditRow) => r.action)).toEqual(['auth.logout', 'auth.login']);
    expect(theirs.data[0].user_name).toBeNull();
  });

  it('replacing a user’s grants records what was added and removed', async () => {
    const user = await audit.t.createUser({ grants: { quotations: ['view'], contacts: ['view'] } });
    const modules = (await call(audit.admin.cookie, 'GET', '/modules')).json().data as {
      id: number;
      name: string;
    }[];
    const permissions = (await call(audit.admin.cookie, 'GET', '/permissions')).json().data as {
      id: number;
      name: string;
    }[];
    const mod = (name: string) => modules.find((m) => m.name === name)!.id;
    const perm = (name: string) => permissions.find((p) => p.name === name)!.id;
    const res = await call(audit.admin.cookie, 'PUT', `/users/${user.id}/permissions`, {
      grants: [
        { module_id: mod('quotations'), permission_id: perm('view') },
        { module_id: mod('quotations'), permission_id: perm('edit') },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await latest('permissions.changed')).toMatchObject({
      user_id: audit.admin.id,
      ip: IP,
      entity_type: 'user',
      entity_id: user.id,
      details: { added: ['quotations:edit'], removed: ['contacts:view'] },
    });
  });

  it('granting and revoking one grant each record a permissions change', async () => {
    const user = await audit.t.createUser();
    const modules = (await call(audit.admin.cookie, 'GET', '/modules')).json().data as {
      id: number;
      name: string;
    }[];
    const permissions = (await call(audit.admin.cookie, 'GET', '/permissions')).json().data as {
      id: number;
      name: string;
    }[];
    const module_id = modules.find((m) => m.name === 'tasks')!.id;
    const permission_id = permissions.find((p) => p.name === 'view')!.id;
    const granted = await call(audit.admin.cookie, 'POST', '/user_module_permissions', {
      user_id: user.id,
      module_id,
      permission_id,
    });
    expect(granted.statusCode).toBe(201);
    expect(await latest('permissions.changed')).toMatchObject({
      user_id: audit.admin.id,
      entity_id: user.id,
      details: { granted: { module_id, permission_id } },
    });
    const id = granted.json().id;
    expect((await call(audit.admin.cookie, 'DELETE', `/user_module_permissions/${id}`)).statusCode).toBe(204);
    expect(await latest('permissions.changed')).toMatchObject({ details: { revoked_grant_id: id } });
  });
});
