import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { planResponse } from '@despacha/domain/contracts/agencies';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';

const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/plans', { onRequest: [app.requireUser], schema: { response: { 200: z.array(planResponse) } } }, async () => {
    const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.priceCents));
    return rows.map(({ id, name, priceCents, baseUsers, additionalUserPriceCents, trialDays, description, features }) => ({
      id, name, priceCents, baseUsers, additionalUserPriceCents, trialDays, description, features,
    }));
  });
};

export default routes;
