import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyExportResponse,
  lgpdAnonymiseRequest,
  lgpdAnonymiseResponse,
  lgpdExportRequest,
  lgpdPersonRequest,
  lgpdPersonSummary,
} from '@despacha/domain/lgpd/contracts';
import { ANONYMISE_WORD, lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { normalizeCnpj } from '@despacha/domain/validators/cnpj';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { isUuid, type TenantActor, dispatcherOf as requireDispatcher } from '../../lib/tenant.ts';
import { loadAgency } from '../library/public.ts';
import { exportSummary, getExport, latestExport, startAgencyExport, zipKeyOf, zipNameOf } from './agency-export.ts';
import { anonymisePerson } from './anonymise-person.ts';
import { docLabel } from './doc-label.ts';
import { countsOf, displayName, personData, requirePerson } from './person-data.ts';
import { personPdf } from './person-pdf.ts';

// Privacidade e dados (issue 17 items 10 and 11, decision 036): the agency's dispatcher only; a
// plain user gets 403, an admin (no agency) 403, another agency's CPF/CNPJ 404.

const dispatcherOf = (request: FastifyRequest): TenantActor => requireDispatcher(request, m.dispatcherOnly);

const who = (a: TenantActor) => ({ userId: a.userId, name: a.name, role: a.role });
const idParams = z.object({ id: z.string().max(64) });

const routes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  const pending = new Set<Promise<void>>();
  // The server closes after the exports in flight, not in their middle.
  app.addHook('onClose', async () => void (await Promise.allSettled(pending)));

  app.post('/api/lgpd/person', { onRequest: [app.requireUser], schema: { body: lgpdPersonRequest, response: { 200: lgpdPersonSummary } } }, async (request) => {
    const actor = dispatcherOf(request);
    const { document } = request.body;
    const found = await requirePerson(request.db, { agencyId: actor.agencyId, document });
    const anonymisedAt = found.ownerRows.find((o) => o.anonymisedAt)?.anonymisedAt ?? null;
    return { document, name: displayName(found), anonymisedAt: anonymisedAt?.toISOString() ?? null, counts: await countsOf(request.db, actor.agencyId, found) };
  });

  app.post('/api/lgpd/person/export', { onRequest: [app.requireUser], schema: { body: lgpdExportRequest } }, async (request, reply) => {
    const actor = dispatcherOf(request);
    const { document, format } = request.body;
    const found = await requirePerson(request.db, { agencyId: actor.agencyId, document });
    const data = await personData(request.db, actor.agencyId, document, found);
    const body = format === 'pdf' ? await personPdf(await loadAgency(request.db, actor.agencyId), data) : Buffer.from(JSON.stringify(data, null, 2), 'utf8');
    await recordAudit(request.db, {
      agencyId: actor.agencyId,
      actor: who(actor),
      action: 'exported',
      entity: 'owner',
      entityId: found.ownerRows[0]?.id ?? null,
      summary: `${m.auditExported(format)}: ${docLabel(document)}`,
      ip: request.ip,
    });
    return reply
      .header('content-type', format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="dados-titular.${format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.post(
    '/api/lgpd/person/anonymise',
    { onRequest: [app.requireUser], schema: { body: lgpdAnonymiseRequest, response: { 200: lgpdAnonymiseResponse } } },
    async (request) => {
      const actor = dispatcherOf(request);
      const { document, confirmation } = request.body;
      if (confirmation.toUpperCase() !== ANONYMISE_WORD && normalizeCnpj(confirmation) !== document) {
        throw new HttpError(400, 'VALIDATION', m.confirmationMismatch, { confirmation: m.confirmationMismatch });
      }
      const found = await requirePerson(request.db, { agencyId: actor.agencyId, document });
      const result = await anonymisePerson({ db: request.db, storage, log: request.log }, actor.agencyId, actor, document, found);
      await recordAudit(request.db, {
        agencyId: actor.agencyId,
        actor: who(actor),
        action: 'anonymised',
        entity: 'owner',
        entityId: found.ownerRows[0]?.id ?? null,
        summary: `${m.auditAnonymised}: ${docLabel(document)} (${result.services} serviços mantidos, ${result.requests} requerimentos, ${result.quotes} orçamentos, ${result.filesDeleted} arquivos excluídos)`,
        ip: request.ip,
      });
      return result;
    },
  );

  app.get('/api/lgpd/agency-export', { onRequest: [app.requireUser], schema: { response: { 200: agencyExportResponse } } }, async (request) => {
    const actor = dispatcherOf(request);
    const row = await latestExport(request.db, actor.agencyId);
    return { export: row ? await exportSummary(row, storage) : null };
  });

  app.post('/api/lgpd/agency-export', { onRequest: [app.requireUser], schema: { response: { 202: agencyExportResponse } } }, async (request, reply) => {
    const actor = dispatcherOf(request);
    // Audited with the export's row, before its rows are counted: the export holds its own entry.
    const audit = (tx: Tx) =>
      recordAudit(tx, {
        agencyId: actor.agencyId,
        actor: who(actor),
        action: 'exported',
        entity: 'agency',
        entityId: actor.agencyId,
        summary: m.auditAgencyExport,
        ip: request.ip,
      });
    const { row, done } = await startAgencyExport({ db: request.db, storage, log: request.log }, actor, audit);
    pending.add(done);
    void done.finally(() => pending.delete(done));
    return reply.status(202).send({ export: await exportSummary(row, storage) });
  });

  app.get('/api/lgpd/agency-export/:id/download', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    const actor = dispatcherOf(request);
    const row = isUuid(request.params.id) ? await getExport(request.db, actor.agencyId, request.params.id) : null;
    if (!row) throw notFound(m.agencyNotFound);
    if (row.status !== 'done') throw conflict('EXPORT_NOT_READY', m.agencyNotReady);
    const size = await storage.size(zipKeyOf(row));
    if (size === null) throw notFound(m.agencyExpired);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${zipNameOf(row)}"`)
      .header('content-length', size)
      .header('cache-control', 'no-store')
      .send(await storage.read(zipKeyOf(row)));
  });
};

export default routes;
