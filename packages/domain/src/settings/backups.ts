import { z } from 'zod';

// Configurações' Backup and Integração tabs (issue 16 items 6 and 7; decision 031): the API's
// shapes and every pt-BR text they show, written once.

/** A backup's file name: made by the server, so anything else in a URL is refused before the disk. */
export const BACKUP_NAME = /^despacha-backup-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/;
export const backupNameParams = z.object({ name: z.string().max(64).regex(BACKUP_NAME) });

export const backupItem = z.object({
  name: z.string(),
  createdAt: z.string(),
  sizeBytes: z.number().int(),
  /** null = the daily automatic backup. */
  createdByName: z.string().nullable(),
  automatic: z.boolean(),
  files: z.number().int(),
});
export type BackupItem = z.infer<typeof backupItem>;

export const backupStatusResponse = z.object({
  /** embedded: the server archives the PGlite folder and the files; postgresql: the database server does. */
  mode: z.enum(['embedded', 'postgresql']),
  autoBackup: z.boolean(),
  retentionDays: z.number().int(),
  items: z.array(backupItem),
  running: z.object({ startedAt: z.string(), createdByName: z.string().nullable() }).nullable(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** PostgreSQL only: what the server reports of its WAL archiving (PITR), when it is on. */
  server: z
    .object({
      archiveMode: z.string(),
      lastArchivedAt: z.string().nullable(),
      lastFailedAt: z.string().nullable(),
      archivedCount: z.number().int(),
    })
    .nullable(),
});
export type BackupStatusResponse = z.infer<typeof backupStatusResponse>;

export const integrationChecks = ['smtp', 'storage', 'webhook', 'pix'] as const;
export type IntegrationCheck = (typeof integrationChecks)[number];
export const integrationCheckParams = z.object({ check: z.enum(integrationChecks) });
export const integrationCheckResponse = z.object({ ok: z.boolean(), message: z.string(), durationMs: z.number().int() });
export type IntegrationCheckResponse = z.infer<typeof integrationCheckResponse>;

export { backupMessages } from './backup-messages.ts';
