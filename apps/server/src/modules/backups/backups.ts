import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { BACKUP_NAME, backupMessages as m, type BackupItem, type BackupStatusResponse } from '@despacha/domain/settings/backups';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SettingsStore } from '../settings/public.ts';
import { writeBackupArchive } from './archive.ts';
import { localShelf, storageShelf } from './shelf.ts';

// Backups of the embedded mode (decision 031): archives in DATA_DIR/backups, or in the bucket when
// S3 is configured (decision 069), each with its manifest (who, automatic, counts): shelf.ts.

export type Actor = { id: string; name: string } | null;

export type BackupDeps = {
  database: Database;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  /** The files' storage: backups go there when it is S3's. */
  storage?: Storage;
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
  const shelf = deps.config.s3 && deps.storage ? storageShelf(deps.storage) : localShelf(path.join(deps.config.dataDir, 'backups'));
  const embedded = deps.database.kind === 'pglite';
  let running: { startedAt: Date; createdByName: string | null; done: Promise<BackupItem> } | null = null;
  let lastError: { at: Date; message: string } | null = null;

  /** The archive's size for a name from a URL (the name must be one the server makes), or null. */
  async function sizeOf(name: string): Promise<number | null> {
    return BACKUP_NAME.test(name) ? shelf.size(name) : null;
  }

  async function list(): Promise<BackupItem[]> {
    const items = (await shelf.list()).map(({ name, sizeBytes, mtime, manifest: meta }): BackupItem => ({
      name,
      createdAt: meta?.createdAt ?? mtime.toISOString(),
      sizeBytes,
      createdByName: meta?.createdBy?.name ?? null,
      automatic: meta?.automatic ?? false,
      files: meta?.fileCount ?? 0,
    }));
    return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
  }

  async function make(actor: Actor, automatic: boolean, startedAt: Date): Promise<BackupItem> {
    const name = `despacha-backup-${stampOf(startedAt)}-${crypto.randomBytes(3).toString('hex')}.tar.gz`;
    const { manifest, sizeBytes } = await writeBackupArchive({
      write: (body, manifest) => shelf.write(name, body, () => manifest),
      snapshot: await shelf.scratch(name),
      pglite: (deps.database.db as Database['db'] & { $client: PGlite }).$client,
      filesDir: deps.config.s3 ? null : path.join(deps.config.dataDir, 'files'),
      secretFile: path.join(deps.config.dataDir, 'auth-secret'),
      manifest: { format: 'despacha-backup', version: 1, createdAt: startedAt.toISOString(), createdBy: actor, automatic },
    });
    return { name, createdAt: manifest.createdAt, sizeBytes, createdByName: actor?.name ?? null, automatic, files: manifest.fileCount };
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
      await shelf.remove(b.name);
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

  return { list, start, prune, status, sizeOf, read: (name: string) => shelf.read(name), embedded, running: () => running?.done ?? null };
}

export type BackupService = ReturnType<typeof backupService>;
