import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '@despacha/domain/contracts/agencies';
import type { Db } from '../../db/client.ts';
import { compiledSerializer } from '../../lib/json-serializer.ts';

// Asked on every page load: answered from the actor alone, whose agency was read (and is cached)
// with the profile, so a warm cache needs no query.
const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app) => {
  app.get('/api/me', { onRequest: [app.requireUser], schema: { response: { 200: meResponse } }, serializerCompiler: compiledSerializer }, async (request) => {
    const actor = request.actor!;
    return {
      user: { id: actor.userId, name: actor.name, email: actor.email, emailVerified: actor.emailVerified },
      profile: { role: actor.role, agencyId: actor.agencyId, name: actor.name, mustChangePassword: actor.mustChangePassword },
      agency: actor.agency,
    };
  });
};

export default routes;
