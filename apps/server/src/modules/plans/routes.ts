import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planResponse } from '@despacha/domain/contracts/agencies';
import { adminPlanResponse, createPlanRequest, updatePlanRequest } from '@despacha/domain/contracts/plans';
import { notFound } from '../../lib/http-error.ts';
import { getAdminPlan, listAdminPlans, listOfferedPlans } from './queries.ts';
import { createPlan, updatePlan } from './save-plan.ts';

const idParams = z.object({ id: z.string().max(80) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/plans', { onRequest: [app.requireUser], schema: { response: { 200: z.array(planResponse) } } }, async (request) =>
    listOfferedPlans(request.db),
  );

  app.get('/api/admin/plans', { onRequest: [app.requireAdmin], schema: { response: { 200: z.array(adminPlanResponse) } } }, async (request) =>
    listAdminPlans(request.db),
  );

  app.get('/api/admin/plans/:id', { onRequest: [app.requireAdmin], schema: { params: idParams, response: { 200: adminPlanResponse } } }, async (request) => {
    const plan = await getAdminPlan(request.db, request.params.id);
    if (!plan) throw notFound();
    return plan;
  });

  app.post(
    '/api/admin/plans',
    { onRequest: [app.requireAdmin], schema: { body: createPlanRequest, response: { 201: adminPlanResponse } } },
    async (request, reply) => reply.status(201).send(await createPlan(request.db, request.body)),
  );

  app.patch(
    '/api/admin/plans/:id',
    { onRequest: [app.requireAdmin], schema: { params: idParams, body: updatePlanRequest, response: { 200: adminPlanResponse } } },
    async (request) => {
      const plan = await updatePlan(request.db, request.params.id, request.body);
      if (!plan) throw notFound();
      return plan;
    },
  );
};

export default routes;
