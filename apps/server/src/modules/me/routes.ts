import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '@despacha/domain/contracts/agencies';
import type { Db } from '../../db/client.ts';
import { getAgency } from '../agencies/queries.ts';

const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/me', { onRequest: [app.requireUser], schema: { response: { 200: meResponse } } }, async (request) => {
    const actor = request.actor!;
    return {
      user: { id: actor.userId, name: actor.name, email: actor.email, emailVerified: actor.emailVerified },
      profile: { role: actor.role, agencyId: actor.agencyId, name: actor.name, mustChangePassword: actor.mustChangePassword },
      agency: actor.agencyId ? await getAgency(db, { agencyId: actor.agencyId }) : null,
    };
  });
};

export default routes;
