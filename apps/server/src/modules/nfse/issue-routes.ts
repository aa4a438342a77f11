import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  nfseActionResponse,
  nfseCancelBody,
  nfseIssueBody,
  nfseSendBody,
  nfseSendResponse,
  nfseSubstituteBody,
  serviceNfseResponse,
  type ServiceNfseResponse,
} from '@despacha/domain/nfse/issue-contracts';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail.ts';
import { startAfterReady } from '../../lib/after-start.ts';
import { todayIso } from '../../lib/dates.ts';
import { tenantOf, type TenantActor } from '../../lib/tenant.ts';
import { agencyProblems, dpsProblems, liveDocuments, liveMessage, serviceForNfse, serviceProblems, suggestedDescription } from './issue-context.ts';
import { cancelNfse, nfseXmlOf } from './issue-cancel.ts';
import { nfseDanfseOf } from './danfse.ts';
import type { NfseEnvironment, NfseGatewayFactory } from './issue-gateway.ts';
import { startPendingNfse } from './issue-job.ts';
import { documentResponse, documentsOfService } from './issue-records.ts';
import { cancelDeniedFor, issueDeniedFor, refuse } from './permissions.ts';
import { issueNfse, retryNfse, substituteNfse, type IssueDeps } from './issue.ts';
import { sendNfseToCustomer } from './send.ts';

// NFS-e from the service (issue 37, decision 073). Any user of the agency sends a pending one again
// and downloads: the NFS-e is part of the service's work, as its payments are. Issuing is the
// dispatcher's, and staff's where the agency allows it; cancelling the dispatcher's (decision 075).
// Another agency's service or NFS-e is 404, as none.

type Options = {
  db: Db;
  certKey: Buffer | undefined;
  environment: NfseEnvironment;
  gatewayFor: NfseGatewayFactory;
  /** "Enviar ao cliente" by e-mail (decision 081). */
  mailer: Mailer;
  /** Sends the pending NFS-e in the background (the server does; tests call runPendingNfse). */
  jobs?: boolean;
};

const idParams = z.object({ id: z.string().max(64) });

/** The service's NFS-e, what "Emitir" would declare, and every reason it cannot yet. */
async function serviceNfse(deps: IssueDeps, actor: TenantActor, serviceId: string): Promise<ServiceNfseResponse> {
  const now = deps.now?.() ?? new Date();
  const service = await serviceForNfse(deps.db, actor.agencyId, serviceId);
  const [documents, agency, live, issueDenied] = await Promise.all([
    documentsOfService(deps.db, actor.agencyId, serviceId),
    agencyProblems(deps.db, actor.agencyId, deps.certKey, now),
    liveDocuments(deps.db, actor.agencyId, serviceId),
    issueDeniedFor(deps.db, actor),
  ]);
  const description = suggestedDescription(service);
  const competence = todayIso(now);
  const problems = [...agency.problems, ...serviceProblems(service)];
  // The DPS's own refusals (an alphanumeric CNPJ…) once the rest is in order: the same list POST answers.
  if (!problems.length && agency.settings)
    problems.push(...dpsProblems({ settings: agency.settings, service, description, competence, environment: deps.environment, now }));
  // "Substituir" declares the same values; only a substitute already pending stops it (decision 082).
  const substituteProblems = live[0]?.status === 'pendente' ? [m.substitutionPending, ...problems] : problems;
  return {
    documents: documents.map(documentResponse),
    preview: {
      tomadorName: service.ownerName,
      tomadorDocument: service.ownerDocument,
      description,
      competence: formatBrDate(competence),
      honorariosCents: service.honorariosCents,
      environment: deps.environment,
    },
    problems: live[0] ? [liveMessage(live[0]), ...problems] : problems,
    substituteProblems,
    issueDenied,
    cancelDenied: cancelDeniedFor(actor),
  };
}

const routes: FastifyPluginAsyncZod<Options> = async (app, o) => {
  const deps: IssueDeps = { db: o.db, certKey: o.certKey, environment: o.environment, gatewayFor: o.gatewayFor };
  /** A request's work on its own connection scope (decision 074); the pending job keeps the platform's. */
  const depsOf = (request: FastifyRequest): IssueDeps => ({ ...deps, db: request.db });
  const guard = { onRequest: [app.requireUser] };

  app.get('/api/services/:id/nfse', { ...guard, schema: { params: idParams, response: { 200: serviceNfseResponse } } }, async (request) =>
    serviceNfse(depsOf(request), tenantOf(request), request.params.id),
  );

  app.post(
    '/api/services/:id/nfse',
    { ...guard, schema: { params: idParams, body: nfseIssueBody, response: { 201: nfseActionResponse, 202: nfseActionResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      refuse(await issueDeniedFor(request.db, actor));
      const { status, body } = await issueNfse(depsOf(request), actor, request.params.id, request.body, request.ip);
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/api/nfse/:id/retry',
    { ...guard, schema: { params: idParams, response: { 201: nfseActionResponse, 202: nfseActionResponse } } },
    async (request, reply) => {
      const { status, body } = await retryNfse(depsOf(request), tenantOf(request), request.params.id, request.ip);
      return reply.status(status).send(body);
    },
  );

  app.post('/api/nfse/:id/cancel', { ...guard, schema: { params: idParams, body: nfseCancelBody, response: { 200: nfseActionResponse } } }, async (request) => {
    const actor = tenantOf(request);
    refuse(cancelDeniedFor(actor));
    return cancelNfse(depsOf(request), actor, request.params.id, request.body, request.ip);
  });

  // "Substituir" (decision 082): a new DPS naming the authorised one; the dispatcher's, as cancelling is.
  app.post(
    '/api/nfse/:id/substitute',
    { ...guard, schema: { params: idParams, body: nfseSubstituteBody, response: { 201: nfseActionResponse, 202: nfseActionResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      refuse(cancelDeniedFor(actor));
      const { status, body } = await substituteNfse(depsOf(request), actor, request.params.id, request.body, request.ip);
      return reply.status(status).send(body);
    },
  );

  app.get('/api/nfse/:id/xml', { ...guard, schema: { params: idParams } }, async (request, reply) => {
    const { xml, fileName } = await nfseXmlOf(depsOf(request), tenantOf(request), request.params.id, request.ip);
    return reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(xml);
  });

  // The DANFSe printed here from the stored XML (decision 080): authorised or cancelled, 409 otherwise.
  app.get('/api/nfse/:id/danfse.pdf', { ...guard, schema: { params: idParams } }, async (request, reply) => {
    const { pdf, fileName } = await nfseDanfseOf(depsOf(request), tenantOf(request), request.params.id, request.ip);
    return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
  });

  // "Enviar ao cliente" (decision 081): e-mail with the owner's consent, or the wa.me link; authorised only.
  app.post('/api/nfse/:id/send', { ...guard, schema: { params: idParams, body: nfseSendBody, response: { 200: nfseSendResponse } } }, async (request) =>
    sendNfseToCustomer({ db: request.db, mailer: o.mailer }, tenantOf(request), request.params.id, request.body, request.ip),
  );

  if (o.jobs) {
    let job: ReturnType<typeof startPendingNfse> | null = null;
    startAfterReady(app, () => {
      job = startPendingNfse({ ...deps, log: app.log });
    });
    app.addHook('onClose', async () => job?.stop());
  }
};

export default routes;
