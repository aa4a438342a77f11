import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse } from '@despacha/domain/contracts/admin-dashboard';
import { dashboardResponse } from '@despacha/domain/contracts/dashboard';
import { requirementServicesResponse } from '@despacha/domain/contracts/requirement-services';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { getAdminDashboard } from './admin-dashboard.ts';
import { getDashboard } from './get-dashboard.ts';
import { requirementServices } from './requirement-services.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Administrators see the platform; everyone else their own agency.
  app.get(
    '/api/dashboard',
    { onRequest: [app.requireUser], schema: { response: { 200: dashboardResponse } }, serializerCompiler: compiledSerializer },
    async (request) => getDashboard(request.db, { agencyId: request.actor!.role === 'admin' ? null : tenantOf(request).agencyId }),
  );
  app.get('/api/dashboard/requirements', { onRequest: [app.requireUser], schema: { response: { 200: requirementServicesResponse } } }, async (request) =>
    requirementServices(request.db, tenantOf(request).agencyId),
  );
  app.get('/api/admin/dashboard', { onRequest: [app.requireAdmin], schema: { response: { 200: adminDashboardResponse } } }, async (request) =>
    getAdminDashboard(request.db),
  );
};

export default routes;
