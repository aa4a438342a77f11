import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  licensingCalendarParams,
  licensingCalendarResponse,
  licensingDoneParams,
  licensingDoneResponse,
  licensingListQuery,
  markLicensingDoneRequest,
  licensingListResponse,
  updateLicensingCalendarRequest,
} from '@despacha/domain/licensing/contracts';
import { tenantOf } from '../../lib/tenant.ts';
import { listCalendar, setCalendarYear } from './calendar.ts';
import { markLicensingDone, unmarkLicensingDone } from './done.ts';
import { listLicensing } from './queries.ts';

// Licenciamento do ano (issue 39 part 1, decision 065): the agency's vehicles due by the plate
// final, and the platform admins' calendar of due dates.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/licensing',
    { onRequest: [app.requireUser], schema: { querystring: licensingListQuery, response: { 200: licensingListResponse } } },
    async (request) => listLicensing(request.db, tenantOf(request).agencyId, request.query),
  );

  // Marked done by hand (decision 067): day-to-day work, so staff as well as the dispatcher, audited.
  app.put(
    '/api/licensing/vehicles/:vehicleId/done/:year',
    {
      onRequest: [app.requireUser],
      schema: { params: licensingDoneParams, body: markLicensingDoneRequest, response: { 200: licensingDoneResponse } },
    },
    async (request) => markLicensingDone(request.db, tenantOf(request), request.params.vehicleId, request.params.year, request.body.doneOn),
  );
  app.delete(
    '/api/licensing/vehicles/:vehicleId/done/:year',
    { onRequest: [app.requireUser], schema: { params: licensingDoneParams } },
    async (request, reply) => {
      await unmarkLicensingDone(request.db, tenantOf(request), request.params.vehicleId, request.params.year);
      return reply.code(204).send();
    },
  );

  app.get('/api/admin/licensing-calendar', { onRequest: [app.requireAdmin], schema: { response: { 200: licensingCalendarResponse } } }, async (request) => ({
    rows: await listCalendar(request.db),
  }));

  app.put(
    '/api/admin/licensing-calendar/:year',
    {
      onRequest: [app.requireAdmin],
      schema: { params: licensingCalendarParams, body: updateLicensingCalendarRequest, response: { 200: licensingCalendarResponse } },
    },
    async (request) => ({ rows: await setCalendarYear(request.db, request.params.year, request.body, request.actor!.userId) }),
  );
};

export default routes;
