import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importAnalyseRequest, type ImportPreviewRow, type ImportRun } from '@despacha/domain/contracts/imports';
import { IMPORT_LIMITS, importFieldKeys, importTemplateKinds } from '@despacha/domain/imports/field-keys';
import { matchHeaders } from '@despacha/domain/imports/header-match';
import { importMessages as m } from '@despacha/domain/imports/messages';
import { inputMessages } from '@despacha/domain/messages';
import type { Db } from '../../db/client.ts';
import { importMappings, importRuns } from '../../db/schema/index.ts';
import { startAfterReady } from '../../lib/after-start.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { dispatcherOf, isUuid, type TenantActor } from '../../lib/tenant.ts';
import { templateFile } from './error-file.ts';
import type { ImportDeps, RunRow } from './import-run.ts';
import { claimImport } from './claims.ts';
import { analyse, runImport, takeOverStaleRuns } from './job.ts';
import { uploadKeyOf } from './paths.ts';
import { ImportFileError, openTable } from './read-table.ts';

// Importar dados (issue 33 part 1, decision 060): the dispatcher's. Registered in app.ts's
// multipart scope for the upload. Every query is scoped to the signed-in agency.

const idParams = z.object({ id: z.string().max(64) });
const kindParams = z.object({ kind: z.enum(importTemplateKinds, { error: m.notFound }) });
const RUNS_SHOWN = 20;
const who = (a: TenantActor) => ({ userId: a.userId, name: a.name, role: a.role });
const TAKE_OVER_EVERY_MS = 60_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Header text as the agency's remembered choices are keyed: case, accents and spacing aside. */
export const headerKey = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function runOf(r: RunRow): ImportRun {
  return {
    id: r.id,
    fileName: r.fileName,
    status: r.status as ImportRun['status'],
    headers: r.headers,
    mapping: r.mapping as ImportRun['mapping'],
    overwrite: r.overwrite,
    rowsTotal: r.rowsTotal,
    rowsDone: r.rowsDone,
    counts: { create: r.created, update: r.updated, skip: r.skipped, error: r.errors },
    message: r.message,
    errorFile: !!r.errorKey,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/** A file name for display and the audit trail: its last path segment, bounded, no control characters. */
const displayName = (name: string) =>
  path
    .basename(name.replace(/\\/g, '/'))
    // oxlint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\x00-\x1f\x7f]/g, '')
    .slice(0, 200) || 'planilha';

const routes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (app, { db: platformDb, storage }) => {
  // The job outlives its request, and takes over others' runs: the platform's path (decision 074).
  const deps: ImportDeps = { db: platformDb, storage, log: app.log };
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => {});
  };
  app.addHook('onClose', async () => void (await Promise.allSettled(pending)));
  // A run whose process stopped beating is taken over: at start, then every minute.
  let timer: NodeJS.Timeout | undefined;
  startAfterReady(app, () => {
    const check = () => void takeOverStaleRuns(deps).catch((err) => app.log.warn({ err }, 'import take-over failed'));
    check();
    timer = setInterval(check, TAKE_OVER_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  const runFor = async (db: Db, agencyId: string, id: string) => {
    const [row] = isUuid(id)
      ? await db
          .select()
          .from(importRuns)
          .where(and(eq(importRuns.agencyId, agencyId), eq(importRuns.id, id)))
      : [];
    if (!row) throw notFound(m.notFound);
    return row;
  };

  app.post('/api/imports', { onRequest: [app.requireUser] }, async (request, reply) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const part = await request.file({ limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1 } }).catch((err: { statusCode?: number }) => {
      if (err.statusCode && err.statusCode < 500) throw err;
      throw new HttpError(400, 'INVALID_UPLOAD', inputMessages.uploadInvalid, { file: inputMessages.uploadInvalid });
    });
    if (!part) throw new HttpError(400, 'FILE_MISSING', m.noFile, { file: m.noFile });
    const [row] = await request.db
      .insert(importRuns)
      .values({
        agencyId: actor.agencyId,
        fileName: displayName(part.filename),
        headers: [],
        mapping: [],
        createdBy: actor.userId,
        createdByName: actor.name ?? '',
      })
      .returning();
    const key = uploadKeyOf(row!);
    const forget = async () => {
      await storage.remove(key).catch((err: unknown) => request.log.warn({ err, key }, 'import upload left in storage'));
      await request.db.delete(importRuns).where(and(eq(importRuns.agencyId, actor.agencyId), eq(importRuns.id, row!.id)));
    };
    const refuse = async (status: number, message: string) => {
      await forget();
      throw new HttpError(status, 'IMPORT_FILE', message, { file: message });
    };
    let headers: string[];
    try {
      // Streamed into storage (the data folder or S3): a 50 MB spreadsheet is never held in memory.
      await storage.putStream(key, part.file);
      if (part.file.truncated) return refuse(413, m.tooLarge);
      headers = await storage.withFile(key, async (file) => (await openTable(file)).headers);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof ImportFileError) return refuse(400, err.message);
      await forget();
      throw err;
    }
    const [remembered] = await request.db.select().from(importMappings).where(eq(importMappings.agencyId, actor.agencyId));
    const byHeader = Object.fromEntries(
      headers.map((h) => [h, remembered?.fields[headerKey(h)]]).filter(([, k]) => k && (importFieldKeys as readonly string[]).includes(k)),
    ) as Record<string, (typeof importFieldKeys)[number]>;
    const mapping = matchHeaders(headers, byHeader);
    const [saved] = await request.db
      .update(importRuns)
      .set({ headers, mapping })
      .where(and(eq(importRuns.agencyId, actor.agencyId), eq(importRuns.id, row!.id)))
      .returning();
    return reply.status(201).send(runOf(saved!));
  });

  app.get('/api/imports', { onRequest: [app.requireUser] }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const rows = await request.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.agencyId, actor.agencyId))
      .orderBy(desc(importRuns.createdAt))
      .limit(RUNS_SHOWN);
    return { items: rows.map(runOf) };
  });

  app.get('/api/imports/:id', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    return runOf(await runFor(request.db, actor.agencyId, request.params.id));
  });

  app.get('/api/imports/:id/preview', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const row = await runFor(request.db, actor.agencyId, request.params.id);
    return { run: runOf(row), rows: row.preview as ImportPreviewRow[] };
  });

  app.put('/api/imports/:id/analysis', { onRequest: [app.requireUser], schema: { params: idParams, body: importAnalyseRequest } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const row = await runFor(request.db, actor.agencyId, request.params.id);
    const { mapping, overwrite } = request.body;
    // Analysed again as often as the columns change; an import started is the run's last word.
    if (row.status === 'running' || row.status === 'done' || row.lastLine > 0) throw conflict('IMPORT_STARTED', m.alreadyImported);
    if (mapping.length !== row.headers.length) throw new HttpError(400, 'VALIDATION', m.mappingInvalid, { mapping: m.mappingInvalid });
    const keys = mapping.filter((k) => k !== null);
    if (!keys.length) throw new HttpError(400, 'VALIDATION', m.nothingMapped, { mapping: m.nothingMapped });
    if (new Set(keys).size !== keys.length) throw new HttpError(400, 'VALIDATION', m.mappingInvalid, { mapping: m.mappingInvalid });
    if (!keys.some((k) => k === 'vehicle.placa' || k === 'vehicle.renavam' || k === 'owner.cpfCnpj'))
      throw new HttpError(400, 'VALIDATION', m.keyMissing, { mapping: m.keyMissing });
    if ((await storage.size(uploadKeyOf(row))) === null) throw conflict('IMPORT_FILE_GONE', m.uploadGone);
    const [analysing] = await request.db
      .update(importRuns)
      .set({
        mapping,
        overwrite,
        status: 'analysing',
        rowsDone: 0,
        rowsTotal: null,
        created: 0,
        updated: 0,
        skipped: 0,
        errors: 0,
        message: null,
        preview: [],
        cancelRequested: false,
        heartbeatAt: new Date(),
        finishedAt: null,
      })
      .where(and(eq(importRuns.agencyId, actor.agencyId), eq(importRuns.id, row.id)))
      .returning();
    // The agency's choices are offered again for its next file.
    const fields = Object.fromEntries(row.headers.flatMap((h, i) => (mapping[i] ? [[headerKey(h), mapping[i]]] : [])));
    await request.db
      .insert(importMappings)
      .values({ agencyId: actor.agencyId, fields })
      .onConflictDoUpdate({ target: importMappings.agencyId, set: { fields, updatedAt: new Date() } });
    const preview = analyse(deps, analysing!);
    track(preview.catch(() => {}));
    let rows: ImportPreviewRow[];
    try {
      rows = await preview;
    } catch (err) {
      if (err instanceof ImportFileError) throw new HttpError(400, 'IMPORT_FILE', err.message, { file: err.message });
      throw err;
    }
    return { run: runOf(await runFor(request.db, actor.agencyId, row.id)), rows };
  });

  app.post('/api/imports/:id/start', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const row = await runFor(request.db, actor.agencyId, request.params.id);
    if (row.status !== 'ready') throw conflict('IMPORT_NOT_READY', m.notReady);
    const claimed = await claimImport(request.db, row);
    if (!claimed) throw conflict('IMPORT_RUNNING', m.running);
    await recordAudit(request.db, {
      agencyId: actor.agencyId,
      actor: who(actor),
      action: 'created',
      entity: 'import',
      entityId: row.id,
      summary: `Iniciou a importação de ${row.fileName}`,
      ip: request.ip,
    });
    track(runImport(deps, claimed));
    return runOf(claimed);
  });

  app.post('/api/imports/:id/cancel', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const row = await runFor(request.db, actor.agencyId, request.params.id);
    if (row.status !== 'running' && row.status !== 'analysing') throw conflict('IMPORT_NOT_RUNNING', m.notRunning);
    // An analysis saved nothing and stops at once; an import stops after the batch it is saving.
    const [now] = await request.db
      .update(importRuns)
      .set({ cancelRequested: true, ...(row.status === 'analysing' ? { status: 'cancelled', finishedAt: new Date() } : {}) })
      .where(and(eq(importRuns.agencyId, actor.agencyId), eq(importRuns.id, row.id)))
      .returning();
    if (row.status === 'running')
      await recordAudit(request.db, {
        agencyId: actor.agencyId,
        actor: who(actor),
        action: 'updated',
        entity: 'import',
        entityId: row.id,
        summary: `Pediu o cancelamento da importação de ${row.fileName}`,
        ip: request.ip,
      });
    return runOf(now!);
  });

  app.get('/api/imports/:id/errors.xlsx', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const row = await runFor(request.db, actor.agencyId, request.params.id);
    if (!row.errorKey) throw notFound(m.errorFileMissing);
    const name = `linhas-com-erro-${row.createdAt.toISOString().slice(0, 10)}.xlsx`;
    await recordAudit(request.db, {
      agencyId: actor.agencyId,
      actor: who(actor),
      action: 'exported',
      entity: 'import',
      entityId: row.id,
      summary: `Baixou as linhas com erro da importação de ${row.fileName}`,
      ip: request.ip,
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(await storage.read(row.errorKey));
  });

  app.get('/api/imports/templates/:kind', { onRequest: [app.requireUser], schema: { params: kindParams } }, async (request, reply) => {
    dispatcherOf(request, m.dispatcherOnly);
    const { kind } = request.params;
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="modelo-${kind}.xlsx"`)
      .send(await templateFile(kind));
  });
};

export default routes;
