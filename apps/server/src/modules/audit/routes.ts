import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditAgenciesResponse, auditExportQuery, auditListQuery, auditListResponse, auditPeopleResponse } from '@despacha/domain/audit/contracts';
import { optionalId } from '@despacha/domain/contracts/fields';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import type { SettingsStore } from '../settings/public.ts';
import { exportAudit } from './export-audit.ts';
import { startAuditPrune } from './prune-audit.ts';
import { auditAgencies, auditList, auditPeople, type AuditScope } from './queries.ts';
import { startAfterReady } from '../../lib/after-start.ts';

const peopleQuery = z.object({ agency: optionalId() });

/** Auditoria of one agency: its dispatchers only (a plain user sees no one's trail, not even their own). */
function agencyScope(request: FastifyRequest): AuditScope {
  const actor = tenantOf(request);
  if (actor.role !== 'dispatcher') throw forbidden();
  return { agencyId: actor.agencyId };
}

const PLATFORM: AuditScope = { platform: true };

async function sendFile(reply: FastifyReply, file: { body: Buffer; contentType: string; fileName: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

const routes: FastifyPluginAsyncZod<{ db: Db; store: SettingsStore; jobs?: boolean | undefined }> = async (app, { db: platformDb, store, jobs }) => {
  const user = { onRequest: [app.requireUser] };
  const admin = { onRequest: [app.requireAdmin] };

  app.get('/api/audit', { ...user, schema: { querystring: auditListQuery, response: { 200: auditListResponse } } }, async (request) =>
    auditList(request.db, agencyScope(request), request.query),
  );
  app.get('/api/audit/export', { ...user, schema: { querystring: auditExportQuery } }, async (request, reply) =>
    sendFile(reply, await exportAudit(request.db, agencyScope(request), request.query)),
  );
  app.get('/api/audit/people', { ...user, schema: { response: { 200: auditPeopleResponse } } }, async (request) =>
    auditPeople(request.db, agencyScope(request), ''),
  );

  app.get('/api/admin/audit', { ...admin, schema: { querystring: auditListQuery, response: { 200: auditListResponse } } }, async (request) =>
    auditList(request.db, PLATFORM, request.query),
  );
  app.get('/api/admin/audit/export', { ...admin, schema: { querystring: auditExportQuery } }, async (request, reply) =>
    sendFile(reply, await exportAudit(request.db, PLATFORM, request.query)),
  );
  app.get('/api/admin/audit/people', { ...admin, schema: { querystring: peopleQuery, response: { 200: auditPeopleResponse } } }, async (request) =>
    auditPeople(request.db, PLATFORM, request.query.agency),
  );
  app.get('/api/admin/audit/agencies', { ...admin, schema: { response: { 200: auditAgenciesResponse } } }, async (request) => auditAgencies(request.db));

  if (jobs) {
    let prune: ReturnType<typeof startAuditPrune> | null = null;
    startAfterReady(app, () => {
      prune = startAuditPrune({ db: platformDb, years: () => store.current().security.auditRetentionYears, log: app.log });
    });
    app.addHook('onClose', async () => prune?.stop());
  }
};

export default routes;
