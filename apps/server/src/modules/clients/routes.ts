import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createClientRequest, subscriptionChangeRequest } from '@despacha/domain/contracts/admin';
import {
  clientDetailResponse,
  clientExportQuery,
  clientListItem,
  clientListQuery,
  clientListResponse,
  subscriptionChangeItem,
  subscriptionChangeResponse,
  subscriptionChangesQuery,
  updateClientRequest,
} from '@despacha/domain/contracts/clients';
import { adminMessages } from '@despacha/domain/admin-messages';
import { notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { changeSubscription } from './change-subscription.ts';
import { createClient } from './create-client.ts';
import { exportClients } from './export-clients.ts';
import { getClientDetail } from './get-client-detail.ts';
import { listClients, listClientsForExport, listSubscriptionChanges } from './queries.ts';
import { updateClient } from './update-client.ts';

const idParams = z.object({ id: z.string() });

/** Platform back office: the agencies ("clientes") and their subscription history. Admins only. */
const routes: FastifyPluginAsyncZod<{ mailer: Mailer; publicUrl: string }> = async (app, { mailer, publicUrl }) => {
  const admin = { onRequest: [app.requireAdmin] };

  app.get('/api/admin/clients', { ...admin, schema: { querystring: clientListQuery, response: { 200: clientListResponse } } }, async (request) =>
    listClients(request.db, request.query),
  );

  app.get('/api/admin/clients/export', { ...admin, schema: { querystring: clientExportQuery } }, async (request, reply) => {
    const { format, ...filter } = request.query;
    const file = await exportClients(await listClientsForExport(request.db, filter), format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  app.post('/api/admin/clients', { ...admin, schema: { body: createClientRequest, response: { 201: clientListItem } } }, async (request, reply) => {
    const client = await createClient({ db: request.db, mailer, publicUrl }, request.body, request.actor!);
    await app.adminNotices.newClient(client.id, request.actor!);
    return reply.status(201).send(client);
  });

  app.get('/api/admin/clients/:id', { ...admin, schema: { params: idParams, response: { 200: clientDetailResponse } } }, async (request) => {
    const client = await getClientDetail(request.db, request.params.id);
    if (!client) throw notFound(adminMessages.clientMissing);
    return client;
  });

  app.patch(
    '/api/admin/clients/:id',
    { ...admin, schema: { params: idParams, body: updateClientRequest, response: { 200: clientDetailResponse } } },
    async (request) => {
      await updateClient(request.db, request.params.id, request.body, request.actor!);
      app.forgetAgency(request.params.id);
      return (await getClientDetail(request.db, request.params.id))!;
    },
  );

  app.post(
    '/api/admin/clients/:id/subscription-change',
    { ...admin, schema: { params: idParams, body: subscriptionChangeRequest, response: { 201: subscriptionChangeResponse } } },
    async (request, reply) => {
      const change = await changeSubscription(request.db, request.params.id, request.body, request.actor!);
      app.forgetAgency(request.params.id);
      return reply.status(201).send(change);
    },
  );

  app.get(
    '/api/admin/subscription-changes',
    { ...admin, schema: { querystring: subscriptionChangesQuery, response: { 200: z.array(subscriptionChangeItem) } } },
    async (request) => listSubscriptionChanges(request.db, { clientId: request.query.clientId || undefined }),
  );
};

export default routes;
