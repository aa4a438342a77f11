import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meResponse } from '@despacha/domain/contracts/agencies';
import { updateOwnProfileBody } from '@despacha/domain/contracts/users';
import { auditOwnNameChange } from '../../lib/audit-account.ts';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import { meResponseOf } from './me-response.ts';
import { updateOwnProfile } from './update-profile.ts';

// Asked on every page load: answered from the actor alone, whose agency was read (and is cached)
// with the profile, so a warm cache needs no query.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me', { onRequest: [app.requireUser], schema: { response: { 200: meResponse } }, serializerCompiler: compiledSerializer }, async (request) =>
    meResponseOf(request.actor!),
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
