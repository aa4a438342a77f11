import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUserRequest } from '@despacha/domain/contracts/admin';
import {
  adminUserDetail,
  adminUsersQuery,
  adminUsersResponse,
  agencyUsersResponse,
  changePasswordBody,
  createdUserResponse,
  inviteUserRequest,
  updateAgencyUserRequest,
  userClientOptions,
} from '@despacha/domain/contracts/users';
import { userMessages } from '@despacha/domain/admin-messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import type { Mailer } from '../../lib/mail.ts';
import { type TenantActor, dispatcherOf as requireDispatcher } from '../../lib/tenant.ts';
import { changeOwnPassword } from './change-password.ts';
import { agencySeats, createAgencyUser } from './create-user.ts';
import { createUserByAdmin, sendPasswordReset } from './admin-users.ts';
import { getAdminUser, listAdminUsers, listAgencyUsers, listUserClients } from './queries.ts';
import { setUserActive } from './set-user-active.ts';
import { changeAgencyUserRole } from './update-agency-user.ts';

const idParams = z.object({ id: z.string().min(1) });
const done = z.object({ ok: z.literal(true) });

/** Agency user management is the dispatcher's: a plain user of the agency gets 403. */
const dispatcherOf = (request: FastifyRequest): TenantActor => requireDispatcher(request, userMessages.dispatcherOnly);

const routes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer; publicUrl: string }> = async (app, { db: platformDb, mailer, publicUrl }) => {
  const deps = { db: platformDb, mailer, publicUrl };
  const forget = (userId: string) => app.forgetActor(userId);
  const admin = { onRequest: [app.requireAdmin] };
  const user = { onRequest: [app.requireUser] };

  // ---- platform admin ----
  app.get('/api/admin/users', { ...admin, schema: { querystring: adminUsersQuery, response: { 200: adminUsersResponse } } }, async (request) =>
    listAdminUsers(request.db, request.query),
  );

  // Every agency (hundreds): the compiled serializer keeps writing the answer cheap.
  app.get('/api/admin/users/clients', { ...admin, schema: { response: { 200: userClientOptions } }, serializerCompiler: compiledSerializer }, async (request) =>
    listUserClients(request.db),
  );

  app.get('/api/admin/users/:id', { ...admin, schema: { params: idParams, response: { 200: adminUserDetail } } }, async (request) => {
    const found = await getAdminUser(request.db, request.params.id);
    if (!found) throw notFound(userMessages.userMissing);
    return found;
  });

  app.post('/api/admin/users', { ...admin, schema: { body: createUserRequest, response: { 201: createdUserResponse } } }, async (request, reply) =>
    reply.status(201).send(await createUserByAdmin(deps, request.body, request.actor!)),
  );

  app.post('/api/admin/users/:id/reset-password', { ...admin, schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await sendPasswordReset(request.db, app.auth, request.params.id);
    return { ok: true as const };
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(`/api/admin/users/:id/${action}`, { ...admin, schema: { params: idParams, response: { 200: done } } }, async (request) => {
      await setUserActive(request.db, { id: request.params.id, active, actor: request.actor!, forget });
      return { ok: true as const };
    });
  }

  // ---- the agency's own users (dispatchers) ----
  app.get('/api/agency/users', { ...user, schema: { response: { 200: agencyUsersResponse } } }, async (request) => {
    const { agencyId } = dispatcherOf(request);
    const [items, seats] = await Promise.all([listAgencyUsers(request.db, { agencyId }), agencySeats(request.db, agencyId)]);
    return { items, seats };
  });

  app.post('/api/agency/users', { ...user, schema: { body: inviteUserRequest, response: { 201: z.object({ id: z.string() }) } } }, async (request, reply) => {
    const actor = dispatcherOf(request);
    const { userId } = await createAgencyUser({ ...deps, db: request.db }, { ...request.body, agencyId: actor.agencyId }, actor);
    return reply.status(201).send({ id: userId });
  });

  app.patch('/api/agency/users/:id', { ...user, schema: { params: idParams, body: updateAgencyUserRequest, response: { 200: done } } }, async (request) => {
    const actor = dispatcherOf(request);
    await changeAgencyUserRole(request.db, { id: request.params.id, agencyId: actor.agencyId, role: request.body.role, actor, forget });
    return { ok: true as const };
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(`/api/agency/users/:id/${action}`, { ...user, schema: { params: idParams, response: { 200: done } } }, async (request) => {
      const actor = dispatcherOf(request);
      await setUserActive(request.db, { id: request.params.id, agencyId: actor.agencyId, active, actor, forget });
      return { ok: true as const };
    });
  }

  // ---- the signed-in user's own password ----
  app.post('/api/me/password', { ...user, schema: { body: changePasswordBody, response: { 200: done } } }, async (request, reply) => {
    await changeOwnPassword({ db: request.db, auth: app.auth, forget }, request, reply, request.body);
    return { ok: true as const };
  });
};

export default routes;
