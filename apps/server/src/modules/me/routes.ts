import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meResponse, type MeResponse } from '@despacha/domain/contracts/agencies';
import { updateOwnProfileBody } from '@despacha/domain/contracts/users';
import { auditOwnNameChange } from '../../lib/audit-account.ts';
import { rememberingSerializer } from '../../lib/json-serializer.ts';
import type { Actor } from '../../plugins/auth.ts';
import { meResponseOf } from './me-response.ts';
import { updateOwnProfile } from './update-profile.ts';

// Asked on every page load: answered from the actor alone, whose agency was read (and is cached)
// with the profile, so a warm cache needs no query. A cached session's actor is one frozen object
// until its profile changes (plugins/auth.ts): so is its answer, written once, not per request.
const routes: FastifyPluginAsyncZod = async (app) => {
  const answers = new WeakMap<Actor, MeResponse>();
  app.get(
    '/api/me',
    { onRequest: [app.requireUser], schema: { response: { 200: meResponse } }, serializerCompiler: rememberingSerializer },
    async (request) => {
      const actor = request.actor!;
      let answer = answers.get(actor);
      if (!answer) answers.set(actor, (answer = Object.freeze(meResponseOf(actor))));
      return answer;
    },
  );

  // "Minha conta". Its own path: /api/me stays the one route a temporary password may read.
  app.patch(
    '/api/me/profile',
    { onRequest: [app.requireUser], schema: { body: updateOwnProfileBody, response: { 200: z.object({ name: z.string() }) } } },
    async (request) => {
      await updateOwnProfile(request.db, request.actor!.userId, request.body, (id) => app.forgetActor(id));
      const { userId, name, role, agencyId } = request.actor!;
      await auditOwnNameChange(request.db, { userId, name, role, agencyId }, name, request.body.name, request.ip);
      return { name: request.body.name };
    },
  );
};

export default routes;
