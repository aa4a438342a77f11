import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';
import { LISTENER_APPLICATION_NAME, listenWithReconnect } from '../db/pg-listener.ts';
import { AUTH_CHANNEL, sessionKey } from '../lib/session-events.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// LISTEN/NOTIFY between processes exists on PostgreSQL only (PGlite is one process by its lock).
const serverUrl = process.env.DATABASE_URL;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds; returns the milliseconds it took, or throws after `timeoutMs`. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}

describe.skipIf(!serverUrl)('auth events over PostgreSQL LISTEN/NOTIFY', () => {
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const result = (await t.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
    dbName = result.rows[0]!.name;
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const me = (cookie: string) => t.request({ url: '/api/me', cookie });
  const tokenOf = (cookie: string) => /session_token=([^.;]+)\./.exec(cookie)![1]!;
  /** Backends of listeners in this test's database that have run their LISTEN. */
  const listenerPids = async () =>
    (
      await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and application_name = $2 and query <> ''`, [
        dbName,
        LISTENER_APPLICATION_NAME,
      ])
    ).rows.map((r) => r.pid);
  const listenerUp = async (old: number[] = []) => (await listenerPids()).some((pid) => !old.includes(pid));
  const killListeners = async () => {
    const pids = await listenerPids();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    return pids;
  };
  /** What another API process does when it ends a session: this process only hears the NOTIFY. */
  const notifyFromElsewhere = async (cookie: string) => {
    const c = new pg.Client({ connectionString: new URL(`/${dbName}`, serverUrl).toString() });
    await c.connect();
    await c.query('select pg_notify($1, $2)', [AUTH_CHANNEL, JSON.stringify({ kind: 'session', id: sessionKey(tokenOf(cookie)) })]);
    await c.end();
  };
  /** A cached session whose row is gone: only an event (or the cache being off) makes it 401. */
  const cachedButDeleted = async (email: string) => {
    const cookie = await t.login(email);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(200);
    return cookie;
  };

  it('a NOTIFY from another connection drops the cached session within 1 s', async () => {
    await t.userSession('Nina', 'nina@exemplo.com.br');
    await within(5_000, () => listenerUp());
    const cookie = await cachedButDeleted('nina@exemplo.com.br');
    await notifyFromElsewhere(cookie);
    const ms = await within(1_000, async () => (await me(cookie)).statusCode === 401);
    console.info(`session dropped ${ms} ms after another connection's NOTIFY`);
  });

  it('a lost listener connection turns the caches off, and the listener comes back', async () => {
    await within(5_000, () => listenerUp());
    const cookie = await cachedButDeleted('nina@exemplo.com.br');
    const killed = await killListeners();
    // Events sent meanwhile are lost: what was cached is forgotten and looked up again.
    await within(1_000, async () => (await me(cookie)).statusCode === 401);

    const reconnected = await within(5_000, () => listenerUp(killed));
    console.info(`listener back ${reconnected} ms after its connection was killed`);
    const again = await cachedButDeleted('nina@exemplo.com.br');
    await notifyFromElsewhere(again);
    await within(1_000, async () => (await me(again)).statusCode === 401);
  });

  it('the listener reports down and up again when its connection is killed', async () => {
    const states: boolean[] = [];
    const messages: string[] = [];
    const url = new URL(`/${dbName}`, serverUrl).toString();
    const sub = listenWithReconnect(url, 'despacha_listener_test', { message: (m) => messages.push(m), state: (up) => states.push(up) });
    try {
      await within(5_000, async () => states.at(-1) === true);
      await killListeners();
      await within(5_000, async () => states.length >= 3 && states.at(-1) === true);
      expect(states.slice(0, 3)).toEqual([true, false, true]);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`notify despacha_listener_test, 'hello'`);
      await c.end();
      await within(1_000, async () => messages.includes('hello'));
    } finally {
      await sub.close();
    }
  });
});
