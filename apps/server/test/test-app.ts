import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ModuleName, PermissionName } from '@freight/domain';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { users } from '../src/modules/users/users.table';
import { DEFAULT_LOAD_SHEDDING } from '../src/platform/load-shedding';
import { diskStorage } from '../src/platform/storage/disk-storage';
import { grantPermissions } from './grants';
import { createTestDatabase } from './test-database';

export const TEST_PASSWORD = 'correct horse battery staple';
let cachedHash: Promise<string> | undefined;

/**
 * The test users' password hash, at argon2's lowest memory and time cost. Checking a password reads the cost
 * from its hash, so each sign-in in a test takes about a tenth of the production check (some 20 ms instead of
 * 200 ms on a busy machine), and test files sign in hundreds of times. Passwords set through the API keep the
 * production cost, which src/modules/users/passwords.test.ts pins.
 */
function testPasswordHash(): Promise<string> {
  // 2 = Argon2id, as in src/modules/users/passwords.ts (the package's const enum cannot be imported).
  cachedHash ??= hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  return cachedHash;
}

export interface TestUserOptions {
  role?: 'admin' | 'user';
  grants?: Partial<Record<ModuleName, PermissionName[]>>;
  email?: string;
  is_active?: boolean;
  first_name?: string;
  last_name?: string;
}

/**
 * A fresh app on a private database, with helpers to make users and sign them in. Files go to `deps.storage`,
 * or by default to a disk storage in a temp folder of its own, deleted by `close()`.
 */
export async function createTestApp(deps: Partial<Omit<AppDeps, 'db'>> = {}) {
  // Statements are kept only while `recordStatements` runs.
  let recording: string[] | undefined;
  const database = await createTestDatabase({ logger: { logQuery: (query) => recording?.push(query) } });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-test-files-'));
  const storage = deps.storage ?? diskStorage(path.join(filesDir, 'storage'));
  const uploadTempDir = deps.uploadTempDir ?? path.join(filesDir, 'upload-temp');
  // Load shedding is off unless a test asks for it: test files share a loaded machine, and a refusal would fail
  // a test that is about something else.
  const app: FastifyInstance = await buildApp({
    loadShedding: { ...DEFAULT_LOAD_SHEDDING, maxEventLoopDelayMs: 0 },
    // Tests write straight to the tables around the app, which no cache would hear of: off unless asked for.
    dashboardCacheMs: 0,
    ...deps,
    db: database.db,
    storage,
    uploadTempDir,
  });
  await app.ready();

  async function createUser(options: TestUserOptions = {}) {
    const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        password_hash: await testPasswordHash(),
        first_name: options.first_name ?? 'Test',
        last_name: options.last_name ?? 'User',
        role: options.role ?? 'user',
        is_active: options.is_active ?? true,
      })
      .returning();
    if (options.grants) await grantPermissions(database.db, user!.id, options.grants);
    return user!;
  }

  /** Signs in and answers the Cookie header to send with later requests. */
  async function login(email: string, password = TEST_PASSWORD, remember = false): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      payload: { email, password, remember },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    return `sid=${cookie!.value}`;
  }

  /** A signed-in user with the given role and grants, and their cookie. */
  async function signedInUser(options: TestUserOptions = {}) {
    const user = await createUser(options);
    return { user, cookie: await login(user.email) };
  }

  /** Calls the API (`/api/1` and `url`) as the user whose Cookie header is `cookie`. */
  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return app.inject({ method, url: `/api/1${url}`, payload, headers: { cookie, ...headers } });
  }

  /** Runs `work` and answers the SQL statements sent meanwhile, in order (`begin` and `commit` included). */
  async function recordStatements(work: () => Promise<unknown>): Promise<string[]> {
    const statements: string[] = [];
    recording = statements;
    try {
      await work();
    } finally {
      recording = undefined;
    }
    return statements;
  }

  return {
    app,
    db: database.db,
    pool: database.pool,
    createUser,
    login,
    signedInUser,
    call,
    recordStatements,
    storage,
    /** The disk storage's folder (when no other storage was given) and the upload temp folder are inside. */
    filesDir,
    uploadTempDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Registers a test file's own app: made before the file's tests, handed to `setUp` (keep it, sign users in,
 * make fixtures), and closed after the tests.
 */
export function useTestApp(
  setUp: (t: TestApp) => Promise<void> | void,
  deps: Partial<Omit<AppDeps, 'db'>> = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(deps);
    await setUp(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}
