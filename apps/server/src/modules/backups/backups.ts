import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { BACKUP_NAME, backupMessages as m, type BackupItem, type BackupStatusResponse } from '@despacha/domain/settings/backups';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import type { SettingsStore } from '../settings/public.ts';
import { writeBackupArchive, type Manifest } from './archive.ts';

// Backups of the embedded mode (decision 031): archives in DATA_DIR/backups, each with a small
// JSON beside it (who, automatic, counts). The folder is the list: what an operator copies away
// or deletes by hand is what the tab shows, and a restored folder starts without stale entries.

export type Actor = { id: string; name: string } | null;

export type BackupDeps = {
  database: Database;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  store: SettingsStore;
  log: FastifyBaseLogger;
  now?: () => Date;
};

const DAY_MS = 86_400_000;

function stampOf(d: Date): string {
  const iso = d.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

export function backupService(deps: BackupDeps) {
  const now = deps.now ?? (() => new Date());
  const dir = path.join(deps.config.dataDir, 'backups');
  const embedded = deps.database.kind === 'pglite';
  let running: { startedAt: Date; createdByName: string | null; done: Promise<BackupItem> } | null = null;
  let lastError: { at: Date; message: string } | null = null;

  /** The archive's path for a name from a URL: the name must be one the server makes. */
  function fileOf(name: string): string | null {
    if (!BACKUP_NAME.test(name)) return null;
    const file = path.join(dir, name);
    return fs.existsSync(file) ? file : null;
  }

  async function list(): Promise<BackupItem[]> {
    let names: string[];
    try {
      names = (await fs.promises.readdir(dir)).filter((n) => BACKUP_NAME.test(n));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const items = await Promise.all(
      names.map(async (name): Promise<BackupItem | null> => {
        const st = await fs.promises.stat(path.join(dir, name)).catch(() => null);
        if (!st) return null;
        const meta = await fs.promises
          .readFile(path.join(dir, `${name}.json`), 'utf8')
          .then((t) => JSON.parse(t) as Manifest)
          .catch(() => null);
        return {
          name,
          createdAt: meta?.createdAt ?? st.mtime.toISOString(),
          sizeBytes: st.size,
          createdByName: meta?.createdBy?.name ?? null,
          automatic: meta?.automatic ?? false,
          files: meta?.fileCount ?? 0,
        };
      }),
    );
    return items.filter((i): i is BackupItem => i !== null).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
  }

  async function make(actor: Actor, automatic: boolean, startedAt: Date): Promise<BackupItem> {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const name = `despacha-backup-${stampOf(startedAt)}-${crypto.randomBytes(3).toString('hex')}.tar.gz`;
    const target = path.join(dir, name);
    const manifest = await writeBackupArchive({
      target,
      pglite: (deps.database.db as Database['db'] & { $client: PGlite }).$client,
      filesDir: deps.config.s3 ? null : path.join(deps.config.dataDir, 'files'),
      secretFile: path.join(deps.config.dataDir, 'auth-secret'),
      manifest: { format: 'despacha-backup', version: 1, createdAt: startedAt.toISOString(), createdBy: actor, automatic },
    });
    await fs.promises.writeFile(`${target}.json`, JSON.stringify(manifest), { mode: 0o600 });
    const size = (await fs.promises.stat(target)).size;
    return { name, createdAt: manifest.createdAt, sizeBytes: size, createdByName: actor?.name ?? null, automatic, files: manifest.fileCount };
  }

  /**
   * Starts a backup (one at a time) and returns its promise: the HTTP route answers 202 at once,
   * the daily job awaits it. Refused with PostgreSQL, whose server owns the database's backups.
   */
  function start(actor: Actor, automatic = false): Promise<BackupItem> {
    if (!embedded) throw conflict('BACKUP_EXTERNAL', m.external);
    if (running) throw conflict('BACKUP_RUNNING', m.alreadyRunning);
    const startedAt = now();
    const done = make(actor, automatic, startedAt)
      .then((item) => {
        lastError = null;
        deps.log.info({ backup: item.name, bytes: item.sizeBytes, files: item.files, automatic, ms: now().getTime() - startedAt.getTime() }, 'backup done');
        return item;
      })
      .catch((err: unknown) => {
        lastError = { at: now(), message: m.failed };
        deps.log.error({ err }, 'backup failed');
        throw err;
      })
      .finally(() => {
        running = null;
      });
    running = { startedAt, createdByName: actor?.name ?? null, done };
    // The route does not wait; a failure is already logged and shown as lastError.
    done.catch(() => {});
    return done;
  }

  /** Deletes backups older than the retention, always keeping the newest (a lone old backup beats none). */
  async function prune(retentionDays: number): Promise<string[]> {
    const limit = now().getTime() - retentionDays * DAY_MS;
    const [, ...older] = await list();
    const removed: string[] = [];
    for (const b of older) {
      if (new Date(b.createdAt).getTime() >= limit) continue;
      await fs.promises.rm(path.join(dir, b.name), { force: true });
      await fs.promises.rm(path.join(dir, `${b.name}.json`), { force: true });
      removed.push(b.name);
    }
    return removed;
  }

  async function status(): Promise<Omit<BackupStatusResponse, 'server'>> {
    const { platform } = await deps.store.fresh();
    return {
      mode: embedded ? 'embedded' : 'postgresql',
      autoBackup: platform.autoBackup,
      retentionDays: platform.backupRetention,
      items: embedded ? await list() : [],
      running: running ? { startedAt: running.startedAt.toISOString(), createdByName: running.createdByName } : null,
      lastError: lastError ? { at: lastError.at.toISOString(), message: lastError.message } : null,
    };
  }

  return { list, start, prune, status, fileOf, embedded, running: () => running?.done ?? null };
}

export type BackupService = ReturnType<typeof backupService>;
