import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportExportRequest,
  reportGenerateRequest,
  reportGenerateResponse,
  reportRunSummary,
  reportRunsQuery,
  reportRunsResponse,
} from '@despacha/domain/contracts/reports';
import { reportKinds } from '@despacha/domain/reports/kinds';
import { reportMessages as m } from '@despacha/domain/reports/messages';
import { conflict, notFound } from '../../lib/http-error.ts';
import { reportContentTypes, type ReportFormat } from '../../lib/reports/export.ts';
import type { Storage } from '../../lib/storage.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { ExportQueue, startExport } from './export-run.ts';
import { generateReport } from './generate.ts';
import { getRun, listRuns, runSummary } from './runs.ts';

// Relatórios (issue 15, decision 026): agency members (dispatcher and user) generate, export and
// download their own agency's reports; every id is looked up inside the actor's agency.

const kindParams = z.object({ kind: z.enum(reportKinds, { error: m.kindUnknown }) });
const idParams = z.object({ id: z.string().max(64) });

const routes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  const queue = new ExportQueue();
  app.addHook('onClose', () => queue.idle());

  app.post(
    '/api/reports/:kind/generate',
    { onRequest: [app.requireUser], schema: { params: kindParams, body: reportGenerateRequest, response: { 200: reportGenerateResponse } } },
    async (request) => generateReport(request.db, tenantOf(request), request.params.kind, request.body.filters),
  );

  app.post(
    '/api/reports/:kind/exports',
    { onRequest: [app.requireUser], schema: { params: kindParams, body: reportExportRequest, response: { 202: z.object({ run: reportRunSummary }) } } },
    async (request, reply) => {
      const run = await startExport(
        { db: request.db, storage, log: request.log },
        queue,
        tenantOf(request),
        request.params.kind,
        request.body.filters,
        request.body.format,
      );
      return reply.status(202).send({ run });
    },
  );

  app.get(
    '/api/report-runs',
    { onRequest: [app.requireUser], schema: { querystring: reportRunsQuery, response: { 200: reportRunsResponse } } },
    async (request) => listRuns(request.db, tenantOf(request).agencyId, request.query.page),
  );

  app.get('/api/report-runs/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: reportRunSummary } } }, async (request) => {
    const run = await getRun(request.db, tenantOf(request).agencyId, request.params.id);
    if (!run) throw notFound(m.runNotFound);
    return runSummary(run);
  });

  app.get('/api/report-runs/:id/download', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    const run = await getRun(request.db, tenantOf(request).agencyId, request.params.id);
    if (!run) throw notFound(m.runNotFound);
    if (run.format === 'screen') throw notFound(m.runNoFile);
    const summary = runSummary(run);
    if (summary.status === 'running') throw conflict('REPORT_RUNNING', m.runStillRunning);
    if (summary.status === 'failed' || !run.storageKey || !run.fileName) throw conflict('REPORT_FAILED', m.runFailed);
    const file = await storage.read(run.storageKey);
    return reply
      .header('content-type', reportContentTypes[run.format as ReportFormat])
      .header('content-disposition', `attachment; filename="${run.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
};

export default routes;
