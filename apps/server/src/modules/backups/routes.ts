import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backupMessages as m,
  backupNameParams,
  backupStatusResponse,
  integrationCheckParams,
  integrationCheckResponse,
  type BackupStatusResponse,
} from '@despacha/domain/settings/backups';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Storage } from '../../lib/storage.ts';
import { profiles } from '../../db/schema/index.ts';
import type { SettingsStore } from '../settings/public.ts';
import { backupService } from './backups.ts';
import { runIntegrationCheck } from './integration.ts';
import { startBackupJobs } from './job.ts';
import { startAfterReady } from '../../lib/after-start.ts';

export type BackupRoutesOptions = {
  database: Database;
  store: SettingsStore;
  mailer: Mailer;
  storage: Storage;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'billingWebhookSecret'>;
  /** The server runs the daily backup (tests call the job themselves). */
  jobs?: boolean;
  now?: () => Date;
};

/** What PostgreSQL reports of its WAL archiving (PITR); null when unreadable (a managed server may hide it). */
async function serverArchiving(database: Database): Promise<BackupStatusResponse['server']> {
  try {
    const rows = (await database.db.execute(sql`
      select current_setting('archive_mode') as "archiveMode", last_archived_time as "lastArchivedAt",
             last_failed_time as "lastFailedAt", archived_count::int as "archivedCount"
        from pg_stat_archiver`)) as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
    const row = (Array.isArray(rows) ? rows[0] : rows.rows?.[0]) as Record<string, unknown> | undefined;
    if (!row) return null;
    const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
    return {
      archiveMode: String(row.archiveMode),
      lastArchivedAt: iso(row.lastArchivedAt),
      lastFailedAt: iso(row.lastFailedAt),
      archivedCount: Number(row.archivedCount),
    };
  } catch {
    return null;
  }
}

/** Configurações' Backup and Integração tabs: platform administrators only, no tenant. */
const routes: FastifyPluginAsyncZod<BackupRoutesOptions> = async (app, o) => {
  const admin = { onRequest: [app.requireAdmin] };
  const backups = backupService({ database: o.database, config: o.config, storage: o.storage, store: o.store, log: app.log, now: o.now });
  const { db } = o.database;

  if (o.jobs && backups.embedded) {
    let jobs: ReturnType<typeof startBackupJobs> | null = null;
    startAfterReady(app, () => {
      jobs = startBackupJobs({ db, store: o.store, backups, log: app.log, now: () => new Date() });
    });
    app.addHook('onClose', async () => jobs?.stop());
  } else {
    // Closing the app lets a backup under way finish its archive instead of leaving a .part.
    app.addHook('onClose', async () => void (await backups.running()?.catch(() => {})));
  }

  app.get('/api/admin/backups', { ...admin, schema: { response: { 200: backupStatusResponse } } }, async () => ({
    ...(await backups.status()),
    server: backups.embedded ? null : await serverArchiving(o.database),
  }));

  app.post('/api/admin/backups', { ...admin, schema: { response: { 202: backupStatusResponse } } }, async (request, reply) => {
    const [me] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, request.actor!.userId));
    // Not awaited: 202 now; a failure is logged and shown as the status' lastError.
    void backups.start({ id: request.actor!.userId, name: me?.name ?? '' });
    reply.code(202);
    return { ...(await backups.status()), server: null };
  });

  app.get('/api/admin/backups/:name/download', { ...admin, schema: { params: backupNameParams } }, async (request, reply) => {
    const size = await backups.sizeOf(request.params.name);
    if (size === null) throw notFound(m.notFound);
    reply
      .header('content-type', 'application/gzip')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .header('cache-control', 'no-store');
    return reply.send(await backups.read(request.params.name));
  });

  const checkDeps = { db, mailer: o.mailer, storage: o.storage, store: o.store, config: o.config };
  app.post(
    '/api/admin/integration/:check/test',
    { ...admin, schema: { params: integrationCheckParams, response: { 200: integrationCheckResponse } } },
    async (request) => runIntegrationCheck(checkDeps, request.params.check, request.actor!.userId),
  );
};

export default routes;
