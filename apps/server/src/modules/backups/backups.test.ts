import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '@despacha/domain/settings/backups';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { openPglite } from '../../db/pglite-template.ts';
import { openDatabase } from '../../db/client.ts';
import { ensureReferenceData } from '../../db/reference-data.ts';
import { createStorage } from '../../lib/storage.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { restoreBackupArchive } from './archive.ts';
import { backupService } from './backups.ts';
import { runBackupDay } from './job.ts';
import { settingsStore } from '../settings/public.ts';
import { readTar } from './tar.ts';

let t: TestApp;
let admin: string;
let staff: string;
const embedded = !process.env.DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-backup-test-'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona Admin', OWNER_EMAIL);
  staff = await t.userSession('Ana', 'ana@a.com.br');
  expect((await t.onboard(staff)).statusCode).toBe(201);
  // What resolveAuthSecret writes into an embedded server's data folder (the test app is handed its secret).
  fs.mkdirSync(t.config.dataDir, { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'auth-secret'), crypto.randomBytes(32).toString('base64url'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const status = async () => (await t.request({ url: '/api/admin/backups', cookie: admin })).json();

it('is for platform administrators only', async () => {
  expect((await t.request({ url: '/api/admin/backups', cookie: staff })).statusCode).toBe(403);
  expect((await t.request({ method: 'POST', url: '/api/admin/backups', cookie: staff })).statusCode).toBe(403);
  expect((await t.request({ url: '/api/admin/backups' })).statusCode).toBe(401);
  expect((await t.request({ method: 'POST', url: '/api/admin/integration/webhook/test', cookie: staff })).statusCode).toBe(403);
});

describe.skipIf(embedded)('with PostgreSQL', () => {
  it('says the database server owns backups and refuses to make one', async () => {
    const s = await status();
    expect(s).toMatchObject({ mode: 'postgresql', items: [], running: null });
    // What the server reports of its WAL archiving (the throwaway test server has it off).
    expect(s.server).toMatchObject({ archiveMode: 'off', lastArchivedAt: null, archivedCount: 0 });
    const res = await t.request({ method: 'POST', url: '/api/admin/backups', cookie: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'BACKUP_EXTERNAL', message: backupMessages.external });
  });
});

describe.skipIf(!embedded)('embedded backups', () => {
  const storage = () => createStorage(t.config);
  const files = new Map<string, Buffer>();

  it('"Fazer backup agora" archives the database and the files; the list shows who made it; one at a time', async () => {
    expect(await status()).toMatchObject({ mode: 'embedded', autoBackup: true, retentionDays: 30, items: [], running: null, server: null });
    for (let i = 0; i < 3; i++) {
      const key = `${crypto.randomUUID()}/${crypto.randomUUID()}/${crypto.randomUUID()}`;
      const data = crypto.randomBytes(1000 + i * 70_000);
      await storage().put(key, data);
      files.set(key, data);
    }
    const first = await t.request({ method: 'POST', url: '/api/admin/backups', cookie: admin });
    expect(first.statusCode).toBe(202);
    expect(first.json().running).toMatchObject({ createdByName: 'Dona Admin' });
    const second = await t.request({ method: 'POST', url: '/api/admin/backups', cookie: admin });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(backupMessages.alreadyRunning);
    await expect.poll(async () => (await status()).running, { timeout: 20_000 }).toBeNull();
    const { items, lastError } = await status();
    expect(lastError).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ createdByName: 'Dona Admin', automatic: false, files: 3 });
    expect(items[0].sizeBytes).toBeGreaterThan(140_000);
    expect(items[0].name).toMatch(/^despacha-backup-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/);
  });

  it('downloads an archive as an attachment; a name the server does not make is refused', async () => {
    const [item] = (await status()).items;
    const res = await t.request({ url: `/api/admin/backups/${item.name}/download`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${item.name}"`);
    expect(res.rawPayload.length).toBe(item.sizeBytes);
    const names: string[] = [];
    await readTar([zlib.gunzipSync(res.rawPayload)], (e) => (names.push(e.path), null));
    expect(names.slice(0, 3)).toEqual(['manifest.json', 'database/pglite.tar', 'auth-secret']);
    expect(names.filter((n) => n.startsWith('files/')).sort()).toEqual([...files.keys()].map((k) => `files/${k}`).sort());
    expect((await t.request({ url: `/api/admin/backups/${item.name}/download`, cookie: staff })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/admin/backups/..%2Fauth-secret/download', cookie: admin })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/admin/backups/despacha-backup-20200101-000000-abcdef.tar.gz/download', cookie: admin })).statusCode).toBe(404);
  });

  it('restores into a fresh data folder: the same rows and the same files', async () => {
    const [item] = (await status()).items;
    const target = path.join(tmp, 'restored');
    const result = await restoreBackupArchive(path.join(t.config.dataDir, 'backups', item.name), target);
    expect(result.files).toBe(3);
    for (const [key, data] of files) expect(fs.readFileSync(path.join(target, 'files', key)).equals(data)).toBe(true);
    expect(fs.readFileSync(path.join(target, 'auth-secret'))).toEqual(fs.readFileSync(path.join(t.config.dataDir, 'auth-secret')));

    const restored = await openPglite(path.join(target, 'pglite'));
    try {
      for (const table of ['users', 'profiles', 'agencies', 'accounts', 'platform_settings', '__drizzle_migrations']) {
        const q = `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${table === '__drizzle_migrations' ? 'drizzle.__drizzle_migrations' : table} t`;
        const [live] = ((await t.db.execute(q as never)) as { rows: { h: string; n: number }[] }).rows;
        const [back] = (await restored.query<{ h: string; n: number }>(q)).rows;
        expect(back, table).toEqual(live);
      }
      expect((await restored.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n).toBe(2);
    } finally {
      await restored.close();
    }
    // A restore never mixes with live data.
    await expect(restoreBackupArchive(path.join(t.config.dataDir, 'backups', item.name), target)).rejects.toThrow(/não está vazia/);
  });

  it('the daily job makes an automatic backup when autoBackup is on, and prunes past the retention keeping the newest', async () => {
    const store = settingsStore(t.db);
    const log = t.app.log;
    let clock = new Date('2026-03-01T15:00:00Z');
    const service = backupService({ database: t.database, config: t.config, store, log, now: () => clock });
    const deps = { db: t.db, store, backups: service, now: () => clock };
    expect(await runBackupDay(deps)).toEqual([{ day: '2026-03-01', summary: { made: 1, bytes: expect.any(Number), removed: 0 } }]);
    const auto = (await service.list()).find((b) => b.createdAt === clock.toISOString())!;
    expect(auto).toMatchObject({ automatic: true, createdByName: null });
    // Same day again: nothing (one run per day across processes).
    expect(await runBackupDay(deps)).toEqual([]);

    // autoBackup off: no archive, but the retention still applies.
    const put = (changes: object) =>
      t.request({ method: 'PUT', url: '/api/admin/settings/platform', cookie: admin, body: { ...defaultSettings.platform, ...changes } });
    expect((await put({ autoBackup: false, backupRetention: 10 })).statusCode).toBe(200);
    await store.reload();
    clock = new Date('2026-03-05T15:00:00Z');
    const before = (await service.list()).length;
    const days = await runBackupDay(deps);
    expect(days.map((d) => d.summary.made)).toEqual([0, 0, 0, 0]);
    expect((await service.list()).length).toBe(before);

    // Ten days after March 1st the automatic one goes; the backup made "now" by the first test is newer and stays.
    clock = new Date('2026-03-12T15:00:00Z');
    expect(await service.prune(10)).toEqual([auto.name]);
    expect(fs.existsSync(path.join(t.config.dataDir, 'backups', `${auto.name}.json`))).toBe(false);
    // The newest is kept whatever its age.
    clock = new Date('2030-01-01T00:00:00Z');
    expect(await service.prune(1)).toEqual([]);
    expect(await service.list()).toHaveLength(1);
    expect((await put({ autoBackup: true, backupRetention: 30 })).statusCode).toBe(200);
    expect((await put({ backupRetention: 0 })).json().error.fields.backupRetention).toBe(backupMessages.retentionInvalid);
  });
});

describe('an embedded database on disk', () => {
  it('is copied between transactions while writes go on, and the restored folder opens with every committed row', async () => {
    const dataDir = path.join(tmp, 'disk');
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const restoredDir = path.join(tmp, 'disk-restored');
    try {
      await ensureReferenceData(database.db);
      const pg = (database.db as typeof database.db & { $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: { n: number }[] }> } }).$client;
      await pg.query('create table backup_probe (n int primary key)');
      const store = settingsStore(database.db);
      const service = backupService({ database, config: { dataDir, databaseUrl: undefined, s3: undefined }, store, log: t.app.log });
      // Writes keep coming while the backup runs: the copy holds PGlite's transaction lock, so each insert is in or out whole.
      let n = 0;
      let writing = true;
      const writer = (async () => {
        while (writing && n < 5000) {
          await pg.query('insert into backup_probe values ($1)', [++n]);
          // A turn of the event loop, as between requests: PGlite's queries alone never yield to I/O.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const item = await service.start({ id: 'x', name: 'Teste' });
      writing = false;
      await writer;
      const names: string[] = [];
      await readTar(fs.createReadStream(path.join(dataDir, 'backups', item.name)).pipe(zlib.createGunzip()), (e) => (names.push(e.path), null));
      expect(names).toContain('database/pglite/PG_VERSION');
      expect(names).not.toContain('database/pglite.tar');

      const result = await restoreBackupArchive(path.join(dataDir, 'backups', item.name), restoredDir);
      expect(result.databaseBytes).toBeGreaterThan(1_000_000);
      const restored = await openPglite(path.join(restoredDir, 'pglite'));
      try {
        const { rows } = await restored.query<{ c: number; m: number }>('select count(*)::int as c, coalesce(max(n), 0)::int as m from backup_probe');
        // Every row up to the copy, none missing in between.
        expect(rows[0]!.c).toBe(rows[0]!.m);
        expect(rows[0]!.c).toBeLessThanOrEqual(n);
        const plans = await restored.query<{ c: number }>('select count(*)::int as c from plans');
        expect(plans.rows[0]!.c).toBeGreaterThan(0);
      } finally {
        await restored.close();
      }
    } finally {
      await database.close();
    }
  });
});
