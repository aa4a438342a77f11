import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { ensureReferenceData } from '../db/reference-data.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { replacePasswordHasher } from '../lib/password-hash.ts';
import { offlineGatewayFactory } from '../modules/nfse/issue-gateway.ts';
import { pooledPglite } from './pglite-pool.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const OWNER_EMAIL = 'dono@despacha.test';
/** Every test app verifies webhooks with it (a server without one answers 503: the webhook's own test). */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';
/** Seals the A1 certificates the NFS-e tests upload (a server without one answers 503). */
export const TEST_NFSE_CERT_KEY = Buffer.alloc(32, 7).toString('base64');

// The product's scrypt at a test's cost (N 1024, r 1 instead of 16384, 16): same format, same
// checks, ~1 ms instead of ~0.2 s. Processes a test spawns run the product's own.
const scryptKey = (password: string, salt: string) =>
  new Promise<string>((resolve, reject) =>
    crypto.scrypt(password.normalize('NFKC'), salt, 64, { N: 1024, r: 1, p: 1 }, (error, key) => (error ? reject(error) : resolve(key.toString('hex')))),
  );
replacePasswordHasher({
  hash: async (password) => {
    const salt = crypto.randomBytes(16).toString('hex');
    return `${salt}:${await scryptKey(password, salt)}`;
  },
  verify: async ({ hash, password }) => {
    const [salt, key] = hash.split(':');
    return !!salt && !!key && (await scryptKey(password, salt)) === key;
  },
});

/** `done` closes the database, drops it or hands it to the next test file. */
type TestDatabase = { database: Database; done: () => Promise<void> };

/**
 * A fresh database per test file: an empty in-memory PGlite (testing/pglite-pool.ts), or, when
 * DATABASE_URL is set (CI's second run), a new database on that PostgreSQL server, dropped
 * afterwards. Both start as a copy of the migrated database testing/global-setup.ts made once for the run.
 */
async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const { database, release } = await pooledPglite(inject('pgliteImage'));
    return { database, done: release };
  }
  const name = `despacha_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  return {
    database,
    done: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: path.join(os.tmpdir(), `despacha-test-${crypto.randomBytes(4).toString('hex')}`),
      PUBLIC_URL: TEST_ORIGIN,
      PLATFORM_OWNER_EMAIL: OWNER_EMAIL,
      DEMO_SEED: '0',
      LOG_LEVEL: 'silent',
      BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      NFSE_CERT_KEY: TEST_NFSE_CERT_KEY,
    }),
    ...overrides,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database' | 'authSecret'>> & {
    /** Routes a test adds to the real app before it is ready (e.g. a probe of what a request's connection may see). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
) {
  const { beforeReady, ...appOptions } = options;
  const { database, done } = await freshDatabase();
  await ensureReferenceData(database.db);
  const config = appOptions.config ?? testConfig();
  // No network to the Sefin Nacional in tests: NFS-e stay pending unless a test brings the fake Sefin.
  const app = await buildApp({
    logger: false,
    nfseGateway: offlineGatewayFactory,
    ...appOptions,
    config,
    database,
    authSecret: crypto.randomBytes(32).toString('hex'),
  });
  beforeReady?.(app);
  await app.ready();

  let ipCounter = 1;
  /** Each helper call comes from its own client address so rate limits do not mix tests. */
  const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  type InjectOptions = { method?: string; url: string; cookie?: string; body?: unknown; headers?: Record<string, string>; ip?: string };
  const request = (o: InjectOptions) =>
    app.inject({
      method: (o.method ?? 'GET') as 'GET',
      url: o.url,
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: { origin: TEST_ORIGIN, ...(o.cookie ? { cookie: o.cookie } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });

  async function latestMail(to: string) {
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    return mail;
  }

  async function signUp(name: string, email: string, password = 'segredo123') {
    return request({ method: 'POST', url: '/api/auth/sign-up/email', body: { name, email, password, callbackURL: '/dashboard' }, ip: nextIp() });
  }

  async function login(email: string, password = 'segredo123') {
    const res = await request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password }, ip: nextIp() });
    if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
    return cookieHeader(res);
  }

  /** Follows the confirmation link of the latest mail to that address, as the user's browser would. */
  async function confirmEmail(email: string) {
    const mail = await latestMail(email);
    if (!mail?.link) throw new Error(`no confirmation mail for ${email}`);
    const link = new URL(mail.link);
    return request({ url: link.pathname + link.search });
  }

  /** A confirmed, signed-in user; returns the session cookie. */
  async function userSession(name: string, email: string, password = 'segredo123') {
    const res = await signUp(name, email, password);
    if (res.statusCode !== 200) throw new Error(`signup failed ${res.statusCode}: ${res.body}`);
    await confirmEmail(email);
    return login(email, password);
  }

  async function onboard(cookie: string, overrides: Record<string, unknown> = {}) {
    const res = await request({
      method: 'POST',
      url: '/api/onboarding/agency',
      cookie,
      body: { name: 'Despachante Teste', cnpj: '11.222.333/0001-81', email: 'agencia@teste.com.br', phone: '(21) 98765-4321', planId: 'basico', ...overrides },
    });
    return res;
  }

  return {
    app,
    db: database.db,
    database,
    config,
    request,
    nextIp,
    latestMail,
    signUp,
    confirmEmail,
    login,
    userSession,
    onboard,
    async close() {
      await app.close();
      await done();
    },
  };
}

export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
